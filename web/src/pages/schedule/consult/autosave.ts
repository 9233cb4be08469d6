import { useEffect, useRef } from 'react';
import { type FormStatus, type FormValues } from '../../../components/form/locked-form-state';
import { type LockedForm } from '../../../components/form/useLockedForm';

// Spec 3 §4, §9: "Episode and consultation edits auto-update after 1000 ms of quiet". The form
// saves by itself once the user has stopped changing it for that long; a save re-locks it.

/** Only an unlocked form with changes and no errors saves by itself: after a failure the user's next change (or Submit) tries again. */
export function shouldAutosave(form: { locked: boolean; submitting: boolean; viewOnly: boolean; status: FormStatus }): boolean {
  return !form.locked && !form.submitting && !form.viewOnly && form.status === 'dirty';
}

/**
 * Submits the form after `quietMs` without a change. Leaving the screen before then (the Decursus
 * tab, View Patient) saves at once instead of dropping the change.
 */
export function useAutosave<V extends FormValues>(form: LockedForm<V>, quietMs: number): void {
  const submit = useRef(form.submit);
  const pending = useRef(false);
  useEffect(() => {
    submit.current = form.submit;
  });
  const due = shouldAutosave({ locked: form.state.locked, submitting: form.state.submitting, viewOnly: form.viewOnly, status: form.status });
  const { values } = form;
  useEffect(() => {
    pending.current = due;
    if (!due) return;
    // Every change (new values) starts the quiet time again.
    const timer = setTimeout(() => {
      pending.current = false;
      void submit.current();
    }, quietMs);
    return () => clearTimeout(timer);
  }, [due, values, quietMs]);
  useEffect(
    () => () => {
      if (pending.current) void submit.current();
    },
    [],
  );
}
