import { type PlanningMessage, planningMessageSchema } from '@praktijk/shared/schemas/calendar';
import { logEvent } from '../../lib/log';
import { publishToTenant } from '../../lib/realtime/publisher';

// The realtime 'planning' message (spec 1 §4): after any booking, move, arrival, treatment,
// blocked time or settings change, the practice's open calendars, lists and schedules refresh the
// answers it names. It says what changed (the practitioner, the days, the consultation and its
// patient) so that a screen refreshes only what shows it (issue 22 §6). A failed post never
// fails the write that caused it: the screens also refresh on focus.

/**
 * The payload as the shared schema makes it: ids and days only. Whatever else a caller's object
 * holds (a stored consultation spread in by mistake, with the patient's name) is dropped here.
 */
export function planningPayload(message: PlanningMessage): PlanningMessage {
  return planningMessageSchema.parse(message);
}

export async function announcePlanning(tenantId: string, message: PlanningMessage): Promise<void> {
  const sent = Promise.resolve()
    .then(() => publishToTenant(tenantId, { type: 'planning', payload: { ...planningPayload(message) } }))
    .catch((error: unknown) => logEvent('warn', 'planning message not sent', { error: (error as Error).name }));
  await sent;
}
