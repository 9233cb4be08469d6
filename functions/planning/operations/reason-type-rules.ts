import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { logEvent } from '../../lib/log';
import { publishToTenant } from '../../lib/realtime/publisher';
import { REASON_NAME_TAKEN } from '../reason-type-names';

// A reason type is general (practitioner null: the practice's) or one physician's own. Which of
// them a physician uses is their calendar settings' activation (issue 11.6), so a general reason
// can be active for several physicians at once. Its owner is chosen when it is created (only staff
// may file one under another user) and may give an own reason to the practice; a general reason
// stays general: taking it into one's own list would take it from every other physician.
export const OWN_FOR_OTHERS = 'You can only activate reasons for yourself.';
export const GENERAL_STAYS_GENERAL = "A general reason stays the practice's: activate it in your calendar settings instead.";

export function assertPractitionerAllowed(practitioner: string | null, ctx: RequestContext): void {
  if (practitioner === null || practitioner === ctx.userId || ctx.isStaff) return;
  throw ValidationError.field('practitioner', OWN_FOR_OTHERS);
}

/** A change of owner keeps a general reason general (no one takes it over from the others). */
export function assertNoTakeOver(before: { practitioner: string | null }, practitioner: string | null): void {
  if ((before.practitioner ?? null) === null && practitioner !== null) throw ValidationError.field('practitioner', GENERAL_STAYS_GENERAL);
}

/**
 * Reads the list for a name taken by a reason written before names were reserved (the demo seed
 * writes its reasons directly): the reservation (reason-type-names.ts) is what decides between two
 * writers at once, this check only speaks for items without one.
 */
export function assertNameFree(
  name: string,
  others: { id: string; name: string; practitioner: string | null }[],
  practitioner: string | null,
  selfId?: string,
): void {
  const taken = others.some((o) => o.id !== selfId && o.practitioner === practitioner && o.name.localeCompare(name, 'nl', { sensitivity: 'accent' }) === 0);
  if (taken) throw ValidationError.field('name', REASON_NAME_TAKEN);
}

/** The practice's open sessions reload the list (spec 1 §4, catalogue message). */
export async function announceReasonTypes(tenantId: string): Promise<void> {
  await publishToTenant(tenantId, { type: 'catalogue', payload: { name: 'consult_reason_types' } }).catch((error: unknown) =>
    logEvent('warn', 'catalogue message not sent', { error: (error as Error).name }),
  );
}
