import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 7 §3 and 8.1: one-per-patient and no-duplicate rules hold under concurrency. Each rule is
// a guard item written in the record's own transaction, so of 20 concurrent creates exactly one
// is stored and the others answer the spec's 400.
const CONCURRENT = 20;
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
const insurance = insuranceFields;

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  Object.assign(tokens, await roleTokens(practice));
});

async function race<T>(create: (i: number) => Promise<ApiResponse<T>>) {
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => create(i)));
  const won = answers.filter((a) => a.status === 201);
  const lost = answers.filter((a) => a.status !== 201);
  return { won, lost };
}

describe('uniqueness under concurrency', () => {
  it('stores exactly one of 20 concurrent memos', async () => {
    const p = await patient();
    const { won, lost } = await race((i) => api('createMemo', tokens.administration!, { body: { patient: p.id, description: `Notitie ${i}` } }));
    expect(won).toHaveLength(1);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { non_field_errors: ['This patient already has a memo.'] } });
    const memo = (await api('getMemo', tokens.nurse!, { params: { id: p.id } })).body;
    expect(memo?.id).toBe(won[0]!.body.id);
  });

  it('stores exactly one of 20 concurrent primary insurances, and a secondary beside it', async () => {
    const p = await patient();
    const { won, lost } = await race((i) =>
      api('createInsurance', tokens.administration!, { body: { ...insurance({ number: `N-${i}` }), patient: p.id, is_primary: true } }),
    );
    expect(won).toHaveLength(1);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { non_field_errors: ['This patient already has a primary insurance.'] } });
    expect((await api('createInsurance', tokens.administration!, { body: { ...insurance(), patient: p.id, is_primary: false } })).status).toBe(201);
    const again = await api('createInsurance', tokens.administration!, { body: { ...insurance(), patient: p.id, is_primary: false } });
    expect(again.body).toEqual({ non_field_errors: ['This patient already has a secondary insurance.'] });
    const list = (await api('listInsurances', tokens.nurse!, { params: { id: p.id } })).body;
    expect(list.map((i) => [i.is_primary, i.id === won[0]!.body.id || !i.is_primary])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('stores exactly one of 20 concurrent identical relations', async () => {
    const [p, other] = [await patient(), await patient()];
    const { won, lost } = await race(() =>
      api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'MTH' } }),
    );
    expect(won).toHaveLength(1);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { to_patient: ['This patient is already a relation.'] } });
    const list = (await api('listRelations', tokens.nurse!, { params: { id: p.id } })).body;
    expect(list.map((r) => r.id)).toEqual([won[0]!.body.id]);
  });

  it('keeps the guard when a relation changes type, and releases it when the relation is removed', async () => {
    const [p, other] = [await patient(), await patient()];
    const created = (await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'MTH' } })).body;
    const changed = await api('updateRelation', tokens.administration!, {
      params: { id: created.id },
      body: { relation_id: 'GUARD', consistency_token: created.consistency_token },
    });
    expect(changed.status).toBe(200);
    const duplicate = await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'GUARD' } });
    expect(duplicate.body).toEqual({ to_patient: ['This patient is already a relation.'] });
    const removed = await api('deleteRelation', tokens.administration!, {
      params: { id: created.id },
      query: { consistency_token: changed.body.consistency_token },
    });
    expect(removed.status).toBe(204);
    const recreated = await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: other.id, relation_id: 'MTH' } });
    expect(recreated.status).toBe(201);
    expect((await api('listRelations', tokens.nurse!, { params: { id: p.id } })).body.map((r) => r.id)).toEqual([recreated.body.id]);
  });

  it('guards per patient: another patient may have its own memo and relation to the same person', async () => {
    const [a, b, shared] = [await patient(), await patient(), await patient()];
    for (const p of [a, b]) {
      expect((await api('createMemo', tokens.administration!, { body: { patient: p.id, description: 'x' } })).status).toBe(201);
      expect((await api('createRelation', tokens.administration!, { body: { patient: p.id, to_patient: shared.id, relation_id: 'MTH' } })).status).toBe(201);
    }
  });
});
