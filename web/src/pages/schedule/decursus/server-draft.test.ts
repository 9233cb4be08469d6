import { describe, expect, it } from 'vitest';
import { DraftWrites, draftStep, restoredNotice } from './server-draft';

describe('server draft steps', () => {
  it('writes changed dirty values, removes a written draft once the form is clean, else does nothing', () => {
    expect(draftStep({ key: 'b', lastKey: 'a', dirty: true, written: false })).toBe('save');
    expect(draftStep({ key: 'b', lastKey: 'b', dirty: true, written: true })).toBe('none');
    expect(draftStep({ key: 'a', lastKey: 'b', dirty: false, written: true })).toBe('remove');
    expect(draftStep({ key: 'a', lastKey: 'b', dirty: false, written: false })).toBe('none');
  });

  it('sends a removal only once the write before it has ended, even a failed one', async () => {
    const writes = new DraftWrites();
    const seen: string[] = [];
    let finishWrite!: () => void;
    const write = writes.inTurn(() => new Promise<void>((resolve) => (finishWrite = () => (seen.push('write done'), resolve()))));
    const removal = writes.inTurn(async () => void seen.push('remove sent'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    finishWrite();
    await Promise.all([write, removal]);
    expect(seen).toEqual(['write done', 'remove sent']);
    const failed = writes.inTurn(() => Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    await expect(writes.inTurn(async () => 'after')).resolves.toBe('after');
  });

  it('knows the values the record save stored, once it stored them, so a draft write behind it keeps nothing', async () => {
    const writes = new DraftWrites();
    let store!: () => void;
    const saving = writes.saveRecord({ text: 'Hoest' }, () => new Promise<void>((resolve) => (store = resolve)));
    const behind = writes.inTurn(async () => writes.isSaved({ text: 'Hoest' }));
    await Promise.resolve();
    expect(writes.isSaved({ text: 'Hoest' })).toBe(false);
    store();
    await saving;
    await expect(behind).resolves.toBe(true);
    expect(writes.isSaved({ text: 'Hoest, koorts' })).toBe(false);
    await expect(writes.saveRecord({ text: 'x' }, () => Promise.reject(new Error('409')))).rejects.toThrow('409');
    expect(writes.isSaved({ text: 'x' })).toBe(false);
  });

  it('says when the restored note was typed, on the practice clock', () => {
    // 17:03 UTC is 14:03 in Paramaribo (UTC-3).
    expect(restoredNotice('2026-11-27T17:03:00.000Z', new Date('2026-11-27T18:00:00Z'))).toBe('Restored your unsaved note from 14:03');
    expect(restoredNotice('2026-11-25T17:03:00.000Z', new Date('2026-11-27T18:00:00Z'))).toBe('Restored your unsaved note from 25-11-2026 14:03');
  });
});
