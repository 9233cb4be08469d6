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

  describe('the version the values rest on (issue 21 §3)', () => {
    const versioned = (...actions: LockedFormAction<Values>[]) => actions.reduce(lockedFormReducer<Values>, initialFormState(initial, true, 'v1'));
    const editing: LockedFormAction<Values>[] = [{ type: 'unlock' }, { type: 'change', field: 'first_name', value: 'Bea' }];
    const theirs = { first_name: 'Anna', phones: ['+597999999'] };

    it('moves a clean form onto a newer version with its values', () => {
      const state = versioned({ type: 'replace-initial', initial: theirs, version: 'v2' });
      expect(state).toMatchObject({ values: theirs, version: 'v2' });
    });

    it("keeps an edited form on its version when someone else's change arrives, so Submit meets the 409", () => {
      const state = versioned(...editing, { type: 'replace-initial', initial: theirs, version: 'v2' });
      expect(state).toMatchObject({ version: 'v1', values: { first_name: 'Bea' }, latest: { version: 'v2', initial: theirs } });
    });

    it('after the 409, rests on the newest version seen: the next Submit saves on top', () => {
      const state = versioned(
        ...editing,
        { type: 'replace-initial', initial: theirs, version: 'v2' },
        { type: 'submit-start' },
        { type: 'submit-failed', errors: {}, nonFieldErrors: ['changed'], conflict: true },
      );
      expect(state).toMatchObject({ version: 'v2', values: { first_name: 'Bea' } });
      const otherFailure = versioned(
        ...editing,
        { type: 'replace-initial', initial: theirs, version: 'v2' },
        { type: 'submit-failed', errors: {}, nonFieldErrors: ['x'] },
      );
      expect(otherFailure.version).toBe('v1');
    });

    it('moves an edited form onto a version holding the values it rests on (its own save, typed on after)', () => {
      const saved = { first_name: 'Bea', phones: ['+597123456'] };
      const state = versioned(
        ...editing,
        { type: 'submit-start' },
        { type: 'submit-succeeded', saved },
        { type: 'unlock' },
        { type: 'change', field: 'first_name', value: 'Bep' },
        { type: 'replace-initial', initial: saved, version: 'v2' },
      );
      expect(state).toMatchObject({ version: 'v2', values: { first_name: 'Bep' } });
    });

    it('Reset shows the newest version seen, on its token', () => {
      const state = versioned(...editing, { type: 'replace-initial', initial: theirs, version: 'v2' }, { type: 'reset' });
      expect(state).toMatchObject({ values: theirs, initial: theirs, version: 'v2' });
    });
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
