import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { route } from '../support/routes';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Patients: create, read, update (demographics and disabilities), status, search.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};
const listPath = route('listPatients').path;
type Page = { results: { id: string; name: string; blocked: boolean }[]; count: number; next: string | null };

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.administration);
});

const create = async (overrides: Partial<Parameters<typeof newPatientBody>[0]> = {}, token = tokens.administration!) => {
  const res = await api('createPatient', token, { body: newPatientBody(overrides) });
  expect(res.status).toBe(201);
  return res.body;
};

describe('creating and reading patients', () => {
  it('creates with a server-assigned internal number and capitalised names', async () => {
    const a = await create();
    const b = await create({ first_name: 'Ravi', surname: 'Ramsaran' });
    expect(a.internal_number).toMatch(/^\d{6}$/);
    expect(Number(b.internal_number)).toBe(Number(a.internal_number) + 1);
    expect(a).toMatchObject({ first_name: 'Anna-Maria', surname: 'Kromodimedjo', name: 'Anna-Maria Kromodimedjo', blocked: false });
    expect(a.age).toBeGreaterThanOrEqual(41);
    const read = await api('getPatient', tokens.nurse!, { params: { id: a.id } });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(a.id);
  });

  it('refuses bad input with field errors', async () => {
    const res = await api.raw('createPatient', tokens.administration!, {
      body: newPatientBody({ first_name: '', date_of_birth: '31-02-2020', biological_gender_id: undefined, phone_mobile: ['12'], email: 'x@' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['biological_gender_id', 'date_of_birth', 'email', 'first_name', 'phone_mobile.0']);
    const future = await api('createPatient', tokens.administration!, { body: newPatientBody({ date_of_birth: '2999-01-01' }) });
    expect(future.body).toEqual({ date_of_birth: ['The date cannot be later than today.'] });
  });

  it('follows the role permissions and keeps practices apart', async () => {
    expect((await api('createPatient', tokens.nurse!, { body: newPatientBody() })).status).toBe(403);
    const mine = await create();
    expect((await api('getPatient', tokens.other!, { params: { id: mine.id } })).status).toBe(404);
    expect((await api('getPatient', tokens.nurse!, { params: { id: ulid() } })).status).toBe(404);
    expect((await api('getPatient', tokens.nurse!, { params: { id: 'not-an-id' } })).status).toBe(400);
  });
});

describe('updating patients', () => {
  it('updates demographics with the consistency token and refuses a stale one', async () => {
    const p = await create();
    const body = { ...newPatientBody({ surname: 'Kromo' }), consistency_token: p.consistency_token };
    const res = await api('updatePatient', tokens.administration!, { params: { id: p.id }, body });
    expect(res.status).toBe(200);
    expect(res.body.surname).toBe('Kromo');
    expect((await api('updatePatient', tokens.administration!, { params: { id: p.id }, body })).status).toBe(409);
    expect((await api('updatePatient', tokens.other!, { params: { id: p.id }, body })).status).toBe(404);
  });

  it('needs change on patient for demographics and change on disability for disabilities', async () => {
    const p = await create();
    const nurse = await api('updatePatient', tokens.nurse!, {
      params: { id: p.id },
      body: { ...newPatientBody({ surname: 'X' }), consistency_token: p.consistency_token },
    });
    expect(nurse.status).toBe(403);
    const disabilities = await api('updatePatient', tokens.physician!, {
      params: { id: p.id },
      body: { ...newPatientBody({ disability_ids: ['VIS'] }), consistency_token: p.consistency_token },
    });
    expect(disabilities.status).toBe(200);
    expect(disabilities.body.disability_ids).toEqual(['VIS']);
  });

  it('blocks and unblocks with execute on patient', async () => {
    const p = await create();
    expect(
      (await api('setPatientStatus', tokens.nurse!, { params: { id: p.id }, body: { blocked: true, consistency_token: p.consistency_token } })).status,
    ).toBe(403);
    const blocked = await api('setPatientStatus', tokens.administration!, {
      params: { id: p.id },
      body: { blocked: true, consistency_token: p.consistency_token },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.blocked).toBe(true);
  });
});

describe('searching patients', () => {
  const search = async (text: string, token = tokens.nurse!) => {
    const r = await fetch(`${url}${listPath}?search=${encodeURIComponent(text)}&limit=50`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    return (await r.json()) as Page;
  };

  it('finds by name in any order, by prefixes, ignoring accents and case', async () => {
    const p = await create({ first_name: 'Renée', surname: 'Sastrodikromo-Tjin', date_of_birth: '1990-02-14', id_number: 'FB-771234' });
    for (const text of ['renee sastro', 'SASTRO ren', 'tjin renée', 'sastrodikromotjin', 'Ren Sas']) {
      expect(
        (await search(text)).results.map((r) => r.id),
        text,
      ).toContain(p.id);
    }
    expect((await search('renee kromo')).results.map((r) => r.id)).not.toContain(p.id);
    expect((await search('fb77')).results.map((r) => r.id)).toContain(p.id);
    expect((await search(p.internal_number)).results.map((r) => r.id)).toContain(p.id);
    expect((await search('14-02-1990')).results.map((r) => r.id)).toContain(p.id);
    expect((await search('renee sastro', tokens.other!)).results).toEqual([]);
  });

  it('finds the new name after an update, not the old one', async () => {
    const p = await create({ first_name: 'Hendrik', surname: 'Wijngaarde', date_of_birth: '1971-11-25' });
    await api('updatePatient', tokens.administration!, {
      params: { id: p.id },
      body: { ...newPatientBody({ first_name: 'Hendrik', surname: 'Venetiaan', date_of_birth: '1971-11-25' }), consistency_token: p.consistency_token },
    });
    expect((await search('hendrik wijng')).results.map((r) => r.id)).not.toContain(p.id);
    expect((await search('hendrik venet')).results.map((r) => r.id)).toContain(p.id);
  });

  it('lists every patient in name order with a count and a cursor', async () => {
    const first = await fetch(`${url}${listPath}?limit=2`, { headers: { authorization: `Bearer ${tokens.physician}` } });
    const page = (await first.json()) as Page;
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(8);
    const second = await fetch(`${url}${listPath}?limit=2&cursor=${page.next}`, { headers: { authorization: `Bearer ${tokens.physician}` } });
    const next = (await second.json()) as Page;
    expect(next.results[0]!.id).not.toBe(page.results[0]!.id);
    const foreign = await fetch(`${url}${listPath}?limit=2&cursor=${page.next}`, { headers: { authorization: `Bearer ${tokens.other}` } });
    expect(foreign.status).toBe(400);
  });
});
