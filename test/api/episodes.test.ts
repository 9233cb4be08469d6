import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { todayIso } from '@praktijk/shared/dates';
import { type Episode } from '@praktijk/shared/schemas/episodes';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { keys } from '@praktijk/functions/lib/data/keys';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { resolveEpisodeId } from '@praktijk/functions/episodes/domain/link';
import { MERGE_REFUSED } from '@praktijk/functions/episodes/domain/merge';
import { SORT_REFUSED } from '@praktijk/functions/episodes/operations/sort';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { dailyStarts, seedEpisodeNotes, type SeededNote } from '../support/episode-notes';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Episodes of care (issue 10 §5, spec 1 §4, spec 3 §4): the lists, the modal's writes, the order
// of a drag, and the merge, which leaves the merged episode's notes where they are and lets the
// leader's overview read them: tested with 150 notes, more than one transaction could move.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const otherPractice: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  let other: TestPractice;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  Object.assign(otherPractice, await roleTokens(other));
});

const newPatient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

async function newEpisode(patientId: string, name = 'Hypertensie', icpc_id: string | null = 'K86'): Promise<Episode> {
  const res = await api('createEpisode', tokens.physician!, { body: { patient: patientId, name, icpc_id } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const merge = (leading: string, other: string, token = tokens.physician!) =>
  api.raw('mergeEpisodes', token, {
    body: [
      { id: leading, leading: true },
      { id: other, leading: false },
    ],
  });

const close = (e: Episode) =>
  api('updateEpisode', tokens.physician!, {
    params: { id: e.id },
    body: { name: e.name, icpc_id: e.icpc_id, active: false, consistency_token: e.consistency_token },
  });

const list = async (patientId: string) => (await api('listEpisodes', tokens.nurse!, { params: { id: patientId } })).body;
const activeList = async (patientId: string) => (await api('listActiveEpisodes', tokens.nurse!, { params: { id: patientId } })).body;

/** Every note of an episode's overview, page by page (the pages' sizes kept to check). */
async function allOverviewNotes(episodeId: string, limit: number) {
  const ids: string[] = [];
  const dates: string[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await api('episodeOverview', tokens.nurse!, { params: { id: episodeId }, query: { limit, ...(cursor ? { cursor } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.results.map((r) => r.decursus_id));
    dates.push(...res.body.results.map((r) => r.date));
    pages.push(res.body.results.length);
    cursor = res.body.next ?? undefined;
  } while (cursor);
  return { ids, dates, pages };
}

const inDateOrder = (notes: readonly SeededNote[]) => [...notes].sort((a, b) => a.position.localeCompare(b.position)).map((n) => n.id);

describe('an episode', () => {
  it('is created active from today, last in the order, with its ICPC-2 code and name', async () => {
    const p = await newPatient();
    const first = await newEpisode(p.id, 'Hypertensie', 'K86');
    const second = await newEpisode(p.id, 'Rugpijn', null);
    expect(first).toMatchObject({
      patient_id: p.id,
      name: 'Hypertensie',
      icpc_id: 'K86',
      start: todayIso(),
      end: null,
      active: true,
      bookmarked: false,
      merged_ids: [],
    });
    expect(first.icpc).toEqual({ id: 'K86', code: 'K86', name: expect.stringMatching(/hypertension/i) });
    expect(second.icpc).toBeNull();
    // Past every position a drag can save, and later creations later.
    expect(first.sort_order).toBeGreaterThan(100_000);
    expect(second.sort_order).toBeGreaterThanOrEqual(first.sort_order);
    expect((await list(p.id)).map((e) => e.id)).toEqual([first.id, second.id]);
    expect((await api('getEpisode', tokens.nurse!, { params: { id: first.id } })).body).toEqual(first);
  });

  it('is refused for an unknown ICPC code or a chapter, and for another practice patient', async () => {
    const p = await newPatient();
    for (const icpc_id of ['K', 'ZZ99']) {
      const res = await api.raw('createEpisode', tokens.physician!, { body: { patient: p.id, name: 'X', icpc_id } });
      expect(res).toMatchObject({ status: 400, body: { icpc_id: ['Select a valid choice. That choice is not one of the available choices.'] } });
    }
    expect((await api.raw('createEpisode', tokens.physician!, { body: { patient: ulid(), name: 'X' } })).status).toBe(404);
    expect((await api.raw('createEpisode', otherPractice.staff!, { body: { patient: p.id, name: 'X' } })).status).toBe(404);
    expect(await list(p.id)).toEqual([]);
  });

  it('is renamed, closed today and reopened; a stale token answers 409; every change is in the patient logs', async () => {
    const p = await newPatient();
    const e = await newEpisode(p.id);
    const renamed = await api('updateEpisode', tokens.physician!, {
      params: { id: e.id },
      body: { name: 'Hypertensie essentieel', icpc_id: 'K87', active: true, consistency_token: e.consistency_token },
    });
    expect(renamed.body).toMatchObject({ name: 'Hypertensie essentieel', icpc_id: 'K87', icpc: { code: 'K87' }, active: true, end: null });
    const stale = await api.raw('updateEpisode', tokens.physician!, {
      params: { id: e.id },
      body: { name: 'Oud', active: true, consistency_token: e.consistency_token },
    });
    expect(stale.status).toBe(409);

    const closed = await close(renamed.body);
    expect(closed.body).toMatchObject({ active: false, end: todayIso() });
    expect(await activeList(p.id)).toEqual([]);
    expect((await list(p.id)).map((x) => x.id)).toEqual([e.id]);
    const reopened = await api('updateEpisode', tokens.physician!, {
      params: { id: e.id },
      body: { name: closed.body.name, icpc_id: closed.body.icpc_id, active: true, consistency_token: closed.body.consistency_token },
    });
    expect(reopened.body).toMatchObject({ active: true, end: null });

    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'episode', limit: 50 } })).body.results;
    expect(logs.map((l) => l.log_type)).toEqual(['~', '~', '~', '+']);
    expect(logs.every((l) => l.object_id === e.id && l.model_name === 'episode')).toBe(true);
    expect(logs[3]!.changes).toContainEqual({ field: 'name', old: null, new: 'Hypertensie' });
  });

  it('is activated and bookmarked, with or without a token; a stale one answers 409', async () => {
    const p = await newPatient();
    const older = await newEpisode(p.id, 'Oud');
    const newer = await newEpisode(p.id, 'Nieuw');
    const closed = (await close(older)).body;
    expect((await activeList(p.id)).map((e) => e.id)).toEqual([newer.id]);

    const staleActivate = await api.raw('activateEpisode', tokens.physician!, {
      params: { id: older.id },
      body: { consistency_token: older.consistency_token },
    });
    expect(staleActivate.status).toBe(409);
    const activated = await api('activateEpisode', tokens.physician!, { params: { id: older.id }, body: { consistency_token: closed.consistency_token } });
    expect(activated.body).toMatchObject({ active: true, end: null });
    // Newest first, until a bookmark puts the older one first.
    expect((await activeList(p.id)).map((e) => e.id)).toEqual([newer.id, older.id]);
    const bookmarked = await api('bookmarkEpisode', tokens.physician!, { params: { id: older.id }, body: { bookmarked: true } });
    expect(bookmarked.body).toMatchObject({ bookmarked: true });
    expect((await activeList(p.id)).map((e) => e.id)).toEqual([older.id, newer.id]);
    const staleBookmark = await api.raw('bookmarkEpisode', tokens.physician!, {
      params: { id: older.id },
      body: { bookmarked: false, consistency_token: activated.body.consistency_token },
    });
    expect(staleBookmark.status).toBe(409);
    expect((await api.raw('bookmarkEpisode', otherPractice.staff!, { params: { id: older.id }, body: { bookmarked: false } })).status).toBe(404);
  });
});

describe('the order of a drag', () => {
  it('is saved as sent and answers the list; tokens stay, so a pending row edit still saves', async () => {
    const p = await newPatient();
    const [a, b, c] = [await newEpisode(p.id, 'A'), await newEpisode(p.id, 'B'), await newEpisode(p.id, 'C')];
    const sorted = await api('sortEpisodes', tokens.physician!, {
      body: [
        { id: c.id, sort_order: 0 },
        { id: a.id, sort_order: 1 },
        { id: b.id, sort_order: 2 },
      ],
    });
    expect(sorted.body.map((e) => e.name)).toEqual(['C', 'A', 'B']);
    expect((await list(p.id)).map((e) => e.name)).toEqual(['C', 'A', 'B']);
    const edit = await api('updateEpisode', tokens.physician!, {
      params: { id: a.id },
      body: { name: 'A2', icpc_id: null, active: true, consistency_token: a.consistency_token },
    });
    expect(edit.body).toMatchObject({ name: 'A2', sort_order: 1 });
    expect((await list(p.id)).map((e) => e.name)).toEqual(['C', 'A2', 'B']);
  });

  it('takes the episodes of one patient only: two patients 400, an unknown or other practice id 404', async () => {
    const [p, q] = [await newPatient(), await newPatient()];
    const [mine, theirs] = [await newEpisode(p.id), await newEpisode(q.id)];
    const mixed = await api.raw('sortEpisodes', tokens.physician!, {
      body: [
        { id: mine.id, sort_order: 0 },
        { id: theirs.id, sort_order: 1 },
      ],
    });
    expect(mixed).toMatchObject({ status: 400, body: { non_field_errors: [SORT_REFUSED] } });
    const unknown = await api.raw('sortEpisodes', tokens.physician!, {
      body: [
        { id: mine.id, sort_order: 0 },
        { id: ulid(), sort_order: 1 },
      ],
    });
    expect(unknown.status).toBe(404);
    expect((await api.raw('sortEpisodes', otherPractice.staff!, { body: [{ id: mine.id, sort_order: 0 }] })).status).toBe(404);
    expect((await list(p.id))[0]!.sort_order).toBe(mine.sort_order);
  });
});

describe('a merge', () => {
  it('keeps the 150 notes of the merged episode: the leader overview pages through all of them and its own, in date order', async () => {
    const p = await newPatient();
    const [leader, merged] = [await newEpisode(p.id, 'Leidend'), await newEpisode(p.id, 'Samengevoegd', 'K87')];
    // The leader's notes fall between the merged one's (another hour of some of the same days).
    const own = await seedEpisodeNotes(practice.id, p.id, leader.id, dailyStarts('2021-03-01', 4, 9));
    const carried = await seedEpisodeNotes(practice.id, p.id, merged.id, dailyStarts('2021-01-01', 150, 14));
    const before = await allOverviewNotes(merged.id, 50);
    expect(before.ids).toEqual(inDateOrder(carried));

    const res = await merge(leader.id, merged.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ id: leader.id, active: true, merged_ids: [merged.id] });

    const expected = inDateOrder([...own, ...carried]);
    for (const limit of [50, 7]) {
      const { ids, dates, pages } = await allOverviewNotes(leader.id, limit);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(154);
      expect(dates).toEqual([...dates].sort());
      expect(pages.slice(0, -1).every((n) => n === limit)).toBe(true);
    }
    const first = (await api('episodeOverview', tokens.nurse!, { params: { id: leader.id }, query: { limit: 1 } })).body;
    expect(first.episode.id).toBe(leader.id);
    expect(first.results[0]).toMatchObject({ subjective: expect.stringMatching(/^S /), icpc_subjective: { id: 'K86', code: 'K86' }, icpc_evaluation: null });

    // The merged episode answers as its leader and is left out of the lists.
    expect((await api('getEpisode', tokens.nurse!, { params: { id: merged.id } })).body.id).toBe(leader.id);
    expect((await api('episodeOverview', tokens.nurse!, { params: { id: merged.id }, query: { limit: 2 } })).body.episode.id).toBe(leader.id);
    expect((await list(p.id)).map((e) => e.id)).toEqual([leader.id]);
    expect((await activeList(p.id)).map((e) => e.id)).toEqual([leader.id]);
    expect(await resolveEpisodeId(tenantData(practice.id), merged.id)).toBe(leader.id);
    // A write addressed to the merged episode finds nothing to change.
    expect((await api.raw('bookmarkEpisode', tokens.physician!, { params: { id: merged.id }, body: { bookmarked: true } })).status).toBe(404);
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'episode', limit: 50 } })).body.results;
    expect(logs.find((l) => l.object_id === merged.id && l.log_type === '~')?.changes).toContainEqual({ field: 'merged_into', old: null, new: leader.id });
  });

  it('of a leader keeps merged_ids flat and repoints the episodes merged before', async () => {
    const p = await newPatient();
    const [a, b, c] = [await newEpisode(p.id, 'A'), await newEpisode(p.id, 'B'), await newEpisode(p.id, 'C')];
    const notesOfC = await seedEpisodeNotes(practice.id, p.id, c.id, dailyStarts('2022-05-01', 3, 8));
    expect((await merge(b.id, c.id)).status).toBe(201);
    const res = await merge(a.id, b.id);
    expect(res.body).toMatchObject({ id: a.id, merged_ids: [b.id, c.id] });
    const cItem = await db().send(new GetCommand({ TableName: tableName(), Key: keys.episode(practice.id, c.id) }));
    expect(cItem.Item).toMatchObject({ merged_into: a.id });
    expect(await resolveEpisodeId(tenantData(practice.id), c.id)).toBe(a.id);
    expect((await allOverviewNotes(a.id, 2)).ids).toEqual(inDateOrder(notesOfC));
  });

  it('takes exactly two active, unmerged episodes of one patient', async () => {
    const [p, q] = [await newPatient(), await newPatient()];
    const [a, b, c, d] = await Promise.all(['A', 'B', 'C', 'D'].map((name) => newEpisode(p.id, name)));
    const other = await newEpisode(q.id);
    const refused = { status: 400, body: { non_field_errors: [MERGE_REFUSED] } };

    await close(b!);
    expect(await merge(a!.id, b!.id)).toMatchObject(refused);
    expect(await merge(b!.id, a!.id)).toMatchObject(refused);
    expect(await merge(a!.id, other.id)).toMatchObject(refused);
    expect((await merge(c!.id, d!.id)).status).toBe(201);
    expect(await merge(a!.id, d!.id)).toMatchObject(refused);
    expect(await merge(d!.id, a!.id)).toMatchObject(refused);

    const three = await api.raw('mergeEpisodes', tokens.physician!, {
      body: [
        { id: a!.id, leading: true },
        { id: c!.id, leading: false },
        { id: other.id, leading: false },
      ],
    });
    expect(three.status).toBe(400);
    const same = await api.raw('mergeEpisodes', tokens.physician!, {
      body: [
        { id: a!.id, leading: true },
        { id: a!.id, leading: false },
      ],
    });
    expect(same.status).toBe(400);
    const twoLeaders = await api.raw('mergeEpisodes', tokens.physician!, {
      body: [
        { id: a!.id, leading: true },
        { id: c!.id, leading: true },
      ],
    });
    expect(twoLeaders.status).toBe(400);
    expect((await merge(a!.id, ulid())).status).toBe(404);
    expect((await merge(a!.id, c!.id, otherPractice.staff!)).status).toBe(404);
    expect((await list(p.id)).map((e) => e.name).sort()).toEqual(['A', 'B', 'C']);
  });

  it('of one pair sent 20 times at once succeeds once', async () => {
    const p = await newPatient();
    const [a, b] = [await newEpisode(p.id, 'A'), await newEpisode(p.id, 'B')];
    const answers: ApiResponse<unknown>[] = await Promise.all(Array.from({ length: 20 }, () => merge(a.id, b.id)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 201),
      JSON.stringify(answers.map((r) => r.body)),
    ).toEqual(Array(19).fill(400));
    const leader = (await api('getEpisode', tokens.nurse!, { params: { id: a.id } })).body;
    expect(leader.merged_ids).toEqual([b.id]);
  });
});

