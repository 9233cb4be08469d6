import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 21 §8: the screens ask for the permission the server checks (a 403 signs the user out, so
// the web client never calls a route its user may not call). Roles reduced through the
// permissions API (Account > Permissions), in a practice of this file's own.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  Object.assign(tokens, await roleTokens(practice));
});

/** Gives a role its current permissions without `removed` and with `added`. */
async function reshapeRole(role: 'physician' | 'administration' | 'nurse', change: { removed?: string[]; added?: string[] }): Promise<void> {
  const current = (await api('listRoles', tokens.staff!)).body.find((r) => r.id === role)!;
  const ids = current.permissions.map((p) => p.id).filter((id) => !(change.removed ?? []).includes(id));
  const updated = await api('updateRole', tokens.staff!, {
    params: { id: role },
    body: { permission_ids: [...ids, ...(change.added ?? [])], consistency_token: current.consistency_token },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

describe('the Relations tab and its API use one permission', () => {
  it('lists relations with view on relation (the tab shows with it), whatever view on patient allows', async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    expect((await api('listRelations', tokens.nurse!, { params: { id: patient.id } })).status).toBe(200);
    await reshapeRole('nurse', { removed: ['view_relation'] });
    // The nurse still opens the patient, but the Relations tab is hidden, and so is its list.
    expect((await api('getPatient', tokens.nurse!, { params: { id: patient.id } })).status).toBe(200);
    expect((await api('listRelations', tokens.nurse!, { params: { id: patient.id } })).status).toBe(403);
    await reshapeRole('nurse', { added: ['view_relation'] });
    expect((await api('listRelations', tokens.nurse!, { params: { id: patient.id } })).status).toBe(200);
  });
});

describe('the memo', () => {
  it('is created with add_memo and changed with change_memo, as the form now asks', async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    await reshapeRole('administration', { removed: ['change_memo'] });
    const created = await api('createMemo', tokens.administration!, { body: { patient: patient.id, description: 'Slechthorend.' } });
    expect(created.status).toBe(201);
    const change = { description: 'Slechthorend links.', consistency_token: created.body.consistency_token };
    expect((await api('updateMemo', tokens.administration!, { params: { id: created.body.id }, body: change })).status).toBe(403);
    await reshapeRole('administration', { added: ['change_memo'] });
    expect((await api('updateMemo', tokens.administration!, { params: { id: created.body.id }, body: change })).status).toBe(200);
  });
});
