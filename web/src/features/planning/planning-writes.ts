import { type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { queryKeyOf } from '@/query/api-query';
import { PLANNING_READS } from '@/query/realtime-invalidation';

// After a planning write the same answers go stale as after another user's (the realtime
// 'planning' message says so too, a moment later): the calendars, lists and sidebars.

const PATIENT_READS = ['getPatient', 'currentConsultation', 'lastConsultation'] as const;

/** Fetches again what a planning write changed; resolves once the shown answers are back. */
export function refreshPlanning(client: QueryClient, patientId?: string): Promise<void> {
  const keys = PLANNING_READS.map((operation) => queryKeyOf(operation));
  // The record's header offers 'Open Consultation' for a consultation of today (current_consult).
  if (patientId) keys.push(...PATIENT_READS.map((operation) => queryKeyOf(operation, { params: { id: patientId } })));
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * What a refused write says, in the server's words: its non_field_errors ('This time overlaps
 * another booking of this practitioner (10:30-11:00).'), else its field messages, else the
 * error's own text; null when the app is already leaving for /login.
 */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong';
  if (error.redirected) return null;
  const messages = [...error.nonFieldErrors, ...Object.values(error.fieldErrors).flat()];
  return messages.length ? messages.join(' ') : error.message;
}
