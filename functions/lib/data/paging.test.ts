import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import {
  cursorValue,
  decodeCountedCursor,
  decodeCursor,
  encodeCountedCursor,
  encodeCursor,
  encodeCursorValue,
  encodePositionCursor,
  positionCursorValue,
} from './paging';
import { underAnotherCursorKey, useTestCursorKey } from './test-cursor-key';

// Cursors are sealed (AES-256-GCM) with their scope as associated data (issue 21 §7).
useTestCursorKey();

const invalid = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(ValidationError);

describe('cursors', () => {
  const partition = { attribute: 'PK', value: 'T#A#AUDIT#p1' };
  const key = { PK: 'T#A#AUDIT#p1', SK: 'LOG#01J' };

  it('round-trips a key of the same partition', async () => {
    expect(await decodeCursor(await encodeCursor(key, partition), partition)).toEqual(key);
  });

  it('shows nothing of what it holds: no tenant, no key names, no T#', async () => {
    // A cursor is random-looking text, so a two-letter word ('PK', 'T#') turns up in one by chance
    // (about one in forty). What a leak would do is show it in every cursor of the key: twenty
    // sealings of one key must not all hold it; the longer words must be in none of them.
    const seal = () => encodeCursor({ PK: 'T#tenant-123', SK: 'PATIENT#x', GSI1SK: 'jansen' }, { attribute: 'PK', value: 'T#tenant-123' });
    const cursors = await Promise.all(Array.from({ length: 20 }, seal));
    const texts = cursors.map((cursor) => `${cursor!} ${Buffer.from(cursor!, 'base64url').toString('latin1')}`);
    for (const secret of ['tenant-123', 'PATIENT', 'jansen']) for (const text of texts) expect(text).not.toContain(secret);
    for (const secret of ['T#', 'PK']) expect(texts.every((text) => text.includes(secret))).toBe(false);
  });

  it('seals each cursor anew (two cursors of one key differ)', async () => {
    expect(await encodeCursor(key, partition)).not.toEqual(await encodeCursor(key, partition));
  });

  it('refuses a cursor of another practice', async () => {
    const other = { attribute: 'PK', value: 'T#B#AUDIT#p1' };
    await invalid(decodeCursor(await encodeCursor({ ...key, PK: other.value }, other), partition));
  });

  it('refuses a cursor of another list of the same practice (another index, another partition)', async () => {
    const cursor = (await encodeCursor(key, partition))!;
    await invalid(decodeCursor(cursor, { ...partition, index: 'GSI1' }));
    await invalid(decodeCursor(cursor, { attribute: 'PK', value: 'T#A#AUDIT#p2' }));
    await invalid(cursorValue(await encodeCursorValue(5, 'number|A|123'), 'number|A|124'));
  });

  it('refuses a tampered, truncated, padded or made-up cursor', async () => {
    const cursor = (await encodeCursor(key, partition))!;
    const bytes = Buffer.from(cursor, 'base64url');
    for (let i = 0; i < bytes.length; i += 7) {
      const flipped = Buffer.from(bytes);
      flipped[i]! ^= 1;
      await invalid(decodeCursor(flipped.toString('base64url'), partition));
    }
    await invalid(decodeCursor(cursor.slice(0, -4), partition));
    await invalid(decodeCursor(cursor.slice(0, 20), partition));
    await invalid(decodeCursor(`${cursor}AA`, partition));
    await invalid(decodeCursor('not json!', partition));
    await invalid(decodeCursor(Buffer.from(JSON.stringify(key)).toString('base64url'), partition));
  });

  it('refuses a cursor sealed under another key (another deployment)', async () => {
    const cursor = (await encodeCursor(key, partition))!;
    await underAnotherCursorKey(() => invalid(decodeCursor(cursor, partition)));
  });

  it('answers no key for no cursor', async () => {
    expect(await decodeCursor(undefined, partition)).toBeUndefined();
    expect(await encodeCursor(undefined, partition)).toBeNull();
  });
});

describe('position cursors', () => {
  const position = '2025-11-03T13:45:00.000Z#01JB2Z8Y9X0W1V2T3S4R5Q6P7N';

  it('round-trip a position within its scope, and answer none for no cursor', async () => {
    expect(await positionCursorValue(await encodePositionCursor(position, 'notes|A|p1'), 'notes|A|p1')).toBe(position);
    expect(await positionCursorValue(undefined, 'notes|A|p1')).toBeUndefined();
  });

  it('refuse another scope, a value that is no position, and the raw position', async () => {
    const cursor = await encodePositionCursor(position, 'notes|A|p1');
    await invalid(positionCursorValue(cursor, 'notes|A|p2'));
    await invalid(positionCursorValue(await encodeCursorValue({ p: 5 }, 'notes|A|p1'), 'notes|A|p1'));
    await invalid(positionCursorValue(await encodeCursorValue(position, 'notes|A|p1'), 'notes|A|p1'));
    await invalid(positionCursorValue(position, 'notes|A|p1'));
  });
});

describe('counted cursors', () => {
  const partition = { attribute: 'PK', value: 'T#A#AUDIT#p1' };
  const key = { PK: 'T#A#AUDIT#p1', SK: 'LOG#01J' };

  it('round-trip a key with the count of items before its page', async () => {
    expect(await decodeCountedCursor(await encodeCountedCursor({ key, offset: 30 }, partition), partition)).toEqual({ key, offset: 30 });
    expect(await decodeCountedCursor(undefined, partition)).toBeUndefined();
    expect(await encodeCountedCursor(undefined, partition)).toBeNull();
  });

  it("refuse a plain key cursor of the partition, another partition's, a key of another partition and a bad offset", async () => {
    await invalid(decodeCountedCursor(await encodeCursor(key, partition), partition));
    await invalid(decodeCountedCursor(await encodeCountedCursor({ key, offset: 1 }, partition), { ...partition, value: 'T#A#AUDIT#p2' }));
    const scope = `counted|key|table|PK|${partition.value}`;
    await invalid(decodeCountedCursor(await encodeCursorValue({ k: { ...key, PK: 'T#B#AUDIT#p1' }, o: 1 }, scope), partition));
    for (const o of [-1, 1.5, '3', null]) await invalid(decodeCountedCursor(await encodeCursorValue({ k: key, o }, scope), partition));
  });
});
