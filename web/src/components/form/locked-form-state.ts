// The state of the locked/unlocked form (spec 2 §2 "Common form behaviour"), as a pure reducer so
// every rule is tested without a browser: existing records start locked; Unlock makes them
// editable; Lock only when clean; Reset when dirty or in error; Submit only when unlocked and
// changed; a successful submit makes the saved values the new starting point.
//
// A form over a versioned record also knows which version its values rest on (issue 21 §3):
// Submit sends that version's token, so a change someone else made while the form was being
// edited gives the 409, never a silent overwrite. A newer version replaces a clean form; a dirty
// form moves onto it only when it holds the same values (our own save, or a change to fields the
// form does not show). After a 409 the form rests on the newest version it has seen: the user has
// been told, and the next Submit saves on top.

/** A record's consistency token; undefined for a form that does not track versions. */
export type Version = string | null | undefined;

export type FormValues = Record<string, unknown>;
export type FieldErrorMap = Record<string, string>;
export type FormStatus = 'clean' | 'dirty' | 'error';

export interface LockedFormState<V extends FormValues> {
  initial: V;
  values: V;
  /** Whether the fields are read-only. New records start unlocked and never lock. */
  locked: boolean;
  lockable: boolean;
  errors: FieldErrorMap;
  nonFieldErrors: string[];
  submitting: boolean;
  /** Counts failed submits, so the form can move focus to the first field in error after each one. */
  failures: number;
  /** The version `initial` came from: the token Submit sends. */
  version: Version;
  /** The newest version seen, with its values: what a 409 or Reset moves onto. */
  latest: { initial: V; version: Version };
}

export type LockedFormAction<V extends FormValues> =
  | { type: 'unlock' }
  | { type: 'lock' }
  | { type: 'change'; field: keyof V & string; value: unknown }
  | { type: 'reset' }
  | { type: 'submit-start' }
  | { type: 'submit-failed'; errors: FieldErrorMap; nonFieldErrors: string[]; conflict?: boolean }
  | { type: 'submit-cancelled' }
  | { type: 'submit-succeeded'; saved: V }
  | { type: 'replace-initial'; initial: V; version?: Version };

/** Field names the spec forbids (spec 1 §5): they clash with the form's own members. */
export const FORBIDDEN_FIELD_NAMES = ['data', 'initial', 'only', 'populate', 'processing', 'is_dirty', 'reset', 'withData'] as const;

export function forbiddenFieldNames(values: FormValues): string[] {
  return Object.keys(values).filter((key) => (FORBIDDEN_FIELD_NAMES as readonly string[]).includes(key));
}

export function initialFormState<V extends FormValues>(initial: V, lockable: boolean, version?: Version): LockedFormState<V> {
  const forbidden = forbiddenFieldNames(initial);
  if (forbidden.length > 0) throw new Error(`Form field names not allowed: ${forbidden.join(', ')}`);
  return {
    initial,
    values: initial,
    locked: lockable,
    lockable,
    errors: {},
    nonFieldErrors: [],
    submitting: false,
    failures: 0,
    version,
    latest: { initial, version },
  };
}

/** Values compare by content: arrays and plain objects (lists of phone numbers, ids) included. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as FormValues)[key], (b as FormValues)[key]));
  }
  return false;
}

export function isChanged<V extends FormValues>(state: LockedFormState<V>): boolean {
  return !sameValue(state.values, state.initial);
}

export function hasErrors<V extends FormValues>(state: LockedFormState<V>): boolean {
  return Object.keys(state.errors).length > 0 || state.nonFieldErrors.length > 0;
}

export function formStatus<V extends FormValues>(state: LockedFormState<V>): FormStatus {
  if (hasErrors(state)) return 'error';
  return isChanged(state) ? 'dirty' : 'clean';
}

/** Which buttons show and which are enabled, straight from the spec's rules. */
export function formButtons<V extends FormValues>(state: LockedFormState<V>) {
  const status = formStatus(state);
  return {
    showUnlock: state.lockable && state.locked,
    showLock: state.lockable && !state.locked && status === 'clean',
    showReset: status !== 'clean',
    submitDisabled: state.locked || !isChanged(state) || state.submitting,
  };
}

function withoutKey(errors: FieldErrorMap, key: string): FieldErrorMap {
  if (!(key in errors)) return errors;
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

export function lockedFormReducer<V extends FormValues>(state: LockedFormState<V>, action: LockedFormAction<V>): LockedFormState<V> {
  switch (action.type) {
    case 'unlock':
      return { ...state, locked: false };
    case 'lock':
      return state.lockable && formStatus(state) === 'clean' ? { ...state, locked: true } : state;
    case 'change':
      if (state.locked) return state;
      // Typing in a field answers that field's error; the banner stays until Reset or Submit.
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors: withoutKey(state.errors, action.field) };
    case 'reset':
      // Back to the record as last seen, on its version.
      return { ...state, initial: state.latest.initial, values: state.latest.initial, version: state.latest.version, errors: {}, nonFieldErrors: [] };
    case 'submit-start':
      return { ...state, submitting: true };
    case 'submit-failed': {
      const failed = { ...state, submitting: false, errors: action.errors, nonFieldErrors: action.nonFieldErrors, failures: state.failures + 1 };
      // Told of the other writer's change: the next Submit saves on top of the newest version seen.
      return action.conflict ? { ...failed, version: state.latest.version } : failed;
    }
    case 'submit-cancelled':
      return { ...state, submitting: false };
    case 'submit-succeeded':
      // Saved: the record is back to its resting state, locked again if it locks at all. Its new
      // version arrives with the record (replace-initial), holding these same values.
      return { ...initialFormState(action.saved, state.lockable, state.version), latest: { initial: action.saved, version: state.version } };
    case 'replace-initial': {
      const latest = { initial: action.initial, version: action.version };
      // Fresh data from the server replaces a form nobody is editing.
      if (!state.submitting && formStatus(state) === 'clean')
        return { ...state, initial: action.initial, values: action.initial, version: action.version, latest };
      // A form being edited keeps its values, on the version they rest on unless the new one holds the same.
      return { ...state, latest, version: sameValue(action.initial, state.initial) ? action.version : state.version };
    }
  }
}
