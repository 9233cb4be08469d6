import { describe, expect, it } from 'vitest';
import { formButtons, formStatus, initialFormState, lockedFormReducer, sameValue, type LockedFormAction } from './locked-form-state';

type Values = { first_name: string; phones: string[] };
const initial: Values = { first_name: 'Anna', phones: ['+597123456'] };
const run = (...actions: LockedFormAction<Values>[]) => actions.reduce(lockedFormReducer<Values>, initialFormState(initial, true));

describe('locked form state', () => {
  it('starts locked and clean for an existing record: only Unlock, Submit disabled', () => {
    const state = run();
    expect(formStatus(state)).toBe('clean');
    expect(formButtons(state)).toEqual({ showUnlock: true, showLock: false, showReset: false, submitDisabled: true });
  });

  it('ignores typing while locked', () => {
    expect(run({ type: 'change', field: 'first_name', value: 'B' }).values.first_name).toBe('Anna');
  });

  it('unlocked and clean: Lock shows, Submit stays disabled until something changes', () => {
    const state = run({ type: 'unlock' });
    expect(formButtons(state)).toEqual({ showUnlock: false, showLock: true, showReset: false, submitDisabled: true });
  });

  it('dirty: Reset shows, Lock hides and cannot lock, Submit enabled', () => {
    const state = run({ type: 'unlock' }, { type: 'change', field: 'first_name', value: 'Bea' });
    expect(formStatus(state)).toBe('dirty');
    expect(formButtons(state)).toEqual({ showUnlock: false, showLock: false, showReset: true, submitDisabled: false });
    expect(lockedFormReducer(state, { type: 'lock' }).locked).toBe(false);
  });

  it('changing a value back to the start makes the form clean again (lists compared by content)', () => {
    const state = run(
      { type: 'unlock' },
      { type: 'change', field: 'phones', value: ['+597123456', ''] },
      { type: 'change', field: 'phones', value: ['+597123456'] },
    );
    expect(formStatus(state)).toBe('clean');
  });

  it('Reset restores the initial values and clears errors', () => {
    const state = run(
      { type: 'unlock' },
      { type: 'change', field: 'first_name', value: '' },
      { type: 'submit-start' },
      { type: 'submit-failed', errors: { first_name: 'This field is required.' }, nonFieldErrors: ['Changed by someone else.'] },
    );
    expect(formStatus(state)).toBe('error');
    expect(state.submitting).toBe(false);
    expect(state.failures).toBe(1);
    expect(formButtons(state).showReset).toBe(true);
    const reset = lockedFormReducer(state, { type: 'reset' });
    expect(reset.values).toEqual(initial);
    expect(formStatus(reset)).toBe('clean');
  });

  it("typing in a field clears only that field's error", () => {
    const state = run(
      { type: 'unlock' },
      { type: 'submit-failed', errors: { first_name: 'Bad' }, nonFieldErrors: ['Banner'] },
      { type: 'change', field: 'first_name', value: 'X' },
    );
    expect(state.errors).toEqual({});
    expect(state.nonFieldErrors).toEqual(['Banner']);
  });

  it('a successful submit takes the saved values as the new start and locks again', () => {
    const saved = { first_name: 'Bea', phones: [] };
    const state = run(
      { type: 'unlock' },
      { type: 'change', field: 'first_name', value: 'Bea ' },
      { type: 'submit-start' },
      { type: 'submit-succeeded', saved },
    );
    expect(state).toMatchObject({ initial: saved, values: saved, locked: true, submitting: false, errors: {}, nonFieldErrors: [] });
  });

  it('a new record never locks', () => {
    const state = initialFormState(initial, false);
    expect(state.locked).toBe(false);
    expect(formButtons(state)).toMatchObject({ showUnlock: false, showLock: false });
    expect(lockedFormReducer(state, { type: 'lock' }).locked).toBe(false);
  });

  it('fresh server data replaces only a form nobody is editing', () => {
    const fresh = { first_name: 'Cor', phones: [] };
    expect(run({ type: 'replace-initial', initial: fresh }).values).toEqual(fresh);
    const editing = run({ type: 'unlock' }, { type: 'change', field: 'first_name', value: 'Bea' }, { type: 'replace-initial', initial: fresh });
    expect(editing.values.first_name).toBe('Bea');
    expect(editing.initial).toEqual(initial);
  });

  it('refuses the field names the spec forbids', () => {
    expect(() => initialFormState({ name: '', is_dirty: false }, true)).toThrow('Form field names not allowed: is_dirty');
  });

  it('compares plain values by content', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue([1], [1, 2])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