describe('a note linked through the API', () => {
  it('shows the leader once its episode is merged, is in the leader overview, and cannot be linked to the merged one', async () => {
    const p = await newPatient();
    const reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: `Spreekuur ${ulid()}` } })).body.id;
    const c = await api('createConsultation', tokens.physician!, {
      params: { id: p.id },
      body: { reason_type: reasonType, reason: 'Controle', is_walkin: true },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const [leader, merged] = [await newEpisode(p.id, 'Leidend'), await newEpisode(p.id, 'Samengevoegd')];
    const linked = await api.raw('updateDecursus', tokens.physician!, { params: { id: c.body.id }, body: { episode: merged.id } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect((await allOverviewNotes(merged.id, 5)).ids).toEqual([c.body.id]);

    expect((await merge(leader.id, merged.id)).status).toBe(201);
    expect((await api('getDecursus', tokens.physician!, { params: { id: c.body.id } })).body.episode).toBe(leader.id);
    expect((await allOverviewNotes(leader.id, 5)).ids).toEqual([c.body.id]);
    const again = await api.raw('updateDecursus', tokens.physician!, { params: { id: c.body.id }, body: { episode: merged.id } });
    expect(again).toMatchObject({ status: 400, body: { episode: [expect.any(String)] } });
  });
});

