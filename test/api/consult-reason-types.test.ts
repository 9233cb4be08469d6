import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { GENERAL_STAYS_GENERAL } from '@praktijk/functions/planning/operations/reason-type-rules';
import { REASON_NAME_TAKEN } from '@praktijk/functions/planning/reason-type-names';

// planning/consult_reason_types: general reasons and each physician's own (Account > Consultations).
let url: string;
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.physician);
});

const del = (token: string, id: string, consistencyToken: string) =>
  api('deleteConsultReasonType', token, { params: { id }, query: { consistency_token: consistencyToken } });

describe('consult reason types', () => {
  it('creates a general reason that stays general (activated per physician in their calendar settings), renames and deletes it', async () => {
    const created = await api('createConsultReasonType', tokens.physician!, { body: { name: 'Controle bloeddruk' } });
    expect(created.status).toBe(201);
    const reason = created.body;
    expect(reason.practitioner).toBeNull();

    // Taking a general reason over would take it from every other physician (issue 11.6): refused.
    const physicianId = practice.users.physician.id;
    const takeOver = await api('updateConsultReasonType', tokens.physician!, {
      params: { id: reason.id },
      body: { name: reason.name, practitioner: physicianId, consistency_token: reason.consistency_token },
    });
    expect(takeOver.status).toBe(400);
    expect(takeOver.body).toEqual({ practitioner: [GENERAL_STAYS_GENERAL] });
    const settings = await api('getCalendarSettings', tokens.physician!, { params: { username: practice.users.physician.email } });
    const activated = await api('updateCalendarSettings', tokens.physician!, {
      params: { id: physicianId },
      body: { consult_reason_types: [reason.id], consistency_token: settings.body.consistency_token },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body.consult_reason_types).toEqual([reason.id]);

    const renamed = await api('updateConsultReasonType', tokens.physician!, {
      params: { id: reason.id },
      body: { name: 'Controle hypertensie', practitioner: null, consistency_token: reason.consistency_token },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Controle hypertensie', practitioner: null });
    const stale = await api('updateConsultReasonType', tokens.physician!, {
      params: { id: reason.id },
      body: { name: 'X', practitioner: null, consistency_token: reason.consistency_token },
    });
    expect(stale.status).toBe(409);
    const listed = (await api('listConsultReasonTypes', tokens.administration!)).body;
    expect(listed.map((r) => r.name)).toContain('Controle hypertensie');

    expect((await del(tokens.physician!, reason.id, reason.consistency_token)).status).toBe(409);
    expect((await del(tokens.physician!, reason.id, renamed.body.consistency_token)).status).toBe(204);
    expect((await api('listConsultReasonTypes', tokens.physician!)).body.some((r) => r.id === reason.id)).toBe(false);
  });

  it('lists the reasons for those who plan and configure them, not for nurses (spec 1 §6: Planning is administration and physicians)', async () => {
    for (const role of ['physician', 'administration', 'staff']) expect((await api('listConsultReasonTypes', tokens[role]!)).status, role).toBe(200);
    expect((await api('listConsultReasonTypes', tokens.nurse!)).status).toBe(403);
  });

  it('follows the role permissions: nurses may not add, administration may', async () => {
    expect((await api('createConsultReasonType', tokens.nurse!, { body: { name: 'Wondcontrole' } })).status).toBe(403);
    expect((await api('createConsultReasonType', tokens.administration!, { body: { name: 'Wondcontrole' } })).status).toBe(201);
    expect((await api('createConsultReasonType', tokens.staff!, { body: { name: 'Griepprik' } })).status).toBe(201);
  });

  it('refuses bad input, duplicate names and activating for someone else', async () => {
    const empty = await api('createConsultReasonType', tokens.physician!, { body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ name: ['This field is required.'] });
    await api('createConsultReasonType', tokens.physician!, { body: { name: 'Uitstrijkje' } });
    const twice = await api('createConsultReasonType', tokens.physician!, { body: { name: 'uitstrijkje' } });
    expect(twice.body).toEqual({ name: ['A reason with this name already exists.'] });
    const forOther = await api('createConsultReasonType', tokens.administration!, { body: { name: 'Huisbezoek', practitioner: practice.users.physician.id } });
    expect(forOther.status).toBe(400);
    expect(
      (await api('updateConsultReasonType', tokens.physician!, { params: { id: 'nope' }, body: { name: 'x', practitioner: null, consistency_token: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('stores one reason of twenty created with one name at once; the name moves on rename and is freed on delete (issue 21 §7)', async () => {
    const name = `Gelijktijdig ${ulid()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('createConsultReasonType', tokens.physician!, { body: { name } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ name: [REASON_NAME_TAKEN] });
    }
    const stored = (await api('listConsultReasonTypes', tokens.physician!)).body.filter((r) => r.name === name);
    expect(stored).toHaveLength(1);

    // Renamed, the old name is free for another reason and the new one is held.
    const renamed = await api('updateConsultReasonType', tokens.physician!, {
      params: { id: stored[0]!.id },
      body: { name: `${name} bis`, practitioner: null, consistency_token: stored[0]!.consistency_token },
    });
    expect(renamed.status).toBe(200);
    const again = await api('createConsultReasonType', tokens.physician!, { body: { name } });
    expect(again.status).toBe(201);
    const taken = await api('createConsultReasonType', tokens.physician!, { body: { name: `${name.toUpperCase()} BIS` } });
    expect(taken.body).toEqual({ name: [REASON_NAME_TAKEN] });
    // Another owner's list is another name space: the physician's own reason may share the name.
    const own = await api('createConsultReasonType', tokens.physician!, { body: { name, practitioner: practice.users.physician.id } });
    expect(own.status).toBe(201);

    // Deleted, its name can be used again.
    expect((await del(tokens.physician!, again.body.id, again.body.consistency_token)).status).toBe(204);
    expect((await api('createConsultReasonType', tokens.physician!, { body: { name } })).status).toBe(201);
  });

  it("answers 404 for another practice's reason and keeps its list apart", async () => {
    const mine = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Diabetescontrole' } })).body;
    const res = await api('updateConsultReasonType', tokens.other!, {
      params: { id: mine.id },
      body: { name: 'Gestolen', practitioner: null, consistency_token: mine.consistency_token },
    });
    expect(res.status).toBe(404);
    expect((await del(tokens.other!, mine.id, mine.consistency_token)).status).toBe(404);
    expect((await del(tokens.other!, ulid(), 'x')).status).toBe(404);
    expect((await api('listConsultReasonTypes', tokens.other!)).body.some((r) => r.id === mine.id)).toBe(false);
  });
});
