import { NOT_A_DIAGNOSTIC_TYPE, NO_TESTS_SELECTED, TEST_NOT_OF_TYPE } from '@praktijk/shared/records/lab';
import { TEMPLATE_NAME_TAKEN } from '@praktijk/shared/schemas/prescription-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { LABORATORY } from './contract/fixtures/lab';

// Diagnostic referral templates (issue 13 §5, spec 2 §3 "Referral template (diagnostic)", §4, §7,
// §9): a name unique in the practice in any case and spacing (of concurrent saves one is stored, a
// rename moves the reservation), a type and tests of its discipline, searched by name or test name,
// filtered by type, at most 10 by name; kept in the same store as the prescription templates.
const RADIOLOGIST = '66862007';
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let run = 0;
/** Names unique to one test, so the tests of this file share a practice without meeting. */
const unique = (name: string) => `${name} ${++run}${Date.now().toString(36)}`;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
});

const save = (body: Record<string, unknown>, token = tokens.physician!) => api.raw('createLabTemplate', token, { body });
async function saved(body: { name: string; type_id: string; tests: string[] }, token = tokens.physician!) {
  const res = await api('createLabTemplate', token, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const search = async (query: { search?: string; type_id?: string }, token = tokens.nurse!) => (await api('listLabTemplates', token, { query })).body;
const update = (t: { id: string; consistency_token: string }, body: Record<string, unknown>, token = tokens.physician!) =>
  api.raw('updateLabTemplate', token, { params: { id: t.id }, body: { ...body, consistency_token: t.consistency_token } });
const remove = (t: { id: string; consistency_token: string }, token = tokens.physician!) =>
  api.raw('deleteLabTemplate', token, { params: { id: t.id }, query: { consistency_token: t.consistency_token } });

describe('diagnostic referral templates', () => {
  it('are saved with a type and its tests as chosen, and listed to everyone who sees referrals', async () => {
    const name = unique('Bloedbeeld');
    const template = await saved({ name, type_id: LABORATORY, tests: ['LAB-HEM-PLT', 'LAB-HEM-HB', 'LAB-HEM-PLT', 'LAB-CHEM-GLUN'] });
    expect(template).toMatchObject({
      name,
      type_id: LABORATORY,
      type: { id: LABORATORY, name: 'Laboratory' },
      tests: ['LAB-HEM-PLT', 'LAB-HEM-HB', 'LAB-CHEM-GLUN'],
      test_items: [
        { id: 'LAB-HEM-PLT', name: 'Platelets', parent_id: 'LAB-HEM', parent_name: 'Haematology' },
        { id: 'LAB-HEM-HB', name: 'Haemoglobin', parent_id: 'LAB-HEM', parent_name: 'Haematology' },
        { id: 'LAB-CHEM-GLUN', name: 'Glucose fasting', parent_id: 'LAB-CHEM', parent_name: 'Clinical chemistry' },
      ],
    });
    expect(await search({ search: name })).toEqual([template]);
    expect((await search({ search: name }, tokens.administration!)).map((t) => t.id)).toEqual([template.id]);
    // Markup in a name is text.
    const script = unique('<script>alert(1)</script>');
    expect((await saved({ name: script, type_id: LABORATORY, tests: ['LAB-HEM-HB'] })).name).toBe(script);
    expect((await search({ search: script })).map((t) => t.name)).toEqual([script]);
  });

  it('are found by words of their name or their tests, filtered by type, at most 10 by name', async () => {
    const tag = unique('Zoek');
    const lab = await saved({ name: `${tag} suiker`, type_id: LABORATORY, tests: ['LAB-CHEM-GLUN', 'LAB-CHEM-HBA1C'] });
    const rad = await saved({ name: `${tag} foto`, type_id: RADIOLOGIST, tests: ['RAD-XR-THX'] });
    expect((await search({ search: tag })).map((t) => t.id)).toEqual([rad.id, lab.id]);
    expect((await search({ search: `${tag.toUpperCase()} hba1c` })).map((t) => t.id)).toEqual([lab.id]);
    expect((await search({ search: `${tag} thorax` })).map((t) => t.id)).toEqual([rad.id]);
    expect((await search({ search: `${tag} glucose SUIK` })).map((t) => t.id)).toEqual([lab.id]);
    expect((await search({ search: tag, type_id: RADIOLOGIST })).map((t) => t.id)).toEqual([rad.id]);
    expect((await search({ search: tag, type_id: LABORATORY })).map((t) => t.id)).toEqual([lab.id]);

    const ten = unique('Tien');
    const names = Array.from({ length: 12 }, (_, i) => `${ten} ${String.fromCharCode(108 - i)}`);
    for (const name of names) await saved({ name, type_id: LABORATORY, tests: ['LAB-HEM-HB'] });
    expect((await search({ search: ten })).map((t) => t.name)).toEqual([...names].sort().slice(0, 10));
  });

  it('refuse a type that is not diagnostic, tests of the other discipline, panels, unknown tests and no tests', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '', type_id: LABORATORY, tests: ['LAB-HEM-HB'] }, { name: ['This field is required.'] }],
      [{ name: unique('x'), type_id: 'CAR', tests: ['LAB-HEM-HB'] }, { type_id: [NOT_A_DIAGNOSTIC_TYPE] }],
      [{ name: unique('x'), type_id: '', tests: ['LAB-HEM-HB'] }, { type_id: ['This field is required.'] }],
      [{ name: unique('x'), type_id: RADIOLOGIST, tests: ['RAD-XR-THX', 'LAB-HEM-HB'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ name: unique('x'), type_id: LABORATORY, tests: ['RAD-US-ABD'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ name: unique('x'), type_id: LABORATORY, tests: ['LAB-LIP'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ name: unique('x'), type_id: LABORATORY, tests: ['LAB-NOPE-1'] }, { tests: ['Select a valid choice.'] }],
      [{ name: unique('x'), type_id: LABORATORY, tests: [] }, { tests: [NO_TESTS_SELECTED] }],
    ];
    for (const [body, errors] of cases) {
      const res = await save(body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([400, errors]);
    }
    const template = await saved({ name: unique('Goed'), type_id: LABORATORY, tests: ['LAB-HEM-HB'] });
    const wrong = await update(template, { name: template.name, type_id: RADIOLOGIST, tests: ['LAB-HEM-HB'] });
    expect([wrong.status, wrong.body]).toEqual([400, { tests: [TEST_NOT_OF_TYPE] }]);
    expect(await search({ search: template.name })).toEqual([template]);
  });

  it('are changed on their token: type, tests and name', async () => {
    const template = await saved({ name: unique('Schildklier'), type_id: LABORATORY, tests: ['LAB-THY-TSH'] });
    const name = unique('Echo');
    const changed = await update(template, { name, type_id: RADIOLOGIST, tests: ['RAD-US-THY', 'RAD-US-ABD'] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      id: template.id,
      name,
      type: { id: RADIOLOGIST, name: 'Radiologist' },
      tests: ['RAD-US-THY', 'RAD-US-ABD'],
      test_items: [
        { id: 'RAD-US-THY', name: 'Thyroid', parent_id: 'RAD-US', parent_name: 'Ultrasound' },
        { id: 'RAD-US-ABD', name: 'Abdomen complete', parent_id: 'RAD-US', parent_name: 'Ultrasound' },
      ],
      created: template.created,
    });
    expect(changed.body.consistency_token).not.toBe(template.consistency_token);
    expect((await update(template, { name, type_id: RADIOLOGIST, tests: ['RAD-US-THY'] })).status).toBe(409);
    expect((await remove(template)).status).toBe(409);
    expect(await search({ search: name })).toEqual([changed.body]);
    expect((await remove(changed.body)).status).toBe(204);
    expect(await search({ search: name })).toEqual([]);
  });

  it('keep names unique in the practice in any case and spacing, through create, rename and delete', async () => {
    const name = unique('Nier functie');
    const body = (n: string) => ({ name: n, type_id: LABORATORY, tests: ['LAB-CHEM-CREA'] });
    const first = await saved(body(name));
    const same = await save(body(`  ${name.toUpperCase().replace(' ', '   ')} `));
    expect([same.status, same.body]).toEqual([400, { name: [TEMPLATE_NAME_TAKEN] }]);
    const second = await saved(body(`${name} 2`));
    const renamed = await update(second, body(name.toLowerCase()));
    expect([renamed.status, renamed.body]).toEqual([400, { name: [TEMPLATE_NAME_TAKEN] }]);
    // Another case of its own name is the same name: kept.
    const recased = await update(first, body(name.toUpperCase()));
    expect([recased.status, recased.body.name]).toEqual([200, name.toUpperCase()]);
    // A rename moves the reservation: the old name is free again, the new one taken.
    const moved = await update(recased.body, body(`${name} nieuw`));
    expect(moved.status).toBe(200);
    expect((await save(body(`${name.toLowerCase()}   NIEUW`))).body).toEqual({ name: [TEMPLATE_NAME_TAKEN] });
    const reuse = await saved(body(name));
    // A delete frees the name it had.
    expect((await remove(reuse)).status).toBe(204);
    expect((await saved(body(name))).name).toBe(name);
    // Another practice has its own names.
    expect((await save(body(name), other.physician!)).status).toBe(201);
  });

  it('of the same name saved at once: exactly one is stored', async () => {
    const name = unique('Gelijktijdig');
    const answers = await Promise.all([
      save({ name, type_id: LABORATORY, tests: ['LAB-HEM-HB'] }),
      save({ name: name.toUpperCase(), type_id: RADIOLOGIST, tests: ['RAD-XR-THX'] }, tokens.administration!),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ name: [TEMPLATE_NAME_TAKEN] });
    const won = answers.find((a) => a.status === 201)!.body;
    expect((await search({ search: name })).map((t) => t.id)).toEqual([won.id]);
  });

  it('are kept by whoever may refer (administration too), only seen by a nurse, 404 to another practice', async () => {
    expect((await save({ name: unique('Balie'), type_id: LABORATORY, tests: ['LAB-HEM-HB'] }, tokens.administration!)).status).toBe(201);
    expect((await save({ name: unique('Zuster'), type_id: LABORATORY, tests: ['LAB-HEM-HB'] }, tokens.nurse!)).status).toBe(403);
    const template = await saved({ name: unique('Alleen lezen'), type_id: LABORATORY, tests: ['LAB-HEM-HB'] });
    expect((await update(template, { name: template.name, type_id: LABORATORY, tests: ['LAB-HEM-PLT'] }, tokens.nurse!)).status).toBe(403);
    expect((await remove(template, tokens.nurse!)).status).toBe(403);
    expect((await update(template, { name: template.name, type_id: LABORATORY, tests: ['LAB-HEM-PLT'] }, other.physician!)).status).toBe(404);
    expect((await remove(template, other.physician!)).status).toBe(404);
    expect(await search({ search: template.name }, other.physician!)).toEqual([]);
    expect(await search({ search: template.name })).toEqual([template]);
  });
});

describe('the template store shared with prescription templates', () => {
  it('keeps the two kinds apart: names, lists and ids', async () => {
    const name = unique('Gedeeld');
    const lab = await saved({ name, type_id: LABORATORY, tests: ['LAB-HEM-HB'] });
    const prescription = await api('createPrescriptionTemplate', tokens.physician!, { body: { name, other: 'ORS' } });
    expect(prescription.status, JSON.stringify(prescription.body)).toBe(201);
    expect(await search({ search: name })).toEqual([lab]);
    const prescriptions = (await api('listPrescriptionTemplates', tokens.physician!, { query: { search: name } })).body;
    expect(prescriptions.map((t) => t.id)).toEqual([prescription.body.id]);
    // A template of one kind is not found by the other's routes.
    expect((await remove({ id: prescription.body.id, consistency_token: prescription.body.consistency_token })).status).toBe(404);
    const theirs = await api.raw('deletePrescriptionTemplate', tokens.physician!, {
      params: { id: lab.id },
      query: { consistency_token: lab.consistency_token },
    });
    expect(theirs.status).toBe(404);
    expect(await search({ search: name })).toEqual([lab]);
  });
});
