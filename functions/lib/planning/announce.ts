import { type PlanningMessage } from '@praktijk/shared/schemas/calendar';
import { logEvent } from '../log';
import { publishToTenant } from '../realtime/publisher';

// The realtime 'planning' message (spec 1 §4): after any booking, move, arrival, treatment,
// blocked time or settings change, the practice's open calendars, lists and schedules refresh the
// answers it names. It carries ids and days only, never a patient's name. A failed post never
// fails the write that caused it: the screens also refresh on focus.
export async function announcePlanning(tenantId: string, message: PlanningMessage): Promise<void> {
  await publishToTenant(tenantId, { type: 'planning', payload: { ...message } }).catch((error: unknown) =>
    logEvent('warn', 'planning message not sent', { error: (error as Error).name }),
  );
}
