import { ulid } from 'ulid';
import { AUDIT_LOG_COUNT_WINDOW } from '@praktijk/shared/constants';
import { auditPut } from '@praktijk/functions/lib/data/audit';
import { putAll } from '../../infra/local/seed/batch-put';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// A patient's memo, relations, insurances, logs and portal code.
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};
const patient = async (overrides: Partial<Parameters<typeof newPatientBody>[0]> = {}) =>
  (await api('createPatient', tokens.administration!, { body: newPatientBody(overrides) })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.administration);
});

describe('memo', () => {
  it('is created once, then updated under its token; nurses may only read it', async () => {
    const p = await patient();
    expect((await api('getMemo', tokens.nurse!, { params: { id: p.id } })).body).toBeNull();
    const created = await api('createMemo', tokens.administration!, { body: { patient: p.id, description: 'Spreekt alleen Sranantongo.' } });
    expect(created.status).toBe(201);
    expect((await api('createMemo', tokens.administration!, { body: { patient: p.id, description: 'x' } })).status).toBe(400);
    const memo = created.body;
    expect(
      (await api('updateMemo', tokens.nurse!, { params: { id: memo.id }, body: { description: 'y', consistency_token: memo.consistency_token } })).status,
    ).toBe(403);
    const updated = await api('updateMemo', tokens.physician!, {
      params: { id: memo.id },
      body: { description: 'Spreekt Sranantongo en Nederlands.', consistency_token: memo.consistency_token },
    });
    expect(updated.status).toBe(200);
    expect(
      (await api('updateMemo', tokens.physician!, { params: { id: memo.id }, body: { description: 'z', consistency_token: memo.consistency_token } })).status,
    ).toBe(409);
    expect((await api('getMemo', tokens.nurse!, { params: { id: p.id } })).body).toMatchObject({ description: 'Spreekt Sranantongo en Nederlands.' });
    expect(
      (
        await api('updateMemo', tokens.other!, {
          params: { id: memo.id },
          body: { description: 'z', consistency_token: updated.body.consistency_token },
        })
      ).status,
    ).toBe(404);
  });
});

