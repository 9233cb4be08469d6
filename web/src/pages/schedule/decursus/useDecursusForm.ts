import { type IcpcRef } from '@praktijk/shared/schemas/clinical';
import { type Decursus, type DecursusTextField } from '@praktijk/shared/schemas/decursus';
import { useCallback, useRef, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { placeServerErrors } from '@/components/form/server-errors';
import { queryKeyOf, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import {
  checkDecursus,
  type DecursusFormAction,
  decursusFormReducer,
  type DecursusFormState,
  icpcChangeSavesAtOnce,
  type IcpcSlot,
  initialDecursusForm,
  isDirty,
  saveBody,
  type DecursusTexts,
  textsOf,
} from './decursus-form';
import { type DraftWrites } from './server-draft';

// The current note's form with its two save paths (see decursus-form.ts): save() after the
// 'UPDATE DECURSUS ?' confirmation, and the immediate save an ICPC change makes while dirty.
// Both answer with the saved note, which becomes the new baseline and the cached getDecursus.
// A 409 (someone saved the note since it was read) keeps the typed text and reads the note as it
// now is, so the form can show what changed and save on top of it (issue 21 §3).

/** Server field errors the form shows on a field (spec 3 §5); the rest go to the banner. */
const ERROR_FIELDS = ['subjective', 'objective', 'evaluation', 'policy', 'comments', 'icpc_subjective_id', 'icpc_evaluation_id'];

export interface DecursusForm {
  state: DecursusFormState;
  dirty: boolean;
  saving: boolean;
  edit(field: DecursusTextField, value: string): void;
  pickIcpc(slot: IcpcSlot, code: IcpcRef | null): void;
  /** Checks the form; false (with the field errors shown) when it cannot be sent. */
  validate(): boolean;
  /** Save Decursus (after Confirm); resolves true when saved. */
  save(): Promise<boolean>;
  /** The note as the server now has it (after a revert): replaces the form. */
  replace(decursus: Decursus): void;
  /** Reset (spec 3 §4): the values as last saved. */
  reset(): void;
  /** After a conflict: the other writer's version becomes the base and the typed text is saved on top of it. */
  saveOnTop(): Promise<boolean>;
  /** A restored draft's texts, on the token it was typed on. */
  restore(texts: DecursusTexts, token: string): void;
}

/** `writes`: the note's draft writes, which its saves wait for and stay ahead of (server-draft.ts). */
export function useDecursusForm(decursus: Decursus, writes: DraftWrites): DecursusForm {
  // The form's state lives in a ref that every action updates at once (a save started right
  // after an edit sends that edit) and is mirrored into React state for rendering.
  const [state, setState] = useState(() => initialDecursusForm(decursus));
  const latest = useRef(state);
  const dispatch = useCallback((action: DecursusFormAction) => {
    latest.current = decursusFormReducer(latest.current, action);
    setState(latest.current);
    return latest.current;
  }, []);
  const { notify } = useNotifications();
  const { mutateAsync, isPending } = useApiMutation('updateDecursus', {
    update: (client, saved) => client.setQueryData(queryKeyOf('getDecursus', { params: { id: saved.id } }), saved),
    // The PMH panel lists the patient's notes: it shows the save without a reload (issue 21 §2).
    invalidates: (saved) => [
      queryKeyOf('listDecursusRevisions', { params: { id: saved.id } }),
      queryKeyOf('listPatientDecursus', { params: { id: saved.patient_id } }),
    ],
  });

  // The note as the other writer left it; false when it cannot be read (the 409's message then shows alone).
  const showConflict = useCallback(async (): Promise<boolean> => {
    try {
      dispatch({ type: 'conflict', current: await callApi('getDecursus', { params: { id: decursus.id } }) });
      return true;
    } catch {
      return false;
    }
  }, [decursus.id, dispatch]);

  const send = useCallback(
    async (form: DecursusFormState, notice: boolean): Promise<boolean> => {
      const problems = checkDecursus(form.values);
      if (Object.keys(problems).length > 0) {
        dispatch({ type: 'save-failed', errors: problems, nonFieldErrors: [] });
        return false;
      }
      dispatch({ type: 'save-start' });
      try {
        const saved = await writes.saveRecord(textsOf(form.values), () => mutateAsync({ params: { id: decursus.id }, body: saveBody(form) }));
        dispatch({ type: 'saved', decursus: saved });
        if (notice) notify({ type: 'success', header: 'Decursus updated', content: 'Decursus was updated successfully' });
        return true;
      } catch (error) {
        if (isApiError(error) && error.redirected) return false;
        if (isApiError(error) && error.status === 409 && (await showConflict())) return false;
        const placed = isApiError(error) ? placeServerErrors(error, ERROR_FIELDS) : { errors: {}, nonFieldErrors: ['Something went wrong'] };
        dispatch({ type: 'save-failed', errors: placed.errors, nonFieldErrors: placed.nonFieldErrors });
        notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
        return false;
      }
    },
    [decursus.id, dispatch, mutateAsync, notify, showConflict, writes],
  );

  const pickIcpc = useCallback(
    (slot: IcpcSlot, code: IcpcRef | null) => {
      const before = latest.current;
      const atOnce = icpcChangeSavesAtOnce(before, slot, code);
      const after = dispatch({ type: 'icpc', slot, code });
      // "Changing an ICPC selection while the form is dirty saves at once without a notice."
      if (atOnce) void send(after, false);
    },
    [dispatch, send],
  );

  const validate = useCallback(() => {
    const problems = checkDecursus(latest.current.values);
    if (Object.keys(problems).length === 0) return true;
    dispatch({ type: 'save-failed', errors: problems, nonFieldErrors: [] });
    return false;
  }, [dispatch]);

  return {
    state,
    dirty: isDirty(state),
    saving: isPending,
    edit: useCallback((field: DecursusTextField, value: string) => void dispatch({ type: 'edit', field, value }), [dispatch]),
    pickIcpc,
    validate,
    save: useCallback(() => send(latest.current, true), [send]),
    replace: useCallback((next: Decursus) => void dispatch({ type: 'replace', decursus: next }), [dispatch]),
    reset: useCallback(() => void dispatch({ type: 'reset' }), [dispatch]),
    saveOnTop: useCallback(() => send(dispatch({ type: 'adopt-current' }), true), [dispatch, send]),
    restore: useCallback((texts: DecursusTexts, token: string) => void dispatch({ type: 'restore', texts, token }), [dispatch]),
  };
}
