import { type InputProps } from '@cloudscape-design/components/input';
import { type NonCancelableCustomEvent } from '@cloudscape-design/components/interfaces';
import { type RefObject, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { type z } from 'zod';
import { isApiError } from '@/api/errors';
import { useUnsavedChanges } from '@/shell/unsaved/useUnsavedChanges';
import { type Toast, useNotifications } from '@/shell/notifications';
import {
  formButtons,
  formStatus,
  type FormStatus,
  type FormValues,
  initialFormState,
  isChanged,
  type LockedFormAction,
  lockedFormReducer,
  type LockedFormState,
  sameValue,
  type Version,
} from './locked-form-state';
import { createFieldRegistry, type FieldRegistry } from './error-summary';
import { firstMessagePerField, placeServerErrors } from './server-errors';

export interface UseLockedFormOptions<V extends FormValues> {
  /** The record's current values; a new object with other content replaces a clean form's values. */
  initial: V;
  /**
   * The token of the record `initial` came from. Given, the form tracks which version its values
   * rest on and passes that token to `submit` (see locked-form-state.ts): send it, not the token of
   * the record as last fetched, which may hold someone else's change the form never showed.
   */
  version?: Version;
  /** Sends the values (with the token of the version they rest on) and answers the values as saved (the server may trim or lower-case them). */
  submit(values: V, version: Version): Promise<V>;
  /** Checked before sending; its messages go under the fields, like the server's. */
  schema?: z.ZodType;
  /** Existing records start locked (true); a form for a new record is always open (false). */
  lockable?: boolean;
  /** The success toast of the spec, e.g. 'User information updated'. */
  successToast?: Pick<Toast, 'header' | 'content'>;
  onSaved?(saved: V): void;
  /**
   * The user may see the record but not change it: the fields show their values as text
   * (key-value pairs) and the form offers no actions. It never unlocks.
   */
  viewOnly?: boolean;
}

export interface LockedForm<V extends FormValues> {
  state: LockedFormState<V>;
  values: V;
  status: FormStatus;
  /** Values as text, no controls, no actions (see UseLockedFormOptions.viewOnly). */
  viewOnly: boolean;
  /** The fields' labels, for the error summary by the actions. */
  fields: FieldRegistry;
  /** The <form> element, to move focus to a field. */
  formRef: RefObject<HTMLFormElement | null>;
  buttons: ReturnType<typeof formButtons>;
  setValue<K extends keyof V & string>(field: K, value: V[K]): void;
  errorOf(field: keyof V & string): string | undefined;
  /** Props for a Cloudscape Input bound to a text field. */
  textInput(field: keyof V & string): Pick<InputProps, 'value' | 'readOnly' | 'invalid' | 'onChange'>;
  unlock(): void;
  lock(): void;
  reset(): void;
  submit(): Promise<void>;
}

export function useLockedForm<V extends FormValues>({
  initial,
  version,
  submit,
  schema,
  lockable = true,
  successToast,
  onSaved,
  viewOnly = false,
}: UseLockedFormOptions<V>): LockedForm<V> {
  const [state, dispatch] = useReducer(
    (s: LockedFormState<V>, a: LockedFormAction<V>) => lockedFormReducer(s, a),
    undefined,
    () => initialFormState(initial, lockable, version),
  );
  const [seen, setSeen] = useState({ initial, version });
  const { notify } = useNotifications();
  const [fields] = useState(createFieldRegistry);
  const formRef = useRef<HTMLFormElement>(null);

  // The record was reloaded (after a save elsewhere, a realtime message): show it if nobody edits.
  if (!sameValue(seen.initial, initial) || seen.version !== version) {
    setSeen({ initial, version });
    dispatch({ type: 'replace-initial', initial, version });
  }

  // Typed and not saved: leaving the page asks first (shell/unsaved). Decision: not while the save
  // is on its way, so a form whose save moves on to another page (a new patient's record) leaves
  // without a question; a failed save makes it unsaved again.
  useUnsavedChanges(!viewOnly && !state.submitting && isChanged(state));

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => dispatch({ type: 'change', field, value }), []);

  const send = useCallback(async () => {
    if (state.locked || state.submitting || viewOnly) return;
    if (schema) {
      const checked = schema.safeParse(state.values);
      if (!checked.success) {
        dispatch({ type: 'submit-failed', ...firstMessagePerField(checked.error.issues) });
        return;
      }
    }
    dispatch({ type: 'submit-start' });
    try {
      const saved = await submit(state.values, state.version);
      dispatch({ type: 'submit-succeeded', saved });
      if (successToast) notify({ type: 'success', ...successToast });
      onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && error.redirected) {
        dispatch({ type: 'submit-cancelled' }); // on the way to /login or /logout: say nothing
        return;
      }
      const placed = isApiError(error)
        ? placeServerErrors(error, Object.keys(state.values))
        : { errors: {}, nonFieldErrors: [error instanceof Error ? error.message : 'Something went wrong'] };
      dispatch({ type: 'submit-failed', ...placed, conflict: isApiError(error) && error.status === 409 });
    }
  }, [state.locked, state.submitting, state.values, state.version, schema, submit, successToast, notify, onSaved, viewOnly]);

  return useMemo(
    () => ({
      state,
      values: state.values,
      status: formStatus(state),
      viewOnly,
      fields,
      formRef,
      buttons: formButtons(state),
      setValue,
      errorOf: (field) => state.errors[field],
      textInput: (field) => ({
        value: String(state.values[field] ?? ''),
        readOnly: state.locked,
        invalid: Boolean(state.errors[field]),
        onChange: (event: NonCancelableCustomEvent<InputProps.ChangeDetail>) => dispatch({ type: 'change', field, value: event.detail.value }),
      }),
      unlock: () => {
        if (!viewOnly) dispatch({ type: 'unlock' });
      },
      lock: () => dispatch({ type: 'lock' }),
      reset: () => dispatch({ type: 'reset' }),
      submit: send,
    }),
    [state, setValue, send, viewOnly, fields],
  );
}