describe('relations', () => {
  it('finds candidates by full name, relates, changes the type and removes', async () => {
    const mother = await patient({ first_name: 'Sylvia', surname: 'Abauna', date_of_birth: '1960-03-08' });
    const son = await patient({ first_name: 'Marlon', surname: 'Abauna', date_of_birth: '1988-09-21' });
    const found = await api('searchRelatable', tokens.nurse!, { params: { id: son.id }, query: { search: 'sylvia abau' } });
    expect(found.body.map((r) => r.id)).toEqual([mother.id]);
    const created = await api('createRelation', tokens.administration!, { body: { patient: son.id, to_patient: mother.id, relation_id: 'MTH' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ to_patient: mother.id, name: 'Sylvia Abauna', date_of_birth: '1960-03-08' });
    expect((await api('searchRelatable', tokens.nurse!, { params: { id: son.id }, query: { search: 'sylvia' } })).body).toEqual([]);
    expect((await api('createRelation', tokens.administration!, { body: { patient: son.id, to_patient: mother.id, relation_id: 'MTH' } })).status).toBe(400);
    expect((await api('createRelation', tokens.nurse!, { body: { patient: son.id, to_patient: mother.id, relation_id: 'x' } })).status).toBe(403);
    const rel = created.body;
    const changed = await api('updateRelation', tokens.administration!, {
      params: { id: rel.id },
      body: { relation_id: 'GUARD', consistency_token: rel.consistency_token },
    });
    expect(changed.body).toMatchObject({ relation_id: 'GUARD' });
    expect((await api('deleteRelation', tokens.administration!, { params: { id: rel.id }, query: { consistency_token: rel.consistency_token } })).status).toBe(
      409,
    );
    expect((await api('deleteRelation', tokens.other!, { params: { id: rel.id }, query: { consistency_token: changed.body.consistency_token } })).status).toBe(
      404,
    );
    expect(
      (await api('deleteRelation', tokens.administration!, { params: { id: rel.id }, query: { consistency_token: changed.body.consistency_token } })).status,
    ).toBe(204);
    expect((await api('listRelations', tokens.nurse!, { params: { id: son.id } })).body).toEqual([]);
  });

  it('is stored once and listed on both patients, the other way round on the related one (issue 9.7)', async () => {
    const father = await patient({ first_name: 'André', surname: 'Chin A Lin', date_of_birth: '1958-01-12' });
    const daughter = await patient({ first_name: 'Maria', surname: 'Chin A Lin', date_of_birth: '1990-06-30' });
    const rel = (await api('createRelation', tokens.administration!, { body: { patient: daughter.id, to_patient: father.id, relation_id: 'FTH' } })).body;
    expect(rel).toMatchObject({ patient_id: daughter.id, to_patient: father.id, name: 'André Chin A Lin', inverse: false });
    const onDaughter = (await api('listRelations', tokens.nurse!, { params: { id: daughter.id } })).body;
    expect(onDaughter).toEqual([expect.objectContaining({ id: rel.id, name: 'André Chin A Lin', inverse: false })]);
    const onFather = (await api('listRelations', tokens.nurse!, { params: { id: father.id } })).body;
    expect(onFather).toEqual([
      expect.objectContaining({
        id: rel.id,
        relation_id: 'FTH',
        patient_id: daughter.id,
        name: 'Maria Chin A Lin',
        date_of_birth: '1990-06-30',
        inverse: true,
      }),
    ]);
    // Related either way: the father can neither find nor add his daughter a second time.
    expect((await api('searchRelatable', tokens.nurse!, { params: { id: father.id }, query: { search: 'maria chin' } })).body).toEqual([]);
    const again = await api('createRelation', tokens.administration!, { body: { patient: father.id, to_patient: daughter.id, relation_id: 'CHILD' } });
    expect(again.status).toBe(400);
    expect(errorBody(again)).toEqual({ to_patient: ['This patient is already a relation.'] });
    // Removed from the father's side, it is gone from both, and either may relate again.
    expect((await api('deleteRelation', tokens.administration!, { params: { id: rel.id }, query: { consistency_token: rel.consistency_token } })).status).toBe(
      204,
    );
    expect((await api('listRelations', tokens.nurse!, { params: { id: daughter.id } })).body).toEqual([]);
    expect((await api('listRelations', tokens.nurse!, { params: { id: father.id } })).body).toEqual([]);
    expect((await api('createRelation', tokens.administration!, { body: { patient: father.id, to_patient: daughter.id, relation_id: 'CHILD' } })).status).toBe(
      201,
    );
  });

  it("refuses another practice's patient and self-relations", async () => {
    const p = await patient();
    const stranger = (await api('createPatient', tokens.other!, { body: newPatientBody() })).body;
    const res = await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: stranger.id, relation_id: 'x' } });
    expect(res.body).toEqual({ to_patient: ['Choose a patient of this practice.'] });
    expect((await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: p.id, relation_id: 'x' } })).status).toBe(400);
  });
});

