import { type IcpcRef } from '@praktijk/shared/schemas/clinical';
import { type Decursus, DECURSUS_TEXT_FIELDS, type DecursusPatch, type DecursusTextField, decursusFieldsSchema } from '@praktijk/shared/schemas/decursus';

// The current decursus form (spec 3 §2 "Decursus screen", §4 "Decursus") as a pure reducer.
// Two save paths write the one note: Save Decursus (after 'UPDATE DECURSUS ?') and the
// immediate save when an ICPC code changes while the form is dirty. Both send the WHOLE form
// with the token of the last answer, and every answer becomes the new baseline (its values and
// its consistency_token), so the Confirm that follows an immediate save sends the fresh token
// and never collides with the form's own earlier write. Text typed while a save is on its way
// is kept: a field that changed since the request was sent keeps the newer text.

export type IcpcSlot = 'subjective' | 'evaluation';

export interface DecursusValues {
  subjective: string;
  objective: string;
  evaluation: string;
  policy: string;
  comments: string;
  icpc_subjective: IcpcRef | null;
  icpc_evaluation: IcpcRef | null;
}

export type DecursusField = keyof DecursusValues;
export const DECURSUS_FORM_FIELDS: readonly DecursusField[] = [...DECURSUS_TEXT_FIELDS, 'icpc_subjective', 'icpc_evaluation'];

/** The labels the form shows (and the copy toast names: 'Field Subjective was updated'). */
export const DECURSUS_FIELD_LABELS: Record<DecursusTextField, string> = {
  subjective: 'Subjective',
  objective: 'Objective',
  evaluation: 'Evaluation',
  policy: 'Policy',
  comments: 'Comments',
};

export interface DecursusFormState {
  /** The values as last saved (the server's last answer). */
  baseline: DecursusValues;
  values: DecursusValues;
  /** The token of the last answer: every save sends it. */
  token: string;
  version: number;
  /** A save on its way: what it sent, to tell later typing from the answer's values. */
  sending: DecursusValues | null;
  errors: Partial<Record<string, string>>;
  nonFieldErrors: string[];
  /**
   * A save refused with 409 (issue 21 §3): the note as the other writer left it. The typed text
   * stays; the form shows what they changed and may save on top of their version.
   */
  conflict: Decursus | null;
}

/** The typed texts a draft keeps (issue 21 §1). */
export type DecursusTexts = Pick<DecursusValues, DecursusTextField>;

export type DecursusFormAction =
  | { type: 'edit'; field: DecursusTextField; value: string }
  | { type: 'icpc'; slot: IcpcSlot; code: IcpcRef | null }
  | { type: 'save-start' }
  | { type: 'saved'; decursus: Decursus }
  | { type: 'save-failed'; errors: Partial<Record<string, string>>; nonFieldErrors: string[] }
  /** The note read again or reverted elsewhere: the answer replaces the form. */
  | { type: 'replace'; decursus: Decursus }
  /** Reset (spec 3 §4): back to the values as last saved, errors cleared. */
  | { type: 'reset' }
  /** A save answered 409: the note as it now is. */
  | { type: 'conflict'; current: Decursus }
  /** Save on top: the other writer's version becomes the baseline and its token the one sent; the typed text stays. */
  | { type: 'adopt-current' }
  /** A draft restored: its texts over the saved note, on the token the draft was typed on. */
  | { type: 'restore'; texts: DecursusTexts; token: string };

export function valuesOf(decursus: Decursus): DecursusValues {
  return {
    subjective: decursus.subjective,
    objective: decursus.objective,
    evaluation: decursus.evaluation,
    policy: decursus.policy,
    comments: decursus.comments,
    icpc_subjective: decursus.icpc_subjective,
    icpc_evaluation: decursus.icpc_evaluation,
  };
}

export function initialDecursusForm(decursus: Decursus): DecursusFormState {
  const values = valuesOf(decursus);
  return {
    baseline: values,
    values,
    token: decursus.consistency_token,
    version: decursus.version,
    sending: null,
    errors: {},
    nonFieldErrors: [],
    conflict: null,
  };
}

function sameField(a: DecursusValues, b: DecursusValues, field: DecursusField): boolean {
  const x = a[field];
  const y = b[field];
  if (typeof x === 'string' || typeof y === 'string') return x === y;
  return (x?.id ?? null) === (y?.id ?? null);
}

export function changedFields(state: Pick<DecursusFormState, 'baseline' | 'values'>): DecursusField[] {
  return DECURSUS_FORM_FIELDS.filter((field) => !sameField(state.baseline, state.values, field));
}

export function isDirty(state: Pick<DecursusFormState, 'baseline' | 'values'>): boolean {
  return changedFields(state).length > 0;
}

/** The PATCH body of a save: the whole form and the token of the last answer. */
export function saveBody(state: Pick<DecursusFormState, 'values' | 'token'>): DecursusPatch {
  const { values } = state;
  return {
    subjective: values.subjective,
    objective: values.objective,
    evaluation: values.evaluation,
    policy: values.policy,
    comments: values.comments,
    icpc_subjective_id: values.icpc_subjective?.id ?? null,
    icpc_evaluation_id: values.icpc_evaluation?.id ?? null,
    consistency_token: state.token,
  };
}

