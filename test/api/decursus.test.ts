import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, type TypedApi, typedApi } from '../support/api';
import { daysAgo, writeConsultation, writeEpisode } from '../support/consultations';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Decursus (issue 10 §3-§4, spec 1 §7, spec 3 §2-§5): the SOEP note of a consultation, saved field
// by field as numbered revisions on its token, reverted to a chosen version, linked to an episode
// without a version, and the Previous Decursus panel paged one note at a time.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const otherPractice: Record<string, string> = {};
let reasonType: string;

beforeAll(async () => {
  api = typedApi(twin().url);
  let other: TestPractice;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  Object.assign(otherPractice, await roleTokens(other));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

async function newNote(patientId?: string): Promise<Decursus> {
  const id = patientId ?? (await patient()).id;
  const c = await api('createConsultation', tokens.physician!, { params: { id }, body: { reason_type: reasonType, reason: 'Klachten', is_walkin: true } });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return (await api('getDecursus', tokens.physician!, { params: { id: c.body.id } })).body;
}

const patch = (note: Pick<Decursus, 'id'>, body: Record<string, unknown>, token = tokens.physician!) =>
  api.raw('updateDecursus', token, { params: { id: note.id }, body });

describe('saving a note', () => {
  it('saves the fields sent as a new version, keeps the others, and shows the ICPC codes by code and name', async () => {
    const note = await newNote();
    const first = await patch(note, { subjective: 'Hoofdpijn', objective: 'RR 150/95', icpc_subjective_id: 'N01', consistency_token: note.consistency_token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      subjective: 'Hoofdpijn',
      objective: 'RR 150/95',
      version: 2,
      icpc_subjective: { id: 'N01', code: 'N01', name: expect.stringMatching(/\S/) },
      icpc_evaluation: null,
      updated_by: { id: practice.users.physician.id },
    });
    const second = await patch(note, { evaluation: 'Hypertensie', icpc_evaluation_id: 'K86', consistency_token: first.body.consistency_token });
    expect(second.body).toMatchObject({ subjective: 'Hoofdpijn', objective: 'RR 150/95', evaluation: 'Hypertensie', version: 3, icpc_subjective_id: 'N01' });
    expect(second.body.icpc_evaluation).toMatchObject({ id: 'K86', code: 'K86' });
    expect((await api('getDecursus', tokens.nurse!, { params: { id: note.id } })).body).toEqual(second.body);

    const revisions = (await api('listDecursusRevisions', tokens.nurse!, { params: { id: note.id } })).body;
    expect(revisions.map((r) => r.version)).toEqual([1, 2, 3]);
    expect(revisions[1]!.changes).toEqual([
      { field: 'subjective', value: 'Hoofdpijn' },
      { field: 'objective', value: 'RR 150/95' },
      { field: 'evaluation', value: '' },
      { field: 'policy', value: '' },
      { field: 'comments', value: '' },
      { field: 'icpc_subjective_id', value: 'N01' },
      { field: 'icpc_evaluation_id', value: null },
    ]);
  });

  it('takes only ICPC-2 rubrics of the catalogue, on the field', async () => {
    const note = await newNote();
    const chapter = await patch(note, { icpc_subjective_id: 'K', icpc_evaluation_id: 'ZZ99', consistency_token: note.consistency_token });
    expect(chapter).toMatchObject({
      status: 400,
      body: {
        icpc_subjective_id: ['Select a valid choice. K is not one of the available choices.'],
        icpc_evaluation_id: ['Select a valid choice. ZZ99 is not one of the available choices.'],
      },
    });
    const cleared = await patch(note, { icpc_subjective_id: '', consistency_token: note.consistency_token });
    expect(cleared).toMatchObject({ status: 200, body: { icpc_subjective_id: null, icpc_subjective: null } });
  });

  it("lets the form's immediate ICPC save and its confirmed save follow on each answer's token, and refuses the first token after", async () => {
    const note = await newNote();
    const t1 = note.consistency_token;
    const icpc = await patch(note, { icpc_subjective_id: 'R05', subjective: 'Hoest', consistency_token: t1 });
    expect(icpc.status).toBe(200);
    const t2 = icpc.body.consistency_token;
    expect(t2).not.toBe(t1);
    const confirmed = await patch(note, { subjective: 'Hoest sinds een week', objective: 'Longen schoon', consistency_token: t2 });
    expect(confirmed).toMatchObject({ status: 200, body: { icpc_subjective_id: 'R05', subjective: 'Hoest sinds een week', version: 3 } });
    const stale = await patch(note, { policy: 'Afwachten', consistency_token: t1 });
    expect(stale.status).toBe(409);
    expect(errorBody(stale).non_field_errors?.length).toBeTruthy();
  });

  it('lets one of two saves sent on the same token through and answers the other 409', async () => {
    const note = await newNote();
    const answers = await Promise.all([
      patch(note, { subjective: 'Eerste', consistency_token: note.consistency_token }),
      patch(note, { subjective: 'Tweede', consistency_token: note.consistency_token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const saved = (await api('getDecursus', tokens.physician!, { params: { id: note.id } })).body;
    expect(saved.version).toBe(2);
    expect((await api('listDecursusRevisions', tokens.physician!, { params: { id: note.id } })).body).toHaveLength(2);
  });

  it('keeps markup as text, and refuses a text past its bound or a paste past the body limit (never a 500)', async () => {
    const note = await newNote();
    const markup = '<script>alert("x")</script><b>vet</b>';
    const saved = await patch(note, { subjective: markup, comments: markup, consistency_token: note.consistency_token });
    expect(saved.body).toMatchObject({ subjective: markup, comments: markup });
    const long = await patch(note, { objective: 'x'.repeat(20_001), consistency_token: saved.body.consistency_token });
    expect(long).toMatchObject({ status: 400, body: { objective: ['Ensure this field has no more than 20000 characters.'] } });
    const almostTenMb = await patch(note, { policy: 'x'.repeat(10 * 1024 * 1024 - 200), consistency_token: saved.body.consistency_token });
    expect(almostTenMb).toMatchObject({ status: 400, body: { policy: ['Ensure this field has no more than 20000 characters.'] } });
    const tenMb = await patch(note, { policy: 'x'.repeat(10 * 1024 * 1024), consistency_token: saved.body.consistency_token });
    expect(tenMb.status).toBe(413);
    expect((await api('getDecursus', tokens.physician!, { params: { id: note.id } })).body.version).toBe(2);
  });

  it('needs a token for note fields and something to save', async () => {
    const note = await newNote();
    expect(await patch(note, { subjective: 'x' })).toMatchObject({ status: 400, body: { consistency_token: ['This field is required.'] } });
    expect(await patch(note, {})).toMatchObject({ status: 400, body: { non_field_errors: ['Nothing to update.'] } });
    expect((await patch(note, { subjective: 'x', consistency_token: note.consistency_token }, tokens.nurse!)).status).toBe(403);
    expect((await patch(note, { subjective: 'x', consistency_token: note.consistency_token }, otherPractice.physician!)).status).toBe(404);
  });
});

describe("a note's episode", () => {
  it('is linked without a token, a version or a new token, so the open form saves on after it', async () => {
    const p = await patient();
    const note = await newNote(p.id);
    const episode = await writeEpisode(practice, p.id);
    const linked = await patch(note, { episode });
    expect(linked).toMatchObject({ status: 200, body: { episode, version: 1, consistency_token: note.consistency_token } });
    const saved = await patch(note, { subjective: 'Na het koppelen', consistency_token: note.consistency_token });
    expect(saved).toMatchObject({ status: 200, body: { episode, version: 2 } });
    const elsewhere = await writeEpisode(practice, (await patient()).id);
    expect(await patch(note, { episode: elsewhere })).toMatchObject({ status: 400, body: { episode: [expect.any(String)] } });
    expect(await patch(note, { episode: null })).toMatchObject({ status: 200, body: { episode: null, version: 2 } });
  });

  it('is linked in the same save as note fields, and a refused link saves nothing', async () => {
    const p = await patient();
    const note = await newNote(p.id);
    const [episode, inactive] = await Promise.all([writeEpisode(practice, p.id), writeEpisode(practice, p.id, { active: false })]);
    const refused = await patch(note, { subjective: 'Met episode', episode: inactive, consistency_token: note.consistency_token });
    expect(refused).toMatchObject({ status: 400, body: { episode: [expect.any(String)] } });
    expect((await api('getDecursus', tokens.physician!, { params: { id: note.id } })).body).toMatchObject({ subjective: '', version: 1, episode: null });
    const saved = await patch(note, { subjective: 'Met episode', episode, consistency_token: note.consistency_token });
    expect(saved).toMatchObject({ status: 200, body: { subjective: 'Met episode', episode, version: 2 } });
    expect((await api('getDecursus', tokens.physician!, { params: { id: note.id } })).body).toMatchObject({ episode, version: 2 });
  });
});

describe('reverting a note', () => {
  it('writes a new version equal to the chosen one at both paths, and refuses a version that does not exist or a stale token', async () => {
    const note = await newNote();
    const v2 = (await patch(note, { subjective: 'Twee', icpc_subjective_id: 'A01', consistency_token: note.consistency_token })).body;
    const v3 = (await patch(note, { subjective: 'Drie', icpc_subjective_id: null, consistency_token: v2.consistency_token })).body;
    const reverted = await api('revertDecursus', tokens.physician!, { params: { id: note.id }, body: { version: 2, consistency_token: v3.consistency_token } });
    expect(reverted).toMatchObject({ status: 200, body: { subjective: 'Twee', icpc_subjective_id: 'A01', version: 4 } });
    const viaAlias = await api('revertDecursusAlias', tokens.physician!, { params: { id: note.id }, body: { version: 1 } });
    expect(viaAlias).toMatchObject({ status: 200, body: { subjective: '', icpc_subjective_id: null, version: 5 } });
    const revisions = (await api('listDecursusRevisions', tokens.physician!, { params: { id: note.id } })).body;
    expect(revisions.map((r) => [r.version, r.history_change_reason])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, 'Reverted to version 2'],
      [5, 'Reverted to version 1'],
    ]);
    expect(revisions[3]!.changes).toEqual(revisions[1]!.changes);
    const missing = await api('revertDecursus', tokens.physician!, { params: { id: note.id }, body: { version: 9 } });
    expect(missing).toMatchObject({ status: 400, body: { version: ['This version does not exist.'] } });
    const stale = await api('revertDecursus', tokens.physician!, { params: { id: note.id }, body: { version: 1, consistency_token: v3.consistency_token } });
    expect(stale.status).toBe(409);
  });
});

describe('Previous Decursus', () => {
  it('pages one note at a time before the current one, by cursor, in both directions', async () => {
    const p = await patient();
    const past = [];
    for (const days of [40, 30, 20, 10]) {
      past.push(
        await writeConsultation(practice, practice.users.physician, p.id, daysAgo(days), {
          note: { subjective: `${days} dagen geleden`, icpc_subjective_id: 'K86' },
        }),
      );
    }
    const current = await newNote(p.id);
    const around = (position: 'first' | 'previous' | 'next' | 'last', cursor?: string) =>
      api('previousDecursus', tokens.nurse!, { params: { id: current.id }, query: { position, ...(cursor ? { cursor } : {}) } }).then((r) => r.body);

    const last = await around('last');
    expect(last).toMatchObject({ decursus: { id: past[3]!.decursus.id, subjective: '10 dagen geleden' }, has_previous: true, has_next: false });
    expect(last.decursus?.icpc_subjective).toMatchObject({ code: 'K86' });
    const previous = await around('previous', last.cursor!);
    expect(previous).toMatchObject({ decursus: { id: past[2]!.decursus.id }, has_previous: true, has_next: true });
    const first = await around('first');
    expect(first).toMatchObject({ decursus: { id: past[0]!.decursus.id }, has_previous: false, has_next: true });
    const next = await around('next', first.cursor!);
    expect(next).toMatchObject({ decursus: { id: past[1]!.decursus.id }, has_previous: true, has_next: true });
    const newest = await around('next', previous.cursor!);
    expect(newest).toMatchObject({ decursus: { id: past[3]!.decursus.id }, has_next: false });
    expect(await around('previous', first.cursor!)).toMatchObject({ decursus: null, has_previous: false });
  });

  it("shows none for a patient's first consultation, and never a note of a later consultation", async () => {
    const p = await patient();
    const current = await newNote(p.id);
    await writeConsultation(practice, practice.users.physician, p.id, new Date(Date.now() + 60 * 60 * 1000));
    const none = (await api('previousDecursus', tokens.physician!, { params: { id: current.id }, query: {} })).body;
    expect(none).toEqual({ decursus: null, cursor: null, has_previous: false, has_next: false });
    const bad = await api.raw('previousDecursus', tokens.physician!, { params: { id: current.id }, query: { position: 'previous' } });
    expect(bad).toMatchObject({ status: 400, body: { cursor: ['This field is required.'] } });
  });
});

describe('the decursus cursors (issue 21 §7)', () => {
  const INVALID = { cursor: ['Invalid cursor.'] };
  /** A patient with three notes in the past and a current consultation, and the cursors both lists hand out. */
  async function cursorsOf() {
    const p = await patient();
    const past = [];
    for (const days of [6, 5, 4])
      past.push(await writeConsultation(practice, practice.users.physician, p.id, daysAgo(days), { note: { subjective: `${days}` } }));
    const current = await newNote(p.id);
    const listed = (await api('listPatientDecursus', tokens.nurse!, { params: { id: p.id }, query: { limit: 1 } })).body;
    const shown = (await api('previousDecursus', tokens.nurse!, { params: { id: current.id }, query: { position: 'last' } })).body;
    return { p, past, current, list: listed.next!, previous: shown.cursor! };
  }
  const listPage = (patientId: string, cursor: string) =>
    api.raw('listPatientDecursus', tokens.nurse!, { params: { id: patientId }, query: { limit: 1, cursor } });
  const around = (consultationId: string, cursor: string) =>
    api.raw('previousDecursus', tokens.nurse!, { params: { id: consultationId }, query: { position: 'previous', cursor } });

  it("show neither the note's date nor its id", async () => {
    const { past, current, list, previous } = await cursorsOf();
    const notes = [...past.map((c) => c.decursus), current];
    for (const cursor of [list, previous]) {
      expect(cursor).toMatch(/^[0-9A-Za-z_-]+$/);
      const text = `${cursor} ${Buffer.from(cursor, 'base64url').toString('latin1')}`;
      for (const note of notes) expect(text).not.toContain(note.id);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('refuse a changed, cut or made-up cursor, and the raw position they used to be', async () => {
    const { p, current, list, previous } = await cursorsOf();
    const flip = (cursor: string) => `${cursor.slice(0, 12)}${cursor[12] === 'A' ? 'B' : 'A'}${cursor.slice(13)}`;
    const raw = `${new Date().toISOString()}#${current.id}`;
    for (const bad of [flip(list), list.slice(0, -3), 'garbage', raw]) expect(await listPage(p.id, bad), bad).toMatchObject({ status: 400, body: INVALID });
    for (const bad of [flip(previous), previous.slice(0, -3), 'garbage', raw])
      expect(await around(current.id, bad), bad).toMatchObject({ status: 400, body: INVALID });
  });

  it("refuse another patient's cursor and the other list's", async () => {
    const a = await cursorsOf();
    const b = await cursorsOf();
    expect(await listPage(b.p.id, a.list)).toMatchObject({ status: 400, body: INVALID });
    expect(await around(b.current.id, a.previous)).toMatchObject({ status: 400, body: INVALID });
    expect(await listPage(a.p.id, a.previous)).toMatchObject({ status: 400, body: INVALID });
    expect(await around(a.current.id, a.list)).toMatchObject({ status: 400, body: INVALID });
    // Their own cursors still page on.
    expect((await listPage(a.p.id, a.list)).status).toBe(200);
    expect((await around(a.current.id, a.previous)).status).toBe(200);
  });
});

describe("a patient's notes", () => {
  it('are listed newest first, a page at a time by cursor', async () => {
    const p = await patient();
    for (const days of [5, 4, 3]) await writeConsultation(practice, practice.users.physician, p.id, daysAgo(days), { note: { subjective: `${days}` } });
    const page = async (cursor?: string) =>
      (await api('listPatientDecursus', tokens.nurse!, { params: { id: p.id }, query: { limit: 2, ...(cursor ? { cursor } : {}) } })).body;
    const one = await page();
    expect(one.results.map((n) => n.subjective)).toEqual(['3', '4']);
    const two = await page(one.next!);
    expect(two).toMatchObject({ results: [{ subjective: '5' }], next: null });
    expect((await api('listPatientDecursus', otherPractice.physician!, { params: { id: p.id } })).status).toBe(404);
  });
});
