import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ValidationError } from '../errors';
import { cursorKey } from './cursor-key';

// Opaque cursors (issue 21 §7). A cursor carries what a list needs to resume (a DynamoDB key, a
// search's position), and that names the practice, the index and a patient's folded name: so it
// travels sealed with AES-256-GCM, encrypted and authenticated, under a key the client never sees
// (cursor-key.ts). Its scope (the practice and the list it pages) is the associated data: a cursor
// of another practice, another list or another search fails to open, as does one changed by a
// single bit or cut short, and all of them answer 400 'Invalid cursor.'. A key cursor is also
// checked to name the partition being read, so even a sealed key cannot start a page elsewhere.
export type Key = Record<string, unknown>;

export const invalidCursor = () => ValidationError.field('cursor', 'Invalid cursor.');

/** Format version, then the 12-byte nonce and the 16-byte tag, then the sealed JSON. */
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES + TAG_BYTES;

/** A cursor of `value` that opens only for `scope` (the practice and the list, e.g. 'T#abc|GSI1|patients'). */
export async function encodeCursorValue(value: unknown, scope: string): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await cursorKey(), nonce);
  cipher.setAAD(Buffer.from(scope, 'utf8'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The value a cursor holds, if it was made for `scope`; any other is 'Invalid cursor.' (the caller checks its shape). */
export async function cursorValue(cursor: string, scope: string): Promise<unknown> {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= HEADER_BYTES || bytes[0] !== VERSION || bytes.toString('base64url') !== cursor) throw invalidCursor();
  const key = await cursorKey();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + NONCE_BYTES));
    decipher.setAAD(Buffer.from(scope, 'utf8'));
    decipher.setAuthTag(bytes.subarray(1 + NONCE_BYTES, HEADER_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

/** The partition a key cursor pages: its key attribute and value (which begins with the practice), and its index. */
export interface CursorPartition {
  attribute: string;
  value: string;
  index?: string;
}

const partitionScope = (partition: CursorPartition) => `key|${partition.index ?? 'table'}|${partition.attribute}|${partition.value}`;

export async function encodeCursor(key: Key | undefined, partition: CursorPartition): Promise<string | null> {
  return key ? encodeCursorValue(key, partitionScope(partition)) : null;
}

export async function decodeCursor(cursor: string | undefined | null, partition: CursorPartition): Promise<Key | undefined> {
  if (!cursor) return undefined;
  const key = await cursorValue(cursor, partitionScope(partition));
  if (typeof key !== 'object' || key === null || (key as Key)[partition.attribute] !== partition.value) throw invalidCursor();
  return key as Key;
}

export interface Page<T> {
  results: T[];
  next: string | null;
}

/**
 * A position in a list ordered by a sort key (a note's `<start>#<id>`), sealed for `scope` like
 * any cursor: the list's name, the practice and the partition it pages (a patient, an episode),
 * so a position of one list, patient or practice fails to open in another.
 */
export async function encodePositionCursor(position: string, scope: string): Promise<string> {
  return encodeCursorValue({ p: position }, scope);
}

/** The position a cursor holds, if it was made for `scope`; undefined without a cursor; any other is 'Invalid cursor.'. */
export async function positionCursorValue(cursor: string | undefined, scope: string): Promise<string | undefined> {
  if (!cursor) return undefined;
  const value = await cursorValue(cursor, scope);
  const position = typeof value === 'object' && value !== null ? (value as { p?: unknown }).p : undefined;
  if (typeof position !== 'string' || !position) throw invalidCursor();
  return position;
}

/** A key cursor that also carries how many items come before its page, for a count made from the page's start ('of Z'). */
export interface CountedPosition {
  key: Key;
  offset: number;
}

/** Counted cursors open only as counted cursors of their partition (a plain key cursor of it does not). */
const countedScope = (partition: CursorPartition) => `counted|${partitionScope(partition)}`;

export async function encodeCountedCursor(position: CountedPosition | undefined, partition: CursorPartition): Promise<string | null> {
  return position ? encodeCursorValue({ k: position.key, o: position.offset }, countedScope(partition)) : null;
}

export async function decodeCountedCursor(cursor: string | undefined | null, partition: CursorPartition): Promise<CountedPosition | undefined> {
  if (!cursor) return undefined;
  const value = await cursorValue(cursor, countedScope(partition));
  const { k, o } = (typeof value === 'object' && value !== null ? value : {}) as { k?: unknown; o?: unknown };
  if (typeof k !== 'object' || k === null || (k as Key)[partition.attribute] !== partition.value) throw invalidCursor();
  if (typeof o !== 'number' || !Number.isSafeInteger(o) || o < 0) throw invalidCursor();
  return { key: k as Key, offset: o };
}
