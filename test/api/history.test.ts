import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// General History (issue 10 §4 and §7, spec 3 §2-§5): one per patient, up to five ICPC-2 codes,
// numbered revisions written with every save, and a revert that is itself a new version.
let api: TypedApi;
const tokens: Record<string, string> = {};
const otherPractice: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(otherPractice, await roleTokens(other));
});

async function newHistory(description = 'Appendectomie 1998.', icpc_ids = ['D88']) {
  const p = await patient();
  const created = await api('createHistory', tokens.physician!, { body: { patient: p.id, description, icpc_ids } });
  expect(created.status).toBe(201);
  return { patient: p, history: created.body };
}

describe('General History', () => {
  it('is created once, read by the patient, and starts at version 1', async () => {
    const { patient: p, history } = await newHistory();
    expect(history).toMatchObject({ patient_id: p.id, description: 'Appendectomie 1998.', icpc_ids: ['D88'], version: 1 });
    expect((await api('getHistory', tokens.nurse!, { params: { id: p.id } })).body).toMatchObject({ id: history.id, version: 1 });
    const again = await api('createHistory', tokens.physician!, { body: { patient: p.id, description: 'Tweede' } });
    expect(again).toMatchObject({ status: 400, body: { non_field_errors: ['This patient already has a general history.'] } });
  });

  it('answers null for a patient without one', async () => {
    const p = await patient();
    expect((await api('getHistory', tokens.physician!, { params: { id: p.id } })).body).toBeNull();
  });

  it('keeps every save as a numbered revision and reverts to a chosen version as a new one', async () => {
    const { history } = await newHistory('Eerste versie', ['D88']);
    const second = await api('updateHistory', tokens.physician!, {
      params: { id: history.id },
      body: { description: 'Tweede versie', icpc_ids: ['D88', 'K86'], consistency_token: history.consistency_token },
    });
    expect(second.body).toMatchObject({ version: 2, icpc_ids: ['D88', 'K86'] });

    const revisions = (await api('listHistoryRevisions', tokens.nurse!, { params: { id: history.id } })).body;
    expect(revisions.map((r) => r.version)).toEqual([1, 2]);
    expect(revisions[0]!.changes).toEqual([
      { field: 'description', value: 'Eerste versie' },
      { field: 'icpc_ids', value: ['D88'] },
    ]);
    expect(revisions[1]).toMatchObject({ history_change_reason: null, history_user: expect.stringMatching(/\S/) });

    const reverted = await api('revertHistory', tokens.physician!, { params: { id: history.id }, body: { version: 1 } });
    expect(reverted.body).toMatchObject({ version: 3, description: 'Eerste versie', icpc_ids: ['D88'] });
    const after = (await api('listHistoryRevisions', tokens.physician!, { params: { id: history.id } })).body;
    expect(after.map((r) => [r.version, r.history_change_reason])).toEqual([
      [1, null],
      [2, null],
      [3, 'Reverted to version 1'],
    ]);
    expect(after[2]!.changes).toEqual(after[0]!.changes);
  });

  it('answers the same revert at spec 1 §7 path, and refuses a version that does not exist', async () => {
    const { history } = await newHistory('Een', []);
    await api('updateHistory', tokens.physician!, {
      params: { id: history.id },
      body: { description: 'Twee', icpc_ids: [], consistency_token: history.consistency_token },
    });
    const viaAlias = await api('revertHistoryAlias', tokens.physician!, { params: { id: history.id }, body: { version: 1 } });
    expect(viaAlias.body).toMatchObject({ version: 3, description: 'Een' });
    const missing = await api('revertHistory', tokens.physician!, { params: { id: history.id }, body: { version: 9 } });
    expect(missing).toMatchObject({ status: 400, body: { version: ['This version does not exist.'] } });
  });

  it('answers 409 to a revert with a token read before a later save', async () => {
    const { history } = await newHistory('Een', []);
    await api('updateHistory', tokens.physician!, {
      params: { id: history.id },
      body: { description: 'Twee', icpc_ids: [], consistency_token: history.consistency_token },
    });
    const stale = await api('revertHistory', tokens.physician!, {
      params: { id: history.id },
      body: { version: 1, consistency_token: history.consistency_token },
    });
    expect(stale.status).toBe(409);
  });

  it('allows at most five distinct ICPC-2 rubrics of the catalogue', async () => {
    const p = await patient();
    const create = (icpc_ids: string[]) => api('createHistory', tokens.physician!, { body: { patient: p.id, description: '', icpc_ids } });
    expect((await create(['A01', 'A02', 'A03', 'A04', 'A05', 'A06'])).body).toEqual({ icpc_ids: ['Ensure this field has no more than 5 elements.'] });
    expect((await create(['A01', 'A01'])).body).toEqual({ icpc_ids: ['Each ICPC code can be chosen once.'] });
    expect((await create(['D'])).body).toEqual({ icpc_ids: ['Select a valid choice. D is not one of the available choices.'] });
    expect((await create(['ZZ99'])).body).toEqual({ icpc_ids: ['Select a valid choice. ZZ99 is not one of the available choices.'] });
    expect((await create(['A01', 'K86', 'T90', 'P76', 'R96'])).status).toBe(201);
  });

  it('stores exactly one of 20 concurrent creates', async () => {
    const p = await patient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api('createHistory', tokens.physician!, { body: { patient: p.id, description: `Versie ${i}` } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201))
      expect(lost.body).toEqual({ non_field_errors: ['This patient already has a general history.'] });
  });

  it('lets nurses read but not write, keeps administration out, and hides it from other practices', async () => {
    const { patient: p, history } = await newHistory();
    expect((await api('createHistory', tokens.nurse!, { body: { patient: p.id, description: 'x' } })).status).toBe(403);
    expect((await api('getHistory', tokens.administration!, { params: { id: p.id } })).status).toBe(403);
    expect((await api('revertHistory', tokens.nurse!, { params: { id: history.id }, body: { version: 1 } })).status).toBe(403);
    expect((await api('listHistoryRevisions', otherPractice.physician!, { params: { id: history.id } })).status).toBe(404);
    expect((await api('revertHistory', otherPractice.physician!, { params: { id: history.id }, body: { version: 1 } })).status).toBe(404);
  });

  it('files each save under the patient in Manage > Logs, without the version counter', async () => {
    const { patient: p, history } = await newHistory('Een', []);
    await api('updateHistory', tokens.physician!, {
      params: { id: history.id },
      body: { description: 'Twee', icpc_ids: [], consistency_token: history.consistency_token },
    });
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'history' } })).body;
    const changed = logs.results.find((entry) => entry.log_type === '~');
    expect(changed?.changes.map((c) => c.field)).toEqual(['description']);
  });
});
