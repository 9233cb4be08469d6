import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { logEvent } from '../../lib/log';
import { publishToTenant } from '../../lib/realtime/publisher';

// A reason type is general (practitioner null) or one physician's own. Users move reasons into
// or out of their own list; only staff may file one under another user.
export function assertPractitionerAllowed(practitioner: string | null, ctx: RequestContext): void {
  if (practitioner === null || practitioner === ctx.userId || ctx.isStaff) return;
  throw ValidationError.field('practitioner', 'You can only activate reasons for yourself.');
}

export function assertNameFree(
  name: string,
  others: { id: string; name: string; practitioner: string | null }[],
  practitioner: string | null,
  selfId?: string,
): void {
  const taken = others.some((o) => o.id !== selfId && o.practitioner === practitioner && o.name.localeCompare(name, 'nl', { sensitivity: 'accent' }) === 0);
  if (taken) throw ValidationError.field('name', 'A reason with this name already exists.');
}

/** The practice's open sessions reload the list (spec 1 §4, catalogue message). */
export async function announceReasonTypes(tenantId: string): Promise<void> {
  await publishToTenant(tenantId, { type: 'catalogue', payload: { name: 'consult_reason_types' } }).catch((error: unknown) =>
    logEvent('warn', 'catalogue message not sent', { error: (error as Error).name }),
  );
}
