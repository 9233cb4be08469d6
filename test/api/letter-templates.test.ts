import { letterVariableToken, LETTER_PAGE_BREAK_HTML } from '@praktijk/shared/letter-markup';
import { LETTER_CONTENT_TOO_LARGE, type LetterTemplate } from '@praktijk/shared/schemas/letters';
import { TEMPLATE_NAME_TAKEN } from '@praktijk/shared/schemas/prescription-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { prescriptionFields } from './contract/fixtures/treatments';

// Letter templates (issue 24, spec 3 §3, §5, §6, §7): the practice's templates with a name unique
// in any case (a guard item, so of two concurrent saves one is stored), optimistic locking, the
// content sanitised on every write, and to_html filling a real patient's data escaped.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let reasonType: string;
let run = 0;
/** Names unique to one test, so the tests of this file share a practice without meeting. */
const unique = (name: string) => `${name} ${++run}${Date.now().toString(36)}`;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

const create = (body: Record<string, unknown>, token = tokens.physician!) => api.raw('createLetterTemplate', token, { body });
async function created(body: { name: string; category?: string; content?: string }, token = tokens.physician!) {
  const res = await create(body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as LetterTemplate;
}

describe('letter templates', () => {
  it('are created, listed by category and search, changed, autosaved and removed', async () => {
    const name = unique('Verwijsbrief');
    const res = await api('createLetterTemplate', tokens.physician!, {
      body: { name: `  ${name} `, category: 'referrals', content: '<p>Geachte collega,</p>' },
    });
    expect(res.status).toBe(201);
    const template = res.body;
    expect(template).toMatchObject({ name, category: { id: 'referrals', code: 'referrals', name: 'Referrals' }, content: '<p>Geachte collega,</p>' });
    expect(template.updated >= template.created).toBe(true);

    const referrals = (await api('listLetterTemplates', tokens.physician!, { query: { category: 'referrals', search: name } })).body;
    expect(referrals.map((t) => t.id)).toEqual([template.id]);
    // The list names the templates; one template is read with its content.
    expect(referrals[0]).not.toHaveProperty('content');
    expect(referrals[0]).not.toHaveProperty('content_version');
    const read = await api('getLetterTemplate', tokens.physician!, { params: { id: template.id } });
    expect(read.body).toEqual(template);
    expect((await api('listLetterTemplates', tokens.physician!, { query: { category: 'uncategorized', search: name } })).body).toEqual([]);

    const put = await api('updateLetterTemplate', tokens.physician!, {
      params: { id: template.id },
      body: { name: `${name} v2`, category: 'uncategorized', content: '<p>Beste</p>', consistency_token: template.consistency_token },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: `${name} v2`, category: { code: 'uncategorized' }, content: '<p>Beste</p>' });

    // Autosave changes the content only.
    const patch = await api('updateLetterTemplateContent', tokens.physician!, {
      params: { id: template.id },
      body: { content: '<p>Beste collega</p>', consistency_token: put.body.consistency_token },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: `${name} v2`, category: { code: 'uncategorized' }, content: '<p>Beste collega</p>', created: template.created });

    // The old name is free again, the new one taken.
    expect((await create({ name })).status).toBe(201);
    const taken = await create({ name: `${name} V2`.toUpperCase() });
    expect([taken.status, taken.body]).toEqual([400, { name: [TEMPLATE_NAME_TAKEN] }]);

    const removed = await api.raw('deleteLetterTemplate', tokens.physician!, {
      params: { id: template.id },
      query: { consistency_token: patch.body.consistency_token },
    });
    expect(removed.status).toBe(204);
    expect((await api.raw('getLetterTemplate', tokens.physician!, { params: { id: template.id } })).status).toBe(404);
    expect((await create({ name: `${name} v2` })).status).toBe(201);
  });

  it('refuse a blank name and an unknown category with field errors', async () => {
    const res = await create({ name: '   ', category: 'memes', content: 42 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['category', 'content', 'name']);
  });

  it('refuse content that would not fit one stored item once sanitised, with a field error', async () => {
    const big = await create({ name: unique('Groot'), content: `<p>${'é'.repeat(200_000)}</p>` });
    expect([big.status, big.body]).toEqual([400, { content: [LETTER_CONTENT_TOO_LARGE] }]);
    // A typed '<' grows to '&lt;' when stored: the bound is on what is stored.
    const grown = await create({ name: unique('Groei'), content: '<'.repeat(100_000) });
    expect([grown.status, grown.body]).toEqual([400, { content: [LETTER_CONTENT_TOO_LARGE] }]);
  });

  it('keep one of two concurrent saves of one name', async () => {
    const name = unique('Tegelijk');
    const both = await Promise.all([create({ name }), create({ name: name.toLowerCase() })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await api('listLetterTemplates', tokens.physician!, { query: { search: name } })).body).toHaveLength(1);
  });

  it('answer 409 to a stale token on PUT, PATCH and DELETE', async () => {
    const template = await created({ name: unique('Verouderd') });
    const fresh = await api('updateLetterTemplateContent', tokens.physician!, {
      params: { id: template.id },
      body: { content: '<p>nieuw</p>', consistency_token: template.consistency_token },
    });
    expect(fresh.status).toBe(200);
    const stale = template.consistency_token;
    const put = await api.raw('updateLetterTemplate', tokens.physician!, {
      params: { id: template.id },
      body: { name: template.name, consistency_token: stale },
    });
    const patch = await api.raw('updateLetterTemplateContent', tokens.physician!, {
      params: { id: template.id },
      body: { content: '', consistency_token: stale },
    });
    const del = await api.raw('deleteLetterTemplate', tokens.physician!, { params: { id: template.id }, query: { consistency_token: stale } });
    expect([put.status, patch.status, del.status]).toEqual([409, 409, 409]);
  });

  it("answer 404 for another practice's template, and 403 to a nurse", async () => {
    const template = await created({ name: unique('Eigen') });
    const id = { id: template.id };
    const token = template.consistency_token;
    expect((await api.raw('updateLetterTemplate', other.physician!, { params: id, body: { name: 'x', consistency_token: token } })).status).toBe(404);
    expect((await api.raw('updateLetterTemplateContent', other.physician!, { params: id, body: { content: '', consistency_token: token } })).status).toBe(404);
    expect((await api.raw('deleteLetterTemplate', other.physician!, { params: id, query: { consistency_token: token } })).status).toBe(404);
    const patient = (await api('createPatient', other.administration!, { body: newPatientBody() })).body;
    expect((await api.raw('letterTemplateToHtml', other.physician!, { params: id, query: { patient: patient.id } })).status).toBe(404);
    expect((await api('listLetterTemplates', other.physician!, { query: { search: template.name } })).body).toEqual([]);

    for (const operation of ['listLetterTemplates', 'listLetterVariables', 'listLetterCategories'] as const)
      expect((await api.raw(operation, tokens.nurse!)).status).toBe(403);
    expect((await create({ name: 'x' }, tokens.nurse!)).status).toBe(403);
    expect((await api.raw('letterTemplateToHtml', tokens.nurse!, { params: id, query: { patient: patient.id } })).status).toBe(403);
  });

  it('store an XSS payload sanitised', async () => {
    const res = await api('createLetterTemplate', tokens.physician!, {
      body: {
        name: unique('Aanval'),
        content: '<p onclick="alert(1)">Hallo<script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">link</a></p>',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('<p>Hallo<a>link</a></p>');
  });

  it('list the variables by group and the categories', async () => {
    const variables = (await api('listLetterVariables', tokens.physician!)).body;
    expect(variables.map((g) => g.group)).toEqual(['Patient', 'Decursus', 'Prescription']);
    expect(variables[0]!.variables).toContainEqual({ name: 'allergies', label: 'Allergies', list: true });
    const categories = (await api('listLetterCategories', tokens.physician!)).body;
    expect(categories).toContainEqual({ id: 'uncategorized', code: 'uncategorized', name: 'Uncategorized' });
    expect(categories).toContainEqual({ id: 'referrals', code: 'referrals', name: 'Referrals' });
  });
});

describe('to_html', () => {
  it("fills a real patient's data, escaped, with the list variables as tables", async () => {
    const patient = (
      await api('createPatient', tokens.administration!, { body: newPatientBody({ surname: 'de <script>alert(1)</script> Vries', birth_place: 'Nickerie' }) })
    ).body;
    const allergy = await api('createAllergy', tokens.physician!, {
      body: { patient: patient.id, decursus: null, allergy_type_id: 'FOOD', allergy_code_id: 'FOOD-PEANUT', allergy_severity_id: 'MOD', reaction: 'Urticaria' },
    });
    expect(allergy.status).toBe(201);
    expect((await api('createHistory', tokens.physician!, { body: { patient: patient.id, description: 'Hypertensie', icpc_ids: ['K86'] } })).status).toBe(201);
    const rx = await api('createPrescription', tokens.physician!, { body: { ...prescriptionFields(), patient: patient.id, decursus: null } });
    expect(rx.status, JSON.stringify(rx.body)).toBe(201);
    const consultation = await api('createConsultation', tokens.physician!, {
      params: { id: patient.id },
      body: { reason_type: reasonType, reason: 'Controle', is_walkin: true, insurance: null },
    });
    expect(consultation.status).toBe(201);
    const note = (await api('getDecursus', tokens.physician!, { params: { id: consultation.body.id } })).body;
    const saved = await api('updateDecursus', tokens.physician!, {
      params: { id: note.id },
      body: {
        subjective: 'Hoofdpijn',
        objective: 'RR 150/95',
        evaluation: 'Hypertensie',
        policy: 'Controle 2 weken',
        consistency_token: note.consistency_token,
      },
    });
    expect(saved.status).toBe(200);

    const names = [
      'full_name',
      'surname',
      'date_of_birth',
      'birth_place',
      'biological_gender',
      'title',
      'blood_type',
      'soep',
      'allergies',
      'history',
      'prescriptions',
      'prescriptions_chronic',
    ];
    const template = await created({ name: unique('Alles'), content: `<p>${names.map(letterVariableToken).join(' | ')}</p>${LETTER_PAGE_BREAK_HTML}` });
    const res = await api('letterTemplateToHtml', tokens.physician!, { params: { id: template.id }, query: { patient: patient.id } });
    expect(res.status).toBe(200);
    const html = res.body.html;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('03-07-1984');
    expect(html).toContain('Nickerie');
    expect(html).not.toMatch(/undefined|null|\{full_name\}|data-variable/);
    expect(html).toMatch(/<strong>S<\/strong><br \/>Hoofdpijn/);
    expect(html).toContain('RR 150/95');
    expect(html).toMatch(/<th>Allergy<\/th>[\s\S]*<td>Urticaria<\/td>/);
    expect(html).toMatch(/<td>Hypertensie<\/td><td>K86 /);
    expect(html).toContain(`<td>${rx.body.full_medication}</td>`);
    expect(html).toContain('class="praktijk-page-break"');

    // The note asked for must be this patient's.
    const stranger = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    const theirs = await api.raw('letterTemplateToHtml', tokens.physician!, {
      params: { id: template.id },
      query: { patient: stranger.id, decursus: note.id },
    });
    expect(theirs.status).toBe(404);
    // A patient without records: every variable by the empty rule.
    const empty = await api('letterTemplateToHtml', tokens.physician!, { params: { id: template.id }, query: { patient: stranger.id } });
    expect(empty.body.html).not.toMatch(/undefined|null|<table/);
  });

  it("answers 404 for another practice's patient", async () => {
    const template = await created({ name: unique('Vreemd'), content: `<p>${letterVariableToken('full_name')}</p>` });
    const theirs = (await api('createPatient', other.administration!, { body: newPatientBody() })).body;
    const res = await api.raw('letterTemplateToHtml', tokens.physician!, { params: { id: template.id }, query: { patient: theirs.id } });
    expect(res.status).toBe(404);
  });
});
