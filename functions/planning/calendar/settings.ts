import { type CalendarSettings } from '@praktijk/shared/schemas/calendar';
import { type RequestContext } from '../../lib/auth/context';
import { NOT_A_CHOICE } from '../../consultations/domain/writes';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { announcePlanning } from '../domain/announce';
import { practitionerByUsername } from '../domain/practitioners';
import { mayUseReasonType } from '../consultations/choices';
import { listReasonTypeItems, type ReasonTypeItem } from '../reason-types';
import { assertMayChangeCalendarOf, practitionerById } from './access';
import { readSettingsItem, type SettingsItem, updateSettings } from './settings-store';

// Calendar settings (spec 1 §3, spec 3 §3; issue 11.6): a practitioner's on-call state and the
// reason types they activated. Activation is per practitioner: a general reason type (the
// practice's) may be active for several physicians at once, and a physician's own only for them.
// A type deleted or handed to someone else since it was activated drops out of the answer.

/** The reason types this practitioner may activate: those their consultations may use, the practice's general ones and their own. */
function activatable(reasons: readonly ReasonTypeItem[], practitionerId: string): Set<string> {
  return new Set(reasons.filter((reason) => mayUseReasonType(reason, practitionerId)).map((reason) => reason.id));
}

function toSettings(practitionerId: string, item: SettingsItem | undefined, allowed: ReadonlySet<string>): CalendarSettings {
  return {
    id: practitionerId,
    consult_reason_types: (item?.consult_reason_types ?? []).filter((id) => allowed.has(id)),
    on_call: item?.on_call ?? false,
    consistency_token: item?.consistency_token ?? null,
  };
}

export async function getCalendarSettings({ params }: Input<'getCalendarSettings'>, ctx: RequestContext): Promise<CalendarSettings> {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  const [item, reasons] = await Promise.all([readSettingsItem(ctx, practitioner.id), listReasonTypeItems(ctx.tenantId)]);
  return toSettings(practitioner.id, item, activatable(reasons, practitioner.id));
}

export async function updateCalendarSettings({ params, body }: Input<'updateCalendarSettings'>, ctx: RequestContext): Promise<CalendarSettings> {
  const [practitioner, reasons] = await Promise.all([practitionerById(ctx, params.id), listReasonTypeItems(ctx.tenantId)]);
  assertMayChangeCalendarOf(ctx, practitioner.id);
  const allowed = activatable(reasons, practitioner.id);
  const chosen = body.consult_reason_types && [...new Set(body.consult_reason_types)];
  if (chosen?.some((id) => !allowed.has(id))) throw ValidationError.field('consult_reason_types', NOT_A_CHOICE);

  const saved = await updateSettings(ctx, practitioner.id, { on_call: body.on_call, consult_reason_types: chosen }, body.consistency_token);
  await announcePlanning(ctx.tenantId, { practitioner: practitioner.id, dates: [], change: 'settings' });
  return toSettings(practitioner.id, saved, allowed);
}
