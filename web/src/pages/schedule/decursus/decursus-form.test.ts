import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkDecursus,
  conflictFields,
  decursusFormReducer,
  draftDiffers,
  type DecursusFormState,
  icpcChangeSavesAtOnce,
  initialDecursusForm,
  isDirty,
  saveBody,
  textsOf,
} from './decursus-form';
import { note } from './test-note';

const K86 = { id: 'K86', code: 'K86', name: 'Hypertension uncomplicated' };
const A03 = { id: 'A03', code: 'A03', name: 'Fever' };

const run = (state: DecursusFormState, ...actions: Parameters<typeof decursusFormReducer>[1][]) => actions.reduce(decursusFormReducer, state);

describe('decursus form', () => {
  it('is dirty while a text or a code differs from the last answer', () => {
    const clean = initialDecursusForm(note({ subjective: 'Cough' }));
    expect(isDirty(clean)).toBe(false);
    const typed = run(clean, { type: 'edit', field: 'subjective', value: 'Cough, fever' });
    expect(changedFields(typed)).toEqual(['subjective']);
    expect(isDirty(run(typed, { type: 'edit', field: 'subjective', value: 'Cough' }))).toBe(false);
    expect(changedFields(run(clean, { type: 'icpc', slot: 'evaluation', code: K86 }))).toEqual(['icpc_evaluation']);
  });

  it('sends the whole form with the token of the last answer', () => {
    const state = run(initialDecursusForm(note()), { type: 'edit', field: 'policy', value: 'Rest' }, { type: 'icpc', slot: 'subjective', code: A03 });
    expect(saveBody(state)).toEqual({
      subjective: '',
      objective: '',
      evaluation: '',
      policy: 'Rest',
      comments: '',
      icpc_subjective_id: 'A03',
      icpc_evaluation_id: null,
      consistency_token: 'token-1',
    });
  });

  it('saves an ICPC change at once only while the form is dirty, and only when the code changes', () => {
    const clean = initialDecursusForm(note({ icpc_evaluation: K86, icpc_evaluation_id: 'K86' }));
    expect(icpcChangeSavesAtOnce(clean, 'subjective', A03)).toBe(false);
    const dirty = run(clean, { type: 'edit', field: 'objective', value: 'BP 150/95' });
    expect(icpcChangeSavesAtOnce(dirty, 'subjective', A03)).toBe(true);
    expect(icpcChangeSavesAtOnce(dirty, 'evaluation', null)).toBe(true);
    expect(icpcChangeSavesAtOnce(dirty, 'evaluation', K86)).toBe(false);
    // A code picked on a clean form makes it dirty: the next code change then saves at once.
    const picked = run(clean, { type: 'icpc', slot: 'subjective', code: A03 });
    expect(icpcChangeSavesAtOnce(picked, 'evaluation', null)).toBe(true);
  });

  it("adopts the immediate save's answer as baseline, so the Confirm after it sends the fresh token", () => {
    const typed = run(initialDecursusForm(note()), { type: 'edit', field: 'subjective', value: 'Headache' }, { type: 'icpc', slot: 'subjective', code: A03 });
    const sending = run(typed, { type: 'save-start' });
    const answer = note({ subjective: 'Headache', icpc_subjective: A03, icpc_subjective_id: 'A03', consistency_token: 'token-2', version: 2 });
    const saved = run(sending, { type: 'saved', decursus: answer });
    expect(saved.token).toBe('token-2');
    expect(saved.version).toBe(2);
    expect(isDirty(saved)).toBe(false);
    const more = run(saved, { type: 'edit', field: 'policy', value: 'Paracetamol' });
    expect(saveBody(more)).toMatchObject({ subjective: 'Headache', policy: 'Paracetamol', icpc_subjective_id: 'A03', consistency_token: 'token-2' });
  });

  it('keeps what was typed while a save was on its way, and stays dirty for it', () => {
    const typed = run(initialDecursusForm(note()), { type: 'edit', field: 'subjective', value: 'Head' });
    const sending = run(
      typed,
      { type: 'save-start' },
      { type: 'edit', field: 'subjective', value: 'Headache' },
      { type: 'edit', field: 'objective', value: 'Pale' },
    );
    const answer = note({ subjective: 'Head', consistency_token: 'token-2', version: 2 });
    const saved = run(sending, { type: 'saved', decursus: answer });
    expect(saved.values.subjective).toBe('Headache');
    expect(saved.values.objective).toBe('Pale');
    expect(saved.baseline.subjective).toBe('Head');
    expect(changedFields(saved)).toEqual(['subjective', 'objective']);
    expect(saved.token).toBe('token-2');
  });

  it("takes the server's values for fields not touched since sending (the server may trim)", () => {
    const sending = run(initialDecursusForm(note()), { type: 'edit', field: 'comments', value: '  note  ' }, { type: 'save-start' });
    const saved = run(sending, { type: 'saved', decursus: note({ comments: 'note', consistency_token: 'token-2' }) });
    expect(saved.values.comments).toBe('note');
    expect(isDirty(saved)).toBe(false);
  });

  it('keeps the values and the old token after a failed save, with the errors shown', () => {
    const typed = run(initialDecursusForm(note()), { type: 'edit', field: 'subjective', value: 'x' }, { type: 'save-start' });
    const failed = run(typed, { type: 'save-failed', errors: { subjective: 'Too long.' }, nonFieldErrors: ['Changed by someone else.'] });
    expect(failed.values.subjective).toBe('x');
    expect(failed.token).toBe('token-1');
    expect(failed.sending).toBeNull();
    expect(failed.errors).toEqual({ subjective: 'Too long.' });
    expect(failed.nonFieldErrors).toEqual(['Changed by someone else.']);
    // Typing in the field clears its error.
    expect(run(failed, { type: 'edit', field: 'subjective', value: 'y' }).errors).toEqual({});
  });

  it('a revert replaces the form with the reverted note and its token', () => {
    const typed = run(initialDecursusForm(note()), { type: 'edit', field: 'subjective', value: 'x' });
    const reverted = run(typed, { type: 'replace', decursus: note({ subjective: 'old', consistency_token: 'token-9', version: 9 }) });
    expect(reverted.values.subjective).toBe('old');
    expect(isDirty(reverted)).toBe(false);
    expect(reverted.token).toBe('token-9');
  });

  it('checks lengths with the contract: a 10 MB paste is a field error, not a request', () => {
    const values = initialDecursusForm(note()).values;
    expect(checkDecursus(values)).toEqual({});
    const errors = checkDecursus({ ...values, objective: 'x'.repeat(10 * 1024 * 1024) });
    expect(Object.keys(errors)).toEqual(['objective']);
    expect(errors.objective).toMatch(/20000/);
  });
});

