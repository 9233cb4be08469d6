import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Paging cursors are sealed (issue 21 §7): they show no key, practice or name, and a cursor of
// another practice, of another list, changed or made up answers 400 'Invalid cursor.'.
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
let mine: string;
let theirs: string;
// Letters only: a search with a digit is a number search.
const surname = `Cursorsen${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const INVALID = { cursor: ['Invalid cursor.'] };

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  [mine, theirs] = await Promise.all([idToken(practice.users.staff), idToken(other.users.staff)]);
  for (const token of [mine, theirs])
    for (const first of ['Anna', 'Bea', 'Cor']) {
      const created = await api('createPatient', token, {
        body: newPatientBody({ first_name: first, surname, id_number: `CU-${randomBytes(3).toString('hex')}` }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
});

const page = (token: string, query: { cursor?: string; search?: string; limit?: number }) => api.raw('listPatients', token, { query: { limit: 1, ...query } });

describe('paging cursors', () => {
  it("page on with the practice's own cursor and show nothing of the key: no practice id, no T#, no name", async () => {
    const first = await page(mine, {});
    expect(first.status).toBe(200);
    const cursor = (first.body as { next: string }).next;
    expect(cursor).toBeTruthy();
    // Each answer seals its cursor anew. A leak would show in every one; two random bytes read as
    // 'T#' by chance (rarely), so the two-letter word must only not be in all of them.
    const again = await Promise.all([1, 2, 3, 4].map(async () => ((await page(mine, {})).body as { next: string }).next));
    const decoded = [cursor, ...again].map((sealed) => Buffer.from(sealed, 'base64url').toString('latin1'));
    for (const text of [cursor, ...again, ...decoded]) {
      expect(text).not.toContain(practice.id);
      expect(text).not.toContain('GSI1');
    }
    expect(decoded.every((text) => text.includes('T#'))).toBe(false);
    const second = await page(mine, { cursor });
    expect(second.status).toBe(200);

    const search = await page(mine, { search: surname });
    const searchCursor = (search.body as { next: string }).next;
    expect(searchCursor).toBeTruthy();
    expect(Buffer.from(searchCursor, 'base64url').toString('latin1').toLowerCase()).not.toContain(surname.toLowerCase());
    expect((await page(mine, { search: surname, cursor: searchCursor })).status).toBe(200);
  });

  it("refuses practice A's cursor in practice B, and a cursor of another list", async () => {
    const cursor = ((await page(mine, {})).body as { next: string }).next;
    const foreign = await page(theirs, { cursor });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(INVALID);
    // The search's cursor is not the unfiltered list's, nor another search's.
    const searchCursor = ((await page(mine, { search: surname })).body as { next: string }).next;
    expect((await page(mine, { cursor: searchCursor })).body).toEqual(INVALID);
    expect((await page(mine, { search: 'Anders', cursor: searchCursor })).body).toEqual(INVALID);
    expect((await page(theirs, { search: surname, cursor: searchCursor })).body).toEqual(INVALID);
  });

  it('refuses a changed, cut or made-up cursor, and the old raw-key form', async () => {
    const cursor = ((await page(mine, {})).body as { next: string }).next;
    const flipped = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    const rawKey = Buffer.from(JSON.stringify({ PK: `T#${practice.id}`, SK: 'PATIENT#x', GSI1PK: `T#${practice.id}#PATIENTS`, GSI1SK: 'a' })).toString(
      'base64url',
    );
    for (const bad of [flipped, cursor.slice(0, -3), `${cursor}AA`, 'garbage', rawKey]) {
      const answer = await page(mine, { cursor: bad });
      expect(answer.status, bad).toBe(400);
      expect(answer.body, bad).toEqual(INVALID);
    }
  });
});
