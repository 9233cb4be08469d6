import { isApiError } from '@/api';

// The on-call toggle's failures (spec 3 §8 "On-call update fails: response data mapped onto
// fields"). The toggle has no form, so each field's message is shown under the field's name in
// the toast; a conflict (saved elsewhere meanwhile) reloads the state and says so.

/** The calendar settings' fields by the names the user knows them. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  on_call: 'On-Call',
  consult_reason_types: 'Reason types',
  consistency_token: 'Version',
};

export const ON_CALL_CONFLICT = 'Your on-call state was changed elsewhere and has been reloaded. Click again to change it.';

export interface OnCallFailure {
  text: string;
  /** The settings are out of date: fetch them again. */
  reload: boolean;
}

/** What to say about a failed save; undefined when the app is already leaving (401/403). */
export function onCallFailure(error: unknown): OnCallFailure | undefined {
  if (!isApiError(error)) return { text: 'The on-call state could not be saved.', reload: false };
  if (error.redirected) return undefined;
  if (error.status === 409) return { text: ON_CALL_CONFLICT, reload: true };
  const fields = Object.entries(error.fieldErrors).map(([field, messages]) => `${FIELD_NAMES[field] ?? field}: ${messages.join(' ')}`);
  const lines = [...fields, ...error.nonFieldErrors];
  return { text: lines.length > 0 ? lines.join('\n') : error.message, reload: error.status === 404 };
}
