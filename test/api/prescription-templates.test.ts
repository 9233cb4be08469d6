import { type BodyOf, type RouteForOperation } from '@praktijk/shared/client/route-types';
import { MEDICATION_OR_OTHER, NOT_THE_PRODUCT, ONLY_CHRONIC_REPEATS } from '@praktijk/shared/records/prescriptions';
import { TEMPLATE_NAME_TAKEN } from '@praktijk/shared/schemas/prescription-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Prescription templates (issue 13 §1, spec 2 §3, §4 "Saved templates", §7, §9): the practice's
// saved prescriptions, shared by its prescribers, a name unique in the practice in any case (a
// guard item in the template's own transaction, so of concurrent saves one is stored), the dosage
// checked like a prescription's, searched and filtered by is_chronic, at most 10 listed.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let amoxicillin: string;
let run = 0;
/** Names unique to one test, so the tests of this file share a practice without meeting. */
const unique = (name: string) => `${name} ${++run}${Date.now().toString(36)}`;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  const found = await api('searchMedications', tokens.physician!, { query: { search: 'Amoxicilline' } });
  amoxicillin = found.body.find((m) => m.name === 'Amoxicilline' && m.strength === '500 mg')!.id;
});

const save = (body: Record<string, unknown>, token = tokens.physician!) => api.raw('createPrescriptionTemplate', token, { body });
async function saved(body: BodyOf<RouteForOperation<'createPrescriptionTemplate'>>, token = tokens.physician!) {
  const res = await api('createPrescriptionTemplate', token, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const search = async (query: { search?: string; is_chronic?: boolean }, token = tokens.nurse!) =>
  (await api('listPrescriptionTemplates', token, { query })).body;

describe('prescription templates', () => {
  it('are saved with a medication and a dosage, and listed to everyone who sees prescriptions', async () => {
    const name = unique('Amoxi kuur');
    const template = await saved({
      name,
      medication_id: amoxicillin,
      dosage: { frequency_usage: '3', frequency_unit_id: 'D', dosage_amount: '1', dosage_form_id: 'CAP', amount_of_time: '7', instructions: 'Kuur afmaken' },
    });
    expect(template).toMatchObject({
      name,
      medication_id: amoxicillin,
      medication: { id: amoxicillin, name: 'Amoxicilline 500 mg Capsule' },
      other: '',
      dosage: {
        is_chronic: false,
        repeat_prescription: 0,
        repeat_date_id: null,
        frequency_usage: 3,
        frequency_unit_id: 'D',
        dosage_amount: 1,
        dosage_form_id: 'CAP',
        amount_of_time: 7,
        strength: null,
        instructions: 'Kuur afmaken',
      },
    });
    expect(await search({ search: name })).toEqual([template]);
    expect((await search({ search: name }, tokens.administration!)).map((t) => t.id)).toEqual([template.id]);
  });

  it('are found by words of their name, medication or other medication, and filtered by is_chronic', async () => {
    const tag = unique('Zoek');
    const chronic = await saved({
      name: `${tag} metformine`,
      other: 'Metformine 500 mg',
      dosage: { is_chronic: true, repeat_prescription: 2, repeat_date_id: '1M' },
    });
    const acute = await saved({ name: `${tag} antibioticum`, medication_id: amoxicillin });
    expect((await search({ search: tag })).map((t) => t.id)).toEqual([acute.id, chronic.id]);
    expect((await search({ search: `${tag.toUpperCase()} amoxicil` })).map((t) => t.id)).toEqual([acute.id]);
    expect((await search({ search: `${tag} 500 MG metf` })).map((t) => t.id)).toEqual([chronic.id]);
    expect((await search({ search: tag, is_chronic: true })).map((t) => t.id)).toEqual([chronic.id]);
    expect((await search({ search: tag, is_chronic: false })).map((t) => t.id)).toEqual([acute.id]);
  });

  it('list at most 10, by name', async () => {
    const tag = unique('Tien');
    const names = Array.from({ length: 12 }, (_, i) => `${tag} ${String.fromCharCode(108 - i)}`);
    for (const name of names) await saved({ name, other: 'ORS' });
    const listed = await search({ search: tag });
    expect(listed.map((t) => t.name)).toEqual([...names].sort().slice(0, 10));
  });

  it('keep names unique in the practice in any case, through create, rename and delete', async () => {
    const name = unique('Amoxi kuur');
    const first = await saved({ name, other: 'x' });
    const same = await save({ name: `  ${name.toUpperCase().replace(' ', '   ')} `, other: 'y' });
    expect([same.status, same.body]).toEqual([400, { name: [TEMPLATE_NAME_TAKEN] }]);
    const second = await saved({ name: `${name} 2`, other: 'y' });
    const renamed = await api.raw('updatePrescriptionTemplate', tokens.physician!, {
      params: { id: second.id },
      body: { name: name.toLowerCase(), other: 'y', consistency_token: second.consistency_token },
    });
    expect([renamed.status, renamed.body]).toEqual([400, { name: [TEMPLATE_NAME_TAKEN] }]);
    // Another case of its own name is the same name: kept.
    const recased = await api('updatePrescriptionTemplate', tokens.physician!, {
      params: { id: first.id },
      body: { name: name.toUpperCase(), other: 'x', consistency_token: first.consistency_token },
    });
    expect(recased.body.name).toBe(name.toUpperCase());
    // A rename frees the old name; a delete frees the name it had.
    const moved = await api('updatePrescriptionTemplate', tokens.physician!, {
      params: { id: recased.body.id },
      body: { name: `${name} nieuw`, other: 'x', consistency_token: recased.body.consistency_token },
    });
    expect(moved.status).toBe(200);
    const reuse = await saved({ name, other: 'z' });
    const removed = await api.raw('deletePrescriptionTemplate', tokens.physician!, {
      params: { id: reuse.id },
      query: { consistency_token: reuse.consistency_token },
    });
    expect(removed.status).toBe(204);
    expect((await saved({ name, other: 'z' })).name).toBe(name);
    // Another practice has its own names.
    expect((await save({ name, other: 'x' }, other.physician!)).status).toBe(201);
  });

  it("check the dosage like a prescription's, its errors under dosage.", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['This field is required.'] }],
      [
        { name: unique('x'), medication_id: amoxicillin, dosage: { strength: '37.5', unit_id: 'MG' } },
        { 'dosage.strength': [NOT_THE_PRODUCT], 'dosage.unit_id': [NOT_THE_PRODUCT] },
      ],
      [{ name: unique('x'), medication_id: amoxicillin, other: 'y' }, { other: [MEDICATION_OR_OTHER] }],
      [{ name: unique('x'), medication_id: '999999' }, { medication_id: ['Select a valid choice.'] }],
      [{ name: unique('x'), dosage: { repeat_prescription: 2 } }, { 'dosage.repeat_prescription': [ONLY_CHRONIC_REPEATS] }],
      [
        { name: unique('x'), dosage: { unit_id: 'PINT', frequency_unit_id: 'X' } },
        { 'dosage.unit_id': ['Select a valid choice.'], 'dosage.frequency_unit_id': ['Select a valid choice.'] },
      ],
      [{ name: unique('x'), dosage: { strength: '1.2345' } }, { 'dosage.strength': ['The strength field must be a number with one or two decimal places'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await save(body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([400, errors]);
    }
  });

  it('answer 409 for a stale token and 404 for another practice', async () => {
    const template = await saved({ name: unique('Stale'), other: 'x' });
    const stale = '01J00000000000000000000000';
    expect(
      (
        await api.raw('updatePrescriptionTemplate', tokens.physician!, {
          params: { id: template.id },
          body: { name: template.name, other: 'y', consistency_token: stale },
        })
      ).status,
    ).toBe(409);
    expect((await api.raw('deletePrescriptionTemplate', tokens.physician!, { params: { id: template.id }, query: { consistency_token: stale } })).status).toBe(
      409,
    );
    const ours = { params: { id: template.id } };
    expect(
      (await api.raw('updatePrescriptionTemplate', other.physician!, { ...ours, body: { name: 'x', consistency_token: template.consistency_token } })).status,
    ).toBe(404);
    expect((await api.raw('deletePrescriptionTemplate', other.physician!, { ...ours, query: { consistency_token: template.consistency_token } })).status).toBe(
      404,
    );
    expect(await search({ search: template.name }, other.physician!)).toEqual([]);
    expect(await search({ search: template.name })).toMatchObject([{ id: template.id, other: 'x', consistency_token: template.consistency_token }]);
  });

  it('are saved by whoever may prescribe (administration too), only seen by a nurse', async () => {
    expect((await save({ name: unique('Balie'), other: 'x' }, tokens.administration!)).status).toBe(201);
    const nurse = await save({ name: unique('Zuster'), other: 'x' }, tokens.nurse!);
    expect(nurse.status).toBe(403);
    const template = await saved({ name: unique('Alleen lezen'), other: 'x' });
    expect(
      (await api.raw('deletePrescriptionTemplate', tokens.nurse!, { params: { id: template.id }, query: { consistency_token: template.consistency_token } }))
        .status,
    ).toBe(403);
  });
});

describe('prescription templates under concurrency', () => {
  it('store exactly one of 10 concurrent templates of the same name', async () => {
    const name = unique('Gelijktijdig');
    const cased = (i: number) => (i % 2 ? name.toUpperCase() : name.toLowerCase());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save({ name: cased(i), other: `Variant ${i}` }, i % 3 ? tokens.physician! : tokens.administration!)),
    );
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    for (const answer of lost) expect(answer).toMatchObject({ status: 400, body: { name: [TEMPLATE_NAME_TAKEN] } });
    expect((await search({ search: name })).map((t) => t.id)).toEqual([(won[0]!.body as { id: string }).id]);
  });
});
