import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// catalogue/employers/: the practice's employers (spec 2 §4-§5: search by text, add when no
// employer has the same name in any case, delete), pushed to open sessions as a catalogue message.
let url: string;
let api: TypedApi;
let other: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  let practice: TestPractice;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.physician);
});

describe('/api/catalogue/employers/', () => {
  const create = (token: string, name: string) => api('createEmployer', token, { body: { name } });

  it('adds, searches (name contains, accents and case ignored, sorted) and deletes', async () => {
    for (const name of ['Staatsolie Maatschappij Suriname', 'Telesur', 'Ministerie van Volksgezondheid', 'Café Zeelandia']) {
      expect((await create(tokens.administration!, name)).status).toBe(201);
    }
    const all = (await api('listEmployers', tokens.physician!)).body;
    expect(all.map((e) => e.name)).toEqual(['Café Zeelandia', 'Ministerie van Volksgezondheid', 'Staatsolie Maatschappij Suriname', 'Telesur']);
    const olie = (await api('listEmployers', tokens.physician!, { query: { search: 'OLIE' } })).body;
    expect(olie.map((e) => e.name)).toEqual(['Staatsolie Maatschappij Suriname']);
    expect((await api('listEmployers', tokens.staff!, { query: { search: 'cafe zee' } })).body.map((e) => e.name)).toEqual(['Café Zeelandia']);
    expect((await api('listEmployers', tokens.staff!, { query: { search: 'sur' } })).body.map((e) => e.name)).toEqual([
      'Staatsolie Maatschappij Suriname',
      'Telesur',
    ]);

    const telesur = all.find((e) => e.name === 'Telesur')!;
    expect((await api('deleteEmployer', tokens.physician!, { params: { id: telesur.id } })).status).toBe(204);
    expect((await api('listEmployers', tokens.physician!, { query: { search: 'tele' } })).body).toEqual([]);
    expect((await api('deleteEmployer', tokens.physician!, { params: { id: telesur.id } })).status).toBe(404);
    expect((await create(tokens.physician!, 'TELESUR')).status).toBe(201);
  });

  it('follows the employer permissions: nurses may not view, add or delete', async () => {
    const made = (await create(tokens.staff!, 'Energiebedrijven Suriname')).body;
    expect((await api('listEmployers', tokens.nurse!)).status).toBe(403);
    expect((await create(tokens.nurse!, 'Surinaamse Waterleiding Maatschappij')).status).toBe(403);
    expect((await api('deleteEmployer', tokens.nurse!, { params: { id: made.id } })).status).toBe(403);
    expect((await api('listEmployers', tokens.administration!)).status).toBe(200);
    expect((await api('deleteEmployer', tokens.administration!, { params: { id: made.id } })).status).toBe(204);
  });

  it('refuses an empty name, a same-name employer in any case, and bad ids', async () => {
    const empty = await create(tokens.physician!, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ name: ['This field is required.'] });
    await create(tokens.physician!, 'Hakrinbank');
    const twice = await create(tokens.administration!, 'hAKRINBANK');
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ name: ['An employer with this name already exists.'] });
    expect((await api('deleteEmployer', tokens.physician!, { params: { id: 'not-an-id' } })).status).toBe(400);
    expect((await api('deleteEmployer', tokens.physician!, { params: { id: ulid() } })).status).toBe(404);
  });

  it("answers 404 for another practice's employer and keeps the lists apart", async () => {
    const mine = (await create(tokens.physician!, 'De Surinaamsche Bank')).body;
    expect((await api('deleteEmployer', tokens.other!, { params: { id: mine.id } })).status).toBe(404);
    expect((await api('listEmployers', tokens.other!, { query: { search: 'surinaamsche' } })).body).toEqual([]);
    expect((await create(tokens.other!, 'De Surinaamsche Bank')).status).toBe(201);
  });

  it('refuses a delete with a stale consistency_token', async () => {
    const made = (await create(tokens.physician!, 'Kersten')).body;
    const stale = await api('deleteEmployer', tokens.physician!, { params: { id: made.id }, query: { consistency_token: ulid() } });
    expect(stale.status).toBe(409);
    const fresh = await api('deleteEmployer', tokens.physician!, { params: { id: made.id }, query: { consistency_token: made.consistency_token } });
    expect(fresh.status).toBe(204);
  });

  it("tells the practice's open sessions to reload the employers", async () => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/app/?token=${tokens.nurse}`);
    const message = new Promise<unknown>((resolve) => socket.once('message', (d: Buffer) => resolve(JSON.parse(d.toString()))));
    await new Promise((resolve) => socket.once('open', resolve));
    expect((await create(tokens.administration!, 'Fernandes Bottling')).status).toBe(201);
    expect(await message).toEqual({ type: 'catalogue', payload: { name: 'employers' } });
    socket.close();
  });
});
