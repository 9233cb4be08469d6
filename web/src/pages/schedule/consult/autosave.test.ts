import { describe, expect, it } from 'vitest';
import { formStatus, initialFormState, lockedFormReducer } from '@/components/form/locked-form-state';
import { editsSince, type FormBase, nextBase, saveToken, shouldAutosave } from './autosave';

const editing = { locked: false, submitting: false, viewOnly: false, status: 'dirty' as const };

describe('consultation auto-update (spec 3 §4)', () => {
  it('saves an unlocked form with changes', () => {
    expect(shouldAutosave(editing)).toBe(true);
  });

  it('waits while locked, saving, unchanged, view-only, or after a failed save', () => {
    expect(shouldAutosave({ ...editing, locked: true })).toBe(false);
    expect(shouldAutosave({ ...editing, submitting: true })).toBe(false);
    expect(shouldAutosave({ ...editing, status: 'clean' })).toBe(false);
    expect(shouldAutosave({ ...editing, status: 'error' })).toBe(false);
    expect(shouldAutosave({ ...editing, viewOnly: true })).toBe(false);
  });
});

describe('typing while an auto-save is on its way (issue 21 §3)', () => {
  const opened = { reason_type: 'r1', reason: 'Hoest', is_walkin: false, insurance: null as string | null };

  it('keeps the keys typed since the save was sent over its answer, unlocked and dirty for the next save', () => {
    let state = lockedFormReducer(initialFormState(opened, true), { type: 'unlock' });
    state = lockedFormReducer(state, { type: 'change', field: 'reason', value: 'Hoest en' });
    const sent = state.values;
    state = lockedFormReducer(state, { type: 'submit-start' });
    state = lockedFormReducer(state, { type: 'change', field: 'reason', value: 'Hoest en koorts' }); // typed meanwhile
    const latest = state.values;
    // The server answers what it saved (here trimmed the same); the form's onSaved puts the typing back.
    const saved = { ...sent };
    const edits = editsSince(sent, latest);
    expect(edits).toEqual({ reason: 'Hoest en koorts' });
    state = lockedFormReducer(state, { type: 'submit-succeeded', saved });
    state = lockedFormReducer(state, { type: 'unlock' });
    for (const [field, value] of Object.entries(edits)) state = lockedFormReducer(state, { type: 'change', field: field as keyof typeof opened, value });
    expect(state.values.reason).toBe('Hoest en koorts');
    expect(state.initial).toEqual(saved);
    expect(state.locked).toBe(false);
    expect(shouldAutosave({ locked: state.locked, submitting: state.submitting, viewOnly: false, status: formStatus(state) })).toBe(true);
  });

  it('has nothing to put back when nothing was typed meanwhile: the form re-locks on the answer', () => {
    expect(editsSince(opened, { ...opened })).toEqual({});
  });
});

describe('the token an auto-save sends (issue 21 §3)', () => {
  const opened = { reason_type: 'r1', reason: 'Hoest', is_walkin: false, insurance: null as string | null };
  const base: FormBase<typeof opened> = { token: 't1', values: opened };

  it('sends the cached token after our own writes (Arrived) or a change elsewhere to fields the form does not hold', () => {
    expect(saveToken({ token: 't2', values: { ...opened } }, base)).toBe('t2');
  });

  it("sends the token the edits were made on when someone else changed the form's fields, so the server answers 409", () => {
    // Reception set the insurance; the realtime message put their version in the cache while the physician typed.
    expect(saveToken({ token: 't2', values: { ...opened, insurance: 'ins-1' } }, base)).toBe('t1');
  });

  it('moves the base on with a version of the same form values, never past a change the form has not shown', () => {
    expect(nextBase(base, { token: 't2', values: { ...opened } }, opened)).toEqual({ token: 't2', values: opened });
    expect(nextBase(base, { token: 't2', values: { ...opened, insurance: 'ins-1' } }, opened)).toBe(base);
    // A clean form took the other version (its initial replaced): the base is that version.
    const theirs = { ...opened, insurance: 'ins-1' };
    expect(nextBase(base, { token: 't2', values: theirs }, theirs)).toEqual({ token: 't2', values: theirs });
  });
});
