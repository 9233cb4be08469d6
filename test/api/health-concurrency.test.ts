import { ALLERGY_RECORDED } from '@praktijk/shared/records/allergies';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 12: the Health tab's one-per-patient rules and its list counts hold under concurrency.
// A blood type and a patient's allergen are guard items in the create's own transaction, so of
// concurrent creates exactly one is stored and the others answer the spec's 400; the count of a
// long list moves in every create's transaction (ADD), so it never loses an increment.
let api: TypedApi;
const tokens: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  Object.assign(tokens, await roleTokens(await createTestPractice()));
});

async function race<T>(times: number, create: (i: number) => Promise<ApiResponse<T>>) {
  const answers = await Promise.all(Array.from({ length: times }, (_, i) => create(i)));
  return { won: answers.filter((a) => a.status === 201), lost: answers.filter((a) => a.status !== 201) };
}

describe('health records under concurrency', () => {
  it('stores exactly one of 20 concurrent blood types', async () => {
    const p = await patient();
    const types = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'];
    const { won, lost } = await race(20, (i) =>
      api.raw('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: types[i % 8] } }),
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { non_field_errors: ['This patient already has a blood type.'] } });
    const stored = (await api('getBloodType', tokens.nurse!, { params: { id: p.id } })).body;
    expect(stored).toMatchObject({ id: (won[0]!.body as { id: string }).id, version: 1 });
    expect((await api('listBloodTypeRevisions', tokens.nurse!, { params: { id: stored!.id } })).body).toHaveLength(1);
  });

  it('stores exactly one of 10 concurrent allergies of the same allergen', async () => {
    const p = await patient();
    const severities = ['MILD', 'MOD', 'SEV', 'ANA'];
    const { won, lost } = await race(10, (i) =>
      api.raw('createAllergy', tokens.nurse!, {
        body: { patient: p.id, decursus: null, allergy_type_id: 'INSECT', allergy_code_id: 'INS-BEE', allergy_severity_id: severities[i % 4] },
      }),
    );
    expect(won).toHaveLength(1);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { allergy_code_id: [ALLERGY_RECORDED] } });
    const list = (await api('listAllergies', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect([list.count, list.results.map((a) => a.id)]).toEqual([1, [(won[0]!.body as { id: string }).id]]);
  });

  it('counts 20 concurrent vital functions as 20', async () => {
    const p = await patient();
    const { won, lost } = await race(20, (i) =>
      api.raw('createVitalsOutsideConsultation', tokens.nurse!, {
        params: { id: p.id },
        body: { pulse_rate: 60 + i, administrative_datetime: `2025-08-${String(i + 1).padStart(2, '0')}T07:45` },
      }),
    );
    expect(lost.map((a) => [a.status, a.body])).toEqual([]);
    expect(won).toHaveLength(20);
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = (await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: { limit: 8, ...(cursor ? { cursor } : {}) } })).body;
      expect(page.count).toBe(20);
      ids.push(...page.results.map((r) => r.id));
      if (!page.next) break;
      cursor = page.next;
    }
    expect(new Set(ids).size).toBe(20);
  });

  it('counts down exactly when 10 of them are deleted at once', async () => {
    const p = await patient();
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        (
          await api('createVitalsOutsideConsultation', tokens.nurse!, {
            params: { id: p.id },
            body: { saturation: 90 + (i % 10), administrative_datetime: `2025-09-${10 + i}T12:00` },
          })
        ).body,
      );
    const removed = await Promise.all(
      made.slice(0, 10).map((v) => api.raw('deleteVitals', tokens.physician!, { params: { id: v.id }, query: { consistency_token: v.consistency_token } })),
    );
    expect(removed.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 204));
    const page = (await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect([page.count, page.results.map((r) => r.id).sort()]).toEqual([
      2,
      made
        .slice(10)
        .map((v) => v.id)
        .sort(),
    ]);
  });
});
