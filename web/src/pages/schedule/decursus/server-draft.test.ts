import { describe, expect, it } from 'vitest';
import { draftStep, restoredNotice } from './server-draft';

describe('server draft steps', () => {
  it('writes changed dirty values, removes a written draft once the form is clean, else does nothing', () => {
    expect(draftStep({ key: 'b', lastKey: 'a', dirty: true, written: false })).toBe('save');
    expect(draftStep({ key: 'b', lastKey: 'b', dirty: true, written: true })).toBe('none');
    expect(draftStep({ key: 'a', lastKey: 'b', dirty: false, written: true })).toBe('remove');
    expect(draftStep({ key: 'a', lastKey: 'b', dirty: false, written: false })).toBe('none');
  });

  it('says when the restored note was typed, on the practice clock', () => {
    // 17:03 UTC is 14:03 in Paramaribo (UTC-3).
    expect(restoredNotice('2026-11-27T17:03:00.000Z', new Date('2026-11-27T18:00:00Z'))).toBe('Restored your unsaved note from 14:03');
    expect(restoredNotice('2026-11-25T17:03:00.000Z', new Date('2026-11-27T18:00:00Z'))).toBe('Restored your unsaved note from 25-11-2026 14:03');
  });
});