describe('the overview', () => {
  it("hands out sealed cursors (issue 21 §7): no note's date or id, and one of another episode, patient or list, or changed, is 400", async () => {
    const [p, q] = [await newPatient(), await newPatient()];
    const [e, sibling, elsewhere] = [await newEpisode(p.id), await newEpisode(p.id, 'Diabetes'), await newEpisode(q.id)];
    const notes = await seedEpisodeNotes(practice.id, p.id, e.id, dailyStarts('2024-01-01', 3, 9));
    const first = await api('episodeOverview', tokens.nurse!, { params: { id: e.id }, query: { limit: 1 } });
    const cursor = first.body.next!;
    expect(cursor).toMatch(/^[0-9A-Za-z_-]+$/);
    const text = `${cursor} ${Buffer.from(cursor, 'base64url').toString('latin1')}`;
    for (const note of notes) expect(text).not.toContain(note.id);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect((await api('episodeOverview', tokens.nurse!, { params: { id: e.id }, query: { limit: 1, cursor } })).status).toBe(200);

    const INVALID = { status: 400, body: { cursor: ['Invalid cursor.'] } };
    const overview = (id: string, c: string) => api.raw('episodeOverview', tokens.nurse!, { params: { id }, query: { limit: 1, cursor: c } });
    expect(await overview(sibling.id, cursor)).toMatchObject(INVALID);
    expect(await overview(elsewhere.id, cursor)).toMatchObject(INVALID);
    expect(await overview(e.id, `${cursor.slice(0, 12)}${cursor[12] === 'A' ? 'B' : 'A'}${cursor.slice(13)}`)).toMatchObject(INVALID);
    expect(await overview(e.id, cursor.slice(0, -3))).toMatchObject(INVALID);
    // A cursor of the patient's decursus list is not the overview's.
    const patientList = (await api('listPatientDecursus', tokens.nurse!, { params: { id: p.id }, query: { limit: 1 } })).body.next!;
    expect(patientList).toBeTruthy();
    expect(await overview(e.id, patientList)).toMatchObject(INVALID);
  });

  it('refuses a cursor it did not make', async () => {
    const p = await newPatient();
    const e = await newEpisode(p.id);
    const made = Buffer.from(JSON.stringify({ after: 'T#other#EPISODE' })).toString('base64url');
    const rawPosition = Buffer.from(JSON.stringify({ after: `${new Date().toISOString()}#${ulid()}` })).toString('base64url');
    for (const cursor of ['%%%', 'bm90IGpzb24', made, rawPosition]) {
      const res = await api.raw('episodeOverview', tokens.nurse!, { params: { id: e.id }, query: { cursor } });
      expect(res, cursor).toMatchObject({ status: 400, body: { cursor: ['Invalid cursor.'] } });
    }
    const empty = (await api('episodeOverview', tokens.nurse!, { params: { id: e.id } })).body;
    expect(empty).toMatchObject({ episode: { id: e.id }, results: [], next: null });
    expect((await api.raw('episodeOverview', otherPractice.staff!, { params: { id: e.id } })).status).toBe(404);
  });
});
