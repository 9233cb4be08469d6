import { describe, expect, it } from 'vitest';
import { EMPTY_WRITER, isDirty, writerReducer, type WriterAction, type WriterState } from './letter-writer-state';

const letter = { id: '01JBZ0000000000000000000AA', name: 'Verwijzing', consistency_token: 't1' };
const run = (...actions: WriterAction[]): WriterState => actions.reduce(writerReducer, EMPTY_WRITER);
const opened = () => run({ type: 'load', letter, template: null, name: 'Verwijzing', content: '<p>x</p><p>y</p>' });

describe('the letter editor state', () => {
  it('starts clean, and typing or naming makes it dirty', () => {
    expect(isDirty(EMPTY_WRITER)).toBe(false);
    expect(isDirty(run({ type: 'edit', content: '<p>a</p>' }))).toBe(true);
    expect(isDirty(run({ type: 'rename', name: 'Brief' }))).toBe(true);
  });

  it("takes the editor's own layout of an opened letter as no change, and any text as one", () => {
    expect(isDirty(opened())).toBe(false);
    expect(isDirty(writerReducer(opened(), { type: 'edit', content: '<p>x</p>\n<p>y</p>\n' }))).toBe(false);
    expect(isDirty(writerReducer(opened(), { type: 'edit', content: '<p>x</p>\n<p>y </p>' }))).toBe(true);
    expect(isDirty(writerReducer(opened(), { type: 'edit', content: '<p>xy</p>' }))).toBe(true);
  });

  it('keeps a loaded template unsaved: it is a new letter until Save as', () => {
    const fromTemplate = run({ type: 'load', letter: null, template: 'tpl', name: 'Verwijzing', content: '<p>Jan</p>' });
    expect(isDirty(fromTemplate)).toBe(true);
    expect(fromTemplate.saved).toEqual({ name: '', content: '' });
    expect(fromTemplate.template).toBe('tpl');
  });

  it('is clean after a save, with the name as stored, and a deleted letter leaves its text as a new letter', () => {
    const written = run({ type: 'rename', name: ' Verwijzing ' }, { type: 'edit', content: '<p>a</p>' });
    const saved = writerReducer(written, { type: 'saved', letter, sentName: ' Verwijzing ', content: '<p>a</p>' });
    expect(isDirty(saved)).toBe(false);
    expect(saved.name).toBe('Verwijzing');
    expect(saved.letter).toEqual(letter);
    const detached = writerReducer(saved, { type: 'detach' });
    expect(detached.letter).toBeNull();
    expect(detached.content).toBe('<p>a</p>');
    expect(isDirty(detached)).toBe(true);
  });

  it('stays dirty for what was typed while the save was on its way', () => {
    const written = run({ type: 'rename', name: 'Verwijzing' }, { type: 'edit', content: '<p>a</p>' }, { type: 'edit', content: '<p>ab</p>' });
    const saved = writerReducer(written, { type: 'saved', letter, sentName: 'Verwijzing', content: '<p>a</p>' });
    expect(isDirty(saved)).toBe(true);
  });
});
