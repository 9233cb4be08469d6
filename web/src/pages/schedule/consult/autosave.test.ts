import { describe, expect, it } from 'vitest';
import { shouldAutosave } from './autosave';

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