describe('decursus form: reset, conflicts and restored drafts (issue 21)', () => {
  it('Reset brings back the values as last saved and clears errors', () => {
    const typed = run(initialDecursusForm(note({ subjective: 'Cough' })), { type: 'edit', field: 'subjective', value: 'Cough, fever' });
    const failed = run(typed, { type: 'save-failed', errors: { subjective: 'Too long' }, nonFieldErrors: ['x'] });
    const reset = run(failed, { type: 'reset' });
    expect(isDirty(reset)).toBe(false);
    expect(reset.values.subjective).toBe('Cough');
    expect(reset.errors).toEqual({});
    expect(reset.nonFieldErrors).toEqual([]);
  });

  it('after a 409 keeps the typed text, shows what the other writer changed, and saves on top with their token', () => {
    const opened = initialDecursusForm(note({ subjective: 'Cough' }));
    const typed = run(opened, { type: 'edit', field: 'policy', value: 'Rest' }, { type: 'save-start' });
    const theirs = note({ subjective: 'Cough since Monday', consistency_token: 'token-2', version: 2, updated_by: { id: 'u2', name: 'Dr. B' } });
    const conflicted = run(typed, { type: 'conflict', current: theirs });
    expect(conflicted.values.policy).toBe('Rest');
    expect(conflicted.token).toBe('token-1');
    expect(conflictFields(conflicted)).toEqual({
      compared: 'base',
      fields: [{ field: 'subjective', label: 'Subjective', before: 'Cough', after: 'Cough since Monday' }],
    });
    const onTop = run(conflicted, { type: 'adopt-current' });
    expect(onTop.conflict).toBeNull();
    expect(saveBody(onTop)).toMatchObject({ subjective: 'Cough since Monday', policy: 'Rest', consistency_token: 'token-2' });
    expect(onTop.version).toBe(2);
  });

  it('compares theirs with the typed text when the form was based on their version already (a restored draft)', () => {
    const theirs = note({ subjective: 'B', consistency_token: 'token-2', version: 2 });
    const restored = run(initialDecursusForm(theirs), {
      type: 'restore',
      texts: { subjective: 'A', objective: '', evaluation: '', policy: '', comments: '' },
      token: 'token-1',
    });
    expect(restored.token).toBe('token-1');
    expect(isDirty(restored)).toBe(true);
    const conflicted = run(restored, { type: 'conflict', current: theirs });
    expect(conflictFields(conflicted)).toEqual({ compared: 'typed', fields: [{ field: 'subjective', label: 'Subjective', before: 'A', after: 'B' }] });
  });

  it('restores a draft only when it holds text the saved note has not', () => {
    const saved = textsOf(initialDecursusForm(note({ subjective: 'Cough' })).values);
    expect(draftDiffers({ ...saved }, saved)).toBe(false);
    expect(draftDiffers({ ...saved, comments: 'call back' }, saved)).toBe(true);
  });
});
