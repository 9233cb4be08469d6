import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { forgetCursorKey } from './cursor-key';
import { cursorValue, decodeCursor, encodeCursor, encodeCursorValue } from './paging';

// Cursors are sealed (AES-256-GCM) with their scope as associated data (issue 21 §7).
const KEY_ENV = 'CURSOR_KEY';
let before: string | undefined;
beforeAll(() => {
  before = process.env[KEY_ENV];
  process.env[KEY_ENV] = 'unit-test-cursor-key';
  forgetCursorKey();
});
afterAll(() => {
  if (before === undefined) delete process.env[KEY_ENV];
  else process.env[KEY_ENV] = before;
  forgetCursorKey();
});

const invalid = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(ValidationError);

describe('cursors', () => {
  const partition = { attribute: 'PK', value: 'T#A#AUDIT#p1' };
  const key = { PK: 'T#A#AUDIT#p1', SK: 'LOG#01J' };

  it('round-trips a key of the same partition', async () => {
    expect(await decodeCursor(await encodeCursor(key, partition), partition)).toEqual(key);
  });

  it('shows nothing of what it holds: no tenant, no key names, no T#', async () => {
    const cursor = (await encodeCursor({ PK: 'T#tenant-123', SK: 'PATIENT#x', GSI1SK: 'jansen' }, { attribute: 'PK', value: 'T#tenant-123' }))!;
    const text = `${cursor} ${Buffer.from(cursor, 'base64url').toString('latin1')}`;
    for (const secret of ['tenant-123', 'T#', 'PK', 'PATIENT', 'jansen']) expect(text).not.toContain(secret);
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
    process.env[KEY_ENV] = 'another-key';
    forgetCursorKey();
    await invalid(decodeCursor(cursor, partition));
    process.env[KEY_ENV] = 'unit-test-cursor-key';
    forgetCursorKey();
  });

  it('answers no key for no cursor', async () => {
    expect(await decodeCursor(undefined, partition)).toBeUndefined();
    expect(await encodeCursor(undefined, partition)).toBeNull();
  });
});
