import { useEffect, useRef } from 'react';
import { type FormStatus, type FormValues, sameValue } from '@/components/form/locked-form-state';
import { type LockedForm } from '@/components/form/useLockedForm';

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

// Issue 21 §3: the auto-update must never drop typing and never overwrite another writer.

/** The fields changed since a save was sent: typed while it was on its way, kept over its answer. */
export function editsSince<V extends FormValues>(sent: V, latest: V): Partial<V> {
  const edits: Partial<V> = {};
  for (const key of Object.keys(latest) as (keyof V)[]) {
    if (!sameValue(latest[key], sent[key])) edits[key] = latest[key];
  }
  return edits;
}

/**
 * What the form's edits were made on: the server's values the form started from (its `initial`)
 * and the consistency_token of that version. It moves on only with a version whose form fields
 * are those values (our own Arrived, a save's answer, a change elsewhere to fields the form does
 * not hold), never with one where someone else changed what the form shows.
 */
export interface FormBase<V extends FormValues> {
  token: string;
  values: V;
}

export function nextBase<V extends FormValues>(base: FormBase<V>, cached: { token: string; values: V }, formInitial: V): FormBase<V> {
  return sameValue(cached.values, formInitial) ? { token: cached.token, values: formInitial } : base;
}

/**
 * The token a save sends, decided when it leaves (after the writes queued before it): the
 * cached one while the cached version's form fields are still those the edits were made on;
 * otherwise the base's, which the server answers with 409 rather than letting the save
 * overwrite the other writer's change (the insurance reception just set, say).
 */
export function saveToken<V extends FormValues>(cached: { token: string; values: V }, base: FormBase<V>): string {
  return sameValue(cached.values, base.values) ? cached.token : base.token;
}
