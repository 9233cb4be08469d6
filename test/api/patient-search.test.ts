import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { route } from '../support/routes';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { bulkLoadPatients } from '../../infra/local/seed/bulk-patients';

// All Patients' order and counts (issue 9 points 3, 4 and 11): surname as written then first name,
// accents and case ignored, in the unfiltered list and in search results; counts exact under
// concurrent writes and up to a bound from the page's start (a lower bound above it); internal
// numbers found without their leading zeros.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
const listPath = route('listPatients').path;
type Page = {
  results: { id: string; name: string; internal_number: string; biological_gender_id: string; identified_gender_id: string | null }[];
  count: number;
  count_at_least?: boolean;
  next: string | null;
};

/** A practice of its own, for searches that need a known number of patients. */
async function fresh(): Promise<{ practice: TestPractice; list(search: string): Promise<Page> }> {
  const own = await createTestPractice();
  const ownToken = await idToken(own.users.administration);
  return {
    practice: own,
    list: async (search) => {
      const res = await fetch(`${url}${listPath}?${new URLSearchParams({ search })}`, { headers: { authorization: `Bearer ${ownToken}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as Page;
    },
  };
}

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.administration);
});

const create = async (first_name: string, surname: string) => {
  const res = await api('createPatient', token, { body: newPatientBody({ first_name, surname }) });
  expect(res.status).toBe(201);
  return res.body;
};

async function list(search: string, limit = 50, cursor?: string): Promise<Page> {
  const query = new URLSearchParams({ limit: String(limit), ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
  const res = await fetch(`${url}${listPath}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every page of a search, by its cursors: the names, and each page's count ('200+' when it is a lower bound). */
async function allPages(search: string, limit: number): Promise<{ names: string[]; counts: (number | string)[] }> {
  const names: string[] = [];
  const counts: (number | string)[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(search, limit, cursor);
    names.push(...page.results.map((r) => r.name));
    counts.push(page.count_at_least ? `${page.count}+` : page.count);
    cursor = page.next ?? undefined;
  } while (cursor);
  return { names, counts };
}

describe('patient order', () => {
  beforeAll(async () => {
    for (const [first, surname] of [
      ['André', 'Chin A Lin'],
      ['Zora', 'Chin'],
      ['Bea', 'Chin'],
      ['Carl', 'Chinwah'],
      ['Xenia', 'Abauna'],
      ['Émile', 'Ëckhart'],
      ['Anna', 'Eck'],
    ]) {
      await create(first!, surname!);
    }
  });

  it('lists by surname as written, then first name, accents and case ignored', async () => {
    const { names, counts } = await allPages('', 3);
    expect(names).toEqual(['Xenia Abauna', 'Bea Chin', 'Zora Chin', 'André Chin A Lin', 'Carl Chinwah', 'Anna Eck', 'Émile Ëckhart']);
    expect(new Set(counts)).toEqual(new Set([7]));
  });

  it('orders search results the same way, a page at a time, with the exact count on every page', async () => {
    const chin = await allPages('chin', 2);
    expect(chin.names).toEqual(['Bea Chin', 'Zora Chin', 'André Chin A Lin', 'Carl Chinwah']);
    expect(chin.counts).toEqual([4, 4]);
    expect((await allPages('ECK', 1)).names).toEqual(['Anna Eck', 'Émile Ëckhart']);
    // Several terms, and a term longer than the prefixes kept: the same order.
    expect((await allPages('a chin', 1)).names).toEqual(['André Chin A Lin']);
    expect((await list('chin b')).results.map((r) => r.name)).toEqual(['Bea Chin']);
    expect((await list('chinwahcarl')).results).toEqual([]);
  });
});

describe('the list answer', () => {
  it("carries each patient's genders, unfiltered, by one term, by several terms and by number (the Gender column shows them)", async () => {
    const p = await create('Genderia', 'Kolomtest');
    const genders = (page: Page) => page.results.filter((r) => r.id === p.id).map((r) => [r.biological_gender_id, r.identified_gender_id]);
    const expected = [[p.biological_gender_id, p.identified_gender_id]];
    expect(expected[0]![0]).toBe('F');
    for (const search of ['', 'kolomtest', 'kolomtest gend', p.internal_number]) {
      const page = await list(search, 100);
      expect(genders(page), search || 'unfiltered').toEqual(expected);
    }
  });
});

describe('internal numbers', () => {
  it('match without their leading zeros, with them, and by prefix', async () => {
    const p = await create('Nummer', 'Testpersoon');
    expect(p.internal_number).toMatch(/^0+[1-9]\d*$/);
    const bare = String(Number(p.internal_number));
    for (const text of [bare, p.internal_number, p.internal_number.slice(0, -1)]) {
      expect(
        (await list(text)).results.map((r) => r.id),
        text,
      ).toContain(p.id);
    }
  });
});

describe('a name with a digit', () => {
  it('is found by its words when no number matches, and pages on by the name search', async () => {
    const numbers = await fresh();
    const token2 = await idToken(numbers.practice.users.administration);
    for (const first_name of ['Anna-Maria', 'Anneke', 'Annelies']) {
      expect((await api('createPatient', token2, { body: newPatientBody({ first_name, surname: 'Van Dijk2e9' }) })).status).toBe(201);
    }
    const found = await numbers.list('van dijk2e9 anna');
    expect(found.results.map((r) => r.name)).toEqual(['Anna-Maria Van Dijk2e9']);
    const first = await fetch(`${url}${listPath}?${new URLSearchParams({ search: 'dijk2e9 ann', limit: '2' })}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    const page = (await first.json()) as Page;
    expect([page.results.map((r) => r.name), page.count]).toEqual([['Anna-Maria Van Dijk2e9', 'Anneke Van Dijk2e9'], 3]);
    const second = await fetch(`${url}${listPath}?${new URLSearchParams({ search: 'dijk2e9 ann', limit: '2', cursor: page.next! })}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(((await second.json()) as Page).results.map((r) => r.name)).toEqual(['Annelies Van Dijk2e9']);
    // A number that matches is still a number search: the internal number finds its one patient.
    expect((await numbers.list('000002')).results.map((r) => r.name)).toEqual(['Anneke Van Dijk2e9']);
  });
});

describe('a number too short to tell', () => {
  it("says 'of 500+' when more patients match than a number search reads, and the exact count of a longer number", async () => {
    const numbers = await fresh();
    await bulkLoadPatients(numbers.practice.id, 520);
    const short = await numbers.list('00');
    expect([short.count, short.count_at_least]).toEqual([500, true]);
    const one = await numbers.list('000007');
    expect([one.count, one.count_at_least]).toEqual([1, undefined]);
  }, 60_000);
});

describe('counts under concurrent writes', () => {
  it('keeps every prefix count exact when patients are created at the same time, and after a rename', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => create(`Gelijktijdig${String.fromCharCode(97 + i)}`, 'Samentijd')));
    const before = await list('');
    expect((await list('samentijd')).count).toBe(12);
    expect((await list('sam')).count).toBe(12);
    expect((await list('gelijktijdigc')).count).toBe(1);
    const p = created[0]!;
    const renamed = await api('updatePatient', token, {
      params: { id: p.id },
      body: { ...newPatientBody({ first_name: p.first_name, surname: 'Anderstijd' }), consistency_token: p.consistency_token },
    });
    expect(renamed.status).toBe(200);
    expect((await list('samentijd')).count).toBe(11);
    expect((await list('anderstijd')).results.map((r) => r.id)).toEqual([p.id]);
    expect((await list('anderstijd')).count).toBe(1);
    expect((await list('')).count).toBe(before.count);
  });
});

describe('long names', () => {
  const ids = async (search: string) => (await list(search, 100)).results.map((r) => r.id);

  it('saves a ten-word name whole, finds it by every word, and renames it to another', async () => {
    const p = await create('Maria de los Angeles', 'Fernandez-Ramdin van der Berg Soekhoe');
    for (const word of ['maria', 'angeles', 'fernandez', 'ramdin', 'fernandezramdin', 'berg', 'soekhoe', 'soekhoe maria'])
      expect(await ids(word), word).toContain(p.id);
    const renamed = await api('updatePatient', token, {
      params: { id: p.id },
      body: {
        ...newPatientBody({ first_name: 'Maria de las Mercedes', surname: 'Hernandez-Ramsaran van den Bergh Soekhai' }),
        consistency_token: p.consistency_token,
      },
    });
    expect(renamed.status).toBe(200);
    for (const word of ['mercedes', 'hernandez', 'ramsaran', 'bergh', 'soekhai', 'den', 'soekhai mercedes']) expect(await ids(word), word).toContain(p.id);
    for (const word of ['angeles', 'fernandez', 'ramdin', 'soekhoe']) expect(await ids(word), word).not.toContain(p.id);
    expect((await list('soekhai')).count).toBe(1);
  });

  it('saves a pathological name (eighteen words of ten letters): the first words found by themselves, every word with another', async () => {
    const words = (from: number) => Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(from + i).repeat(2)}ngewoord`).join(' ');
    const res = await api.raw('createPatient', token, { body: newPatientBody({ first_name: words(106), surname: words(97) }) });
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    // The surname's first words are indexed by every prefix; the rest are found with another term
    // (a one-term search of a word left out does not find the patient: the cost of never refusing).
    expect(await ids('aangewoor')).toContain(id);
    expect(await ids('hhn')).toContain(id);
    expect(await ids('iingewoord')).not.toContain(id);
    for (const search of ['jjngewoord iingew', 'aang rrngewoord', 'rrn qq']) expect(await ids(search), search).toContain(id);
  });
});

describe('a name many patients have', () => {
  const MANY = 215;
  // Letters only: a search with a digit is a number search. Naamaaa, Naamaab, ... in name order.
  const first = (i: number) => `Naam${[Math.floor(i / 676), Math.floor(i / 26) % 26, i % 26].map((n) => String.fromCharCode(97 + n)).join('')}`;
  beforeAll(async () => {
    for (let start = 0; start < MANY; start += 8) {
      await Promise.all(Array.from({ length: Math.min(8, MANY - start) }, (_, j) => create(first(start + j), 'Veelvoud')));
    }
  }, 120_000);

  it('counts up to 200 from the page, then as a lower bound, and pages through every match once, in order', async () => {
    const page = await list('veelvoud', 10);
    expect(page.results.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${first(i)} Veelvoud`));
    expect([page.count, page.count_at_least]).toEqual([200, true]);
    const all = await allPages('veelvoud', 50);
    expect(all.names).toEqual(Array.from({ length: MANY }, (_, i) => `${first(i)} Veelvoud`));
    // From the second page on, fewer than 200 follow the page's start: the count is exact.
    expect(all.counts).toEqual(['200+', MANY, MANY, MANY, MANY]);
  });

  it('finds one patient among them by two terms, counts a narrower second term exactly, and bounds a broad one', async () => {
    expect((await list('veelvoud naamaig')).results.map((r) => r.name)).toEqual([`${first(214)} Veelvoud`]);
    expect((await list('naamaig veel')).count).toBe(1);
    const narrower = await list('veelv naamab', 10);
    expect([narrower.count, narrower.count_at_least]).toEqual([26, undefined]);
    expect(narrower.results[0]!.name).toBe(`${first(26)} Veelvoud`);
    const broad = await list('veelvoud n', 10);
    expect([broad.count, broad.count_at_least]).toEqual([200, true]);
    const walked = await allPages('n veelvoud', 100);
    expect(walked.names).toHaveLength(MANY);
    expect(new Set(walked.names).size).toBe(MANY);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('{"k":1,"o":0}').toString('base64url'), Buffer.from('{"k":"a","o":-1}').toString('base64url')]) {
      const query = new URLSearchParams({ search: 'veelvoud', cursor });
      const res = await fetch(`${url}${listPath}?${query}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toMatchObject({ cursor: ['Invalid cursor.'] });
    }
  });
});