/**
 * Spec 3 §4: "Changing an ICPC selection while the form is dirty saves at once without a notice".
 * Whether an ICPC change made in `before` must be saved at once: the form had unsaved changes
 * before the pick (a pick on a clean form waits for Save Decursus like any other change).
 */
export function icpcChangeSavesAtOnce(before: Pick<DecursusFormState, 'baseline' | 'values'>, slot: IcpcSlot, code: IcpcRef | null): boolean {
  const field: DecursusField = slot === 'subjective' ? 'icpc_subjective' : 'icpc_evaluation';
  const changes = (before.values[field]?.id ?? null) !== (code?.id ?? null);
  return changes && isDirty(before);
}

/** Client-side check with the contract's own rules (a 10 MB paste is a field error, never a request). */
export function checkDecursus(values: DecursusValues): Partial<Record<string, string>> {
  const result = decursusFieldsSchema.safeParse({
    ...values,
    icpc_subjective_id: values.icpc_subjective?.id ?? null,
    icpc_evaluation_id: values.icpc_evaluation?.id ?? null,
  });
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= issue.message;
  }
  return errors;
}

// After a save: the answer is the new baseline; a field edited since the request was sent keeps the edit.
function adoptAnswer(state: DecursusFormState, decursus: Decursus): DecursusFormState {
  const answer = valuesOf(decursus);
  const sent = state.sending ?? state.values;
  const values = { ...answer };
  for (const field of DECURSUS_FORM_FIELDS) {
    if (!sameField(state.values, sent, field)) Object.assign(values, { [field]: state.values[field] });
  }
  // Otherwise the form is as freshly opened on the answer.
  return { ...initialDecursusForm(decursus), values };
}

export function decursusFormReducer(state: DecursusFormState, action: DecursusFormAction): DecursusFormState {
  switch (action.type) {
    case 'edit': {
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'icpc': {
      const field = action.slot === 'subjective' ? 'icpc_subjective' : 'icpc_evaluation';
      const errors = { ...state.errors };
      delete errors[`${field}_id`];
      return { ...state, values: { ...state.values, [field]: action.code }, errors };
    }
    case 'save-start':
      return { ...state, sending: state.values };
    case 'saved':
      return adoptAnswer(state, action.decursus);
    case 'save-failed':
      return { ...state, sending: null, errors: action.errors, nonFieldErrors: action.nonFieldErrors };
    case 'replace':
      return initialDecursusForm(action.decursus);
    case 'reset':
      return { ...state, values: state.baseline, errors: {}, nonFieldErrors: [] };
    case 'conflict':
      return { ...state, sending: null, conflict: action.current };
    case 'adopt-current': {
      const current = state.conflict;
      if (!current) return state;
      // A field the physician did not touch takes the other writer's value, so saving on top
      // keeps both writers' work; a field both changed keeps what the physician typed.
      const theirs = valuesOf(current);
      const values = { ...state.values };
      for (const field of DECURSUS_FORM_FIELDS) {
        if (sameField(state.values, state.baseline, field)) Object.assign(values, { [field]: theirs[field] });
      }
      return { ...state, baseline: theirs, values, token: current.consistency_token, version: current.version, conflict: null, errors: {}, nonFieldErrors: [] };
    }
    case 'restore':
      return { ...state, values: { ...state.values, ...action.texts }, token: action.token };
  }
}

export function textsOf(values: DecursusTexts): DecursusTexts {
  return Object.fromEntries(DECURSUS_TEXT_FIELDS.map((field) => [field, values[field]])) as DecursusTexts;
}

/** Whether a draft holds text the saved note has not (a draft equal to the note, e.g. written while it was saved, is nothing to restore). */
export function draftDiffers(draft: DecursusTexts, values: DecursusTexts): boolean {
  return DECURSUS_TEXT_FIELDS.some((field) => draft[field] !== values[field]);
}

export interface ConflictField {
  field: DecursusTextField;
  label: string;
  before: string;
  after: string;
}

/**
 * What the other writer changed (issue 21 §3): each text that differs between the version the
 * form was typed on and theirs. A restored draft's form has the saved note as baseline, so when
 * nothing differs from it the comparison is theirs against the typed text.
 */
export function conflictFields(state: Pick<DecursusFormState, 'baseline' | 'values' | 'conflict'>): { compared: 'base' | 'typed'; fields: ConflictField[] } {
  if (!state.conflict) return { compared: 'base', fields: [] };
  const theirs = valuesOf(state.conflict);
  const differing = (from: DecursusValues) =>
    DECURSUS_TEXT_FIELDS.filter((field) => from[field] !== theirs[field]).map((field) => ({
      field,
      label: DECURSUS_FIELD_LABELS[field],
      before: from[field],
      after: theirs[field],
    }));
  const fromBase = differing(state.baseline);
  return fromBase.length ? { compared: 'base', fields: fromBase } : { compared: 'typed', fields: differing(state.values) };
}
