import { isApiError } from '@/api';
import { type FieldErrorMap } from '@/components/form/locked-form-state';
import { placeServerErrors } from '@/components/form/server-errors';

// The Add Referral form's values (spec 3 §2, §5): type and priority required, consults 1 or 2
// (default 1), receiving, the reason's HTML from the 'Write Referral' editor, and the note (blank:
// the server makes a new one; inside a consultation, the consultation's).

export interface ReferralDraft {
  type_id: string | null;
  priority_id: string | null;
  consults: 1 | 2;
  receiving: string;
  reason: string;
  decursus_id: string | null;
}

export const EMPTY_REFERRAL: ReferralDraft = { type_id: null, priority_id: null, consults: 1, receiving: '', reason: '', decursus_id: null };

/** The fields whose server errors the form shows on the field (spec 3 §5); the rest go in the banner. */
export const REFERRAL_FIELDS = ['type_id', 'priority_id', 'consults', 'receiving', 'reason', 'decursus_id'] as const;

export interface ReferralErrors {
  fields: FieldErrorMap;
  banner: string[];
}

export const NO_ERRORS: ReferralErrors = { fields: {}, banner: [] };

/** What the form checks before asking 'CREATE REFERRAL ?': the two required choices. */
export function missingFields(draft: ReferralDraft): ReferralErrors {
  const fields: ReferralErrors['fields'] = {};
  if (!draft.type_id) fields.type_id = 'This field is required.';
  if (!draft.priority_id) fields.priority_id = 'This field is required.';
  return { fields, banner: [] };
}

export const hasErrors = (errors: ReferralErrors) => Object.keys(errors.fields).length > 0 || errors.banner.length > 0;

/** A refused create's 400, split into the form's fields and its banner (placeServerErrors, as the locked forms do). */
export function errorsOf(error: unknown): ReferralErrors {
  if (!isApiError(error) || error.status !== 400) return NO_ERRORS;
  const placed = placeServerErrors(error, REFERRAL_FIELDS);
  return { fields: placed.errors, banner: placed.nonFieldErrors };
}