describe('insurances', () => {
  const body = insuranceFields;

  it('keeps one primary and one secondary, updated under their tokens', async () => {
    const p = await patient();
    const primary = await api('createInsurance', tokens.administration!, { body: { ...body(), patient: p.id, is_primary: true } });
    expect(primary.status).toBe(201);
    expect((await api('createInsurance', tokens.administration!, { body: { ...body(), patient: p.id, is_primary: true } })).body).toEqual({
      non_field_errors: ['This patient already has a primary insurance.'],
    });
    expect((await api('createInsurance', tokens.administration!, { body: { ...body(), patient: p.id, is_primary: false } })).status).toBe(201);
    const ins = primary.body;
    const updated = await api('updateInsurance', tokens.administration!, {
      params: { id: ins.id },
      body: { ...body({ number: '999' }), consistency_token: ins.consistency_token },
    });
    expect(updated.body).toMatchObject({ number: '999', is_primary: true });
    expect(
      (await api('updateInsurance', tokens.administration!, { params: { id: ins.id }, body: { ...body(), consistency_token: ins.consistency_token } })).status,
    ).toBe(409);
    expect(
      (await api('updateInsurance', tokens.nurse!, { params: { id: ins.id }, body: { ...body(), consistency_token: ins.consistency_token } })).status,
    ).toBe(403);
    const list = (await api('listInsurances', tokens.nurse!, { params: { id: p.id } })).body;
    expect(list.map((i) => i.is_primary)).toEqual([true, false]);
  });

  it('refuses a type of another company and unknown codes', async () => {
    const p = await patient();
    const mixed = await api('createInsurance', tokens.administration!, {
      body: { ...body({ company_id: 'ASSURIA', type_id: 'SZF-BZV' }), patient: p.id, is_primary: true },
    });
    expect(mixed.body).toEqual({ type_id: ['This type does not belong to the chosen company.'] });
    const unknown = await api.raw('createInsurance', tokens.administration!, { body: { ...body({ company_id: 'NOPE' }), patient: p.id, is_primary: true } });
    expect(unknown.body).toEqual({ company_id: ['Select a valid choice.'] });
    const other = await patient();
    const relation = await api.raw('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'ALIEN' } });
    expect(relation.body).toEqual({ relation_id: ['Select a valid choice.'] });
  });

  it('refuses missing fields and expiry before effect', async () => {
    const p = await patient();
    const res = await api.raw('createInsurance', tokens.administration!, {
      body: { patient: p.id, is_primary: true, company_id: '', number: '', effective_date: '2026-05-01', expiry_date: '2026-01-01', type_id: 'x' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(errorBody(res)).sort()).toEqual(['company_id', 'expiry_date', 'number']);
  });
});

describe('logs and portal code', () => {
  it('lists every write under the patient, newest first, filterable by model, 10 a page', async () => {
    const p = await patient();
    await api('createMemo', tokens.administration!, { body: { patient: p.id, description: 'Eerste notitie' } });
    const updated = await api('updatePatient', tokens.administration!, {
      params: { id: p.id },
      body: { ...newPatientBody({ surname: 'Lieuw' }), consistency_token: p.consistency_token },
    });
    expect(updated.status).toBe(200);
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id } })).body;
    expect(logs.results.map((l) => `${l.model_name}${l.log_type}`)).toEqual(['patient~', 'memo+', 'patient+']);
    expect(logs.results[0]!.changes).toContainEqual({ field: 'surname', old: 'Kromodimedjo', new: 'Lieuw' });
    expect(logs.results[0]!.username).toBe(practice.users.administration.email);
    const memoOnly = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'memo' } })).body;
    expect(memoOnly.results).toHaveLength(1);
    expect((await api('listLogs', tokens.nurse!, { params: { id: p.id } })).status).toBe(403);
    expect((await api('listLogs', tokens.other!, { params: { id: p.id } })).status).toBe(404);
    expect((await api('listLogTypes', tokens.physician!, { params: { id: p.id } })).status).toBe(200);
    expect((await api('listAllLogTypes', tokens.physician!)).status).toBe(200);
  });

  it("says who wrote by name, names a relation's other patient and leaves out fields that stayed empty (issue 9.6)", async () => {
    const p = await patient({ first_name: 'Maria', surname: 'Abauna' });
    const other = await patient({ first_name: 'André', surname: 'Chin A Lin' });
    const rel = (await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'FTH' } })).body;
    await api('updateRelation', tokens.administration!, { params: { id: rel.id }, body: { relation_id: 'GUARD', consistency_token: rel.consistency_token } });
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id } })).body;
    const admin = practice.users.administration;
    expect(logs.results.map((l) => [l.model_name, l.log_type, l.object_name])).toEqual([
      ['relation', '~', 'André Chin A Lin'],
      ['relation', '+', 'André Chin A Lin'],
      ['patient', '+', 'Maria Abauna'],
    ]);
    for (const entry of logs.results) expect(entry.user_name).toBe(`${admin.firstName} ${admin.lastName}`);
    expect(logs.patient_names[other.id]).toBe('André Chin A Lin');
    expect(logs.results[0]!.changes).toEqual([{ field: 'relation_id', old: 'FTH', new: 'GUARD' }]);
    const created = logs.results[2]!.changes;
    const empty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0) || v === false;
    expect(created.filter((c) => empty(c.old) && empty(c.new))).toEqual([]);
    expect(created.map((c) => c.field)).toContain('first_name');
  });

  it("counts the whole log for the footer's 'of Z', also when a page ends it exactly (issue 21 §8)", async () => {
    const p = await patient();
    const memo = (await api('createMemo', tokens.administration!, { body: { patient: p.id, description: 'Notitie 1' } })).body;
    let token = memo.consistency_token;
    for (let n = 2; n <= 9; n += 1) {
      const saved = await api('updateMemo', tokens.administration!, {
        params: { id: memo.id },
        body: { description: `Notitie ${n}`, consistency_token: token },
      });
      token = saved.body.consistency_token;
    }
    // The patient's creation, the memo's and 8 changes: 10 entries, one page.
    const first = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { limit: 10 } })).body;
    expect(first.results).toHaveLength(10);
    expect(first.count).toBe(10);
    expect((await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'memo' } })).body.count).toBe(9);
    await api('updateMemo', tokens.administration!, { params: { id: memo.id }, body: { description: 'Notitie 10', consistency_token: token } });
    const grown = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { limit: 10 } })).body;
    expect(grown).toMatchObject({ count: 11, next: expect.any(String) });
    const second = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { limit: 10, cursor: grown.next! } })).body;
    expect(second.results.map((l) => `${l.model_name}${l.log_type}`)).toEqual(['patient+']);
    expect(second.count).toBe(11);
    // Under the bound the count is exact, never a lower bound.
    for (const page of [first, grown, second]) expect(page.count_at_least).toBeUndefined();
  });

  it("counts a long log up to the bound from the page's start: 'of 200+' beyond it, exact once fewer remain (issue 21 §8)", async () => {
    const p = await patient();
    // Years of entries, written straight into the table as the writes' transactions put them.
    const seeded = AUDIT_LOG_COUNT_WINDOW + 5;
    const start = Date.parse('2020-01-01T08:00:00.000Z');
    const entry = { tenantId: practice.id, subjectId: p.id, objectId: p.id, logType: '~' as const, userId: 'U1', username: 'seed@praktijk.test' };
    await putAll(
      Array.from(
        { length: seeded },
        (_, n) =>
          auditPut({ ...entry, model: 'memo', changes: [{ field: 'description', old: `${n}`, new: `${n + 1}` }] }, new Date(start + n * 3_600_000)).Put.Item,
      ),
    );
    const logs = (query: { model?: string; cursor?: string }) => api('listLogs', tokens.physician!, { params: { id: p.id }, query: { limit: 10, ...query } });

    const first = (await logs({})).body;
    expect(first).toMatchObject({ count: AUDIT_LOG_COUNT_WINDOW, count_at_least: true, next: expect.any(String) });
    expect(first.results).toHaveLength(10);
    const memo = (await logs({ model: 'memo' })).body;
    expect(memo).toMatchObject({ count: AUDIT_LOG_COUNT_WINDOW, count_at_least: true });
    // From the second page's start seeded + 1 - 10 entries remain: fewer than the bound, so exact.
    const second = (await logs({ cursor: first.next! })).body;
    expect(second.count).toBe(seeded + 1);
    expect(second.count_at_least).toBeUndefined();
    expect(second.results[0]!.id).not.toBe(first.results[9]!.id);
    const memoSecond = (await logs({ model: 'memo', cursor: memo.next! })).body;
    expect(memoSecond).toMatchObject({ count: seeded });
    // A cursor of the whole log does not page the memo part, nor another patient's log.
    expect((await api.raw('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'memo', cursor: first.next! } })).status).toBe(400);
    const someoneElse = await patient();
    expect((await api.raw('listLogs', tokens.physician!, { params: { id: someoneElse.id }, query: { cursor: first.next! } })).status).toBe(400);
  });

  it('makes a portal code from the ID number, or says one is needed', async () => {
    const withId = await patient({ id_number: 'FB-123456' });
    const code = await api('getPortalCode', tokens.nurse!, { params: { id: withId.id } });
    expect(code.body.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect((await api('getPortalCode', tokens.nurse!, { params: { id: withId.id } })).body).toEqual(code.body);
    const without = await patient();
    expect((await api('getPortalCode', tokens.nurse!, { params: { id: without.id } })).body).toEqual({
      non_field_errors: ['Patient ID, Passport or Licence number is required for generating code'],
    });
    expect((await api('getPortalCode', tokens.nurse!, { params: { id: ulid() } })).status).toBe(404);
  });
});

describe('permission before input (issue 8.5)', () => {
  it("answers a nurse's write with 403 whatever the body, path or query holds", async () => {
    const p = await patient();
    const garbage = { first_name: 42, date_of_birth: 'yesterday', consistency_token: '' };
    const put = await api.raw('updatePatient', tokens.nurse!, { params: { id: p.id }, body: garbage });
    expect(put.status).toBe(403);
    expect((await api.raw('updatePatient', tokens.nurse!, { params: { id: 'not-an-id' }, body: garbage })).status).toBe(403);
    expect((await api.raw('createInsurance', tokens.nurse!, { body: { patient: 'x' } })).status).toBe(403);
    expect((await api.raw('updateMemo', tokens.nurse!, { params: { id: 'not-an-id' }, body: [] })).status).toBe(403);
    expect((await api.raw('deleteRelation', tokens.nurse!, { params: { id: 'not-an-id' }, query: { consistency_token: '' } })).status).toBe(403);
    // A caller with the permission still gets the field errors.
    expect((await api.raw('updatePatient', tokens.administration!, { params: { id: p.id }, body: garbage })).status).toBe(400);
  });
});
