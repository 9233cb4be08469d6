import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DECURSUS_TEXT_MAX, type Decursus } from '@praktijk/shared/schemas/decursus';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { draftKey, type DraftOwner } from '@praktijk/functions/decursus/drafts/items';
import { errorBody, type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Drafts (issue 21 §1): a physician's unsaved decursus (and General History) kept on the server
// per user beside the record: never another user's, never another practice's, bounded like the
// record's fields, audited, removed by the note's save, and gone after its expiry even before the
// table's TTL deletes it.
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

async function newNote(): Promise<Decursus> {
  const { id } = await patient();
  const c = await api('createConsultation', tokens.physician!, { params: { id }, body: { reason_type: reasonType, reason: 'Klachten', is_walkin: true } });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return (await api('getDecursus', tokens.physician!, { params: { id: c.body.id } })).body;
}

const putDraft = (note: Decursus, body: Record<string, unknown>, token = tokens.physician!) =>
  api.raw('saveDecursusDraft', token, { params: { id: note.id }, body: { base_token: note.consistency_token, ...body } });
const getDraft = (note: Pick<Decursus, 'id'>, token = tokens.physician!) => api('getDecursusDraft', token, { params: { id: note.id } });
const draftLogs = async (patientId: string, model: string) =>
  (await api('listLogs', tokens.staff!, { params: { id: patientId }, query: { model } })).body.results;

describe('decursus drafts', () => {
  it('keeps, returns and discards the caller own draft, never a revision', async () => {
    const note = await newNote();
    expect((await getDraft(note)).body).toEqual({ draft: null });
    const put = await putDraft(note, { subjective: 'Hoofdpijn sinds gisteren', objective: 'RR 150/95' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const got = await getDraft(note);
    expect(got.status).toBe(200);
    expect(got.body.draft).toMatchObject({
      subjective: 'Hoofdpijn sinds gisteren',
      objective: 'RR 150/95',
      evaluation: '',
      base_token: note.consistency_token,
    });
    expect(Date.parse(got.body.draft!.updated_date)).toBeGreaterThan(Date.now() - 60_000);
    // Not a revision and not the note: the note itself is as it was.
    expect((await api('getDecursus', tokens.physician!, { params: { id: note.id } })).body).toMatchObject({ subjective: '', version: 1 });
    expect((await api('listDecursusRevisions', tokens.physician!, { params: { id: note.id } })).body).toHaveLength(1);

    expect((await api.raw('deleteDecursusDraft', tokens.physician!, { params: { id: note.id } })).status).toBe(204);
    expect((await getDraft(note)).body).toEqual({ draft: null });
    // Discarding twice is no error.
    expect((await api.raw('deleteDecursusDraft', tokens.physician!, { params: { id: note.id } })).status).toBe(204);
  });

  it('is never shown to another user of the practice, and each user keeps their own', async () => {
    const note = await newNote();
    await putDraft(note, { subjective: 'Van de arts' });
    expect((await getDraft(note, tokens.staff!)).body).toEqual({ draft: null });
    await putDraft(note, { subjective: 'Van staff' }, tokens.staff!);
    expect((await getDraft(note)).body.draft?.subjective).toBe('Van de arts');
    expect((await getDraft(note, tokens.staff!)).body.draft?.subjective).toBe('Van staff');
    // Another user's discard leaves the physician's draft.
    await api.raw('deleteDecursusDraft', tokens.staff!, { params: { id: note.id } });
    expect((await getDraft(note)).body.draft?.subjective).toBe('Van de arts');
  });

  it("answers 404 for another practice's note on every draft route", async () => {
    const note = await newNote();
    await putDraft(note, { subjective: 'Geheim' });
    const foreign = otherPractice.physician!;
    expect((await api.raw('getDecursusDraft', foreign, { params: { id: note.id } })).status).toBe(404);
    expect((await putDraft(note, { subjective: 'Overschreven' }, foreign)).status).toBe(404);
    expect((await api.raw('deleteDecursusDraft', foreign, { params: { id: note.id } })).status).toBe(404);
    expect((await getDraft(note)).body.draft?.subjective).toBe('Geheim');
  });

  it('is removed by saving the note, in the same write', async () => {
    const note = await newNote();
    await putDraft(note, { subjective: 'Bijna klaar' });
    const saved = await api.raw('updateDecursus', tokens.physician!, {
      params: { id: note.id },
      body: { subjective: 'Klaar', consistency_token: note.consistency_token },
    });
    expect(saved.status).toBe(200);
    expect((await getDraft(note)).body).toEqual({ draft: null });
  });

  it('stays when the save is refused (409: the typed text is not lost)', async () => {
    const note = await newNote();
    await api('updateDecursus', tokens.staff!, {
      params: { id: note.id },
      body: { subjective: 'Andere schrijver', consistency_token: note.consistency_token },
    });
    await putDraft(note, { subjective: 'Mijn tekst' });
    const stale = await api.raw('updateDecursus', tokens.physician!, {
      params: { id: note.id },
      body: { subjective: 'Mijn tekst', consistency_token: note.consistency_token },
    });
    expect(stale.status).toBe(409);
    expect((await getDraft(note)).body.draft?.subjective).toBe('Mijn tekst');
  });

  it('is not returned once expired, although the TTL has not deleted it yet', async () => {
    const note = await newNote();
    await putDraft(note, { subjective: 'Oud concept' });
    const owner: DraftOwner = { kind: 'decursus', recordId: note.id, userId: practice.users.physician.id };
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: draftKey(tenantData(practice.id), owner),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    expect((await getDraft(note)).body).toEqual({ draft: null });
  });

  it('is audited: created, changed with its text, deleted', async () => {
    const note = await newNote();
    await putDraft(note, { subjective: 'Eerste' });
    await putDraft(note, { subjective: 'Tweede' });
    await api.raw('deleteDecursusDraft', tokens.physician!, { params: { id: note.id } });
    const logs = await draftLogs(note.patient_id, 'decursus_draft');
    expect(logs.map((entry) => entry.log_type)).toEqual(['-', '~', '+']);
    expect(logs.every((entry) => entry.object_id === note.id && entry.username === practice.users.physician.email)).toBe(true);
    expect(logs[1]!.changes).toEqual([{ field: 'subjective', old: 'Eerste', new: 'Tweede' }]);
  });

  it('refuses oversize text and a missing base token with field errors (400)', async () => {
    const note = await newNote();
    const big = await putDraft(note, { subjective: 'x'.repeat(DECURSUS_TEXT_MAX + 1) });
    expect(big.status).toBe(400);
    expect(errorBody(big).subjective).toEqual([`Ensure this field has no more than ${DECURSUS_TEXT_MAX} characters.`]);
    const noToken = await api.raw('saveDecursusDraft', tokens.physician!, { params: { id: note.id }, body: { subjective: 'x' } });
    expect(noToken.status).toBe(400);
    expect(errorBody(noToken).base_token).toHaveLength(1);
    expect((await getDraft(note)).body).toEqual({ draft: null });
  });

  it('is kept only by who may change the note (403 before the body is read)', async () => {
    const note = await newNote();
    const noPermission = await api.raw('saveDecursusDraft', tokens.administration!, { params: { id: note.id }, body: { garbage: true } });
    expect(noPermission.status).toBe(403);
  });
});

describe('General History drafts', () => {
  it('keeps the caller own draft of a patient history, audited, 404 for another practice, bounded', async () => {
    const { id } = await patient();
    expect((await api('getHistoryDraft', tokens.physician!, { params: { id } })).body).toEqual({ draft: null });
    const put = await api.raw('saveHistoryDraft', tokens.physician!, { params: { id }, body: { description: 'Astma sinds jeugd', icpc_ids: ['R96'] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await api('getHistoryDraft', tokens.physician!, { params: { id } })).body.draft).toMatchObject({
      description: 'Astma sinds jeugd',
      icpc_ids: ['R96'],
      base_token: null,
    });
    expect((await api('getHistoryDraft', tokens.staff!, { params: { id } })).body).toEqual({ draft: null });
    expect((await api.raw('getHistoryDraft', otherPractice.physician!, { params: { id } })).status).toBe(404);
    const big = await api.raw('saveHistoryDraft', tokens.physician!, { params: { id }, body: { description: 'x'.repeat(10_001), icpc_ids: [] } });
    expect(big.status).toBe(400);
    expect(errorBody(big).description).toHaveLength(1);
    expect((await api.raw('deleteHistoryDraft', tokens.physician!, { params: { id } })).status).toBe(204);
    expect((await api('getHistoryDraft', tokens.physician!, { params: { id } })).body).toEqual({ draft: null });
    expect((await draftLogs(id, 'history_draft')).map((entry) => entry.log_type)).toEqual(['-', '+']);
  });
});
