import { letterVariableToken } from '@praktijk/shared/letter-markup';
import { LETTER_CONTENT_TOO_LARGE, LETTER_NAME_TAKEN } from '@praktijk/shared/schemas/letters';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { prescriptionFields } from './contract/fixtures/treatments';

// Patient letters (issue 24; spec 3 §3 "Letter", §4, §5, §6, §7 "Letters"): written from a template
// filled for the patient, kept as written (a later change to the patient does not rewrite a sent
// letter), a name unique per patient in any case (the overwrite of Save as is a PATCH), audited,
// answered as PDF and Word files, and readable only in their own practice.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let run = 0;
const unique = (name: string) => `${name} ${++run}${Date.now().toString(36)}`;

beforeAll(async () => {
  api = typedApi(twin().url);
  let theirs: TestPractice;
  [practice, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  Object.assign(other, await roleTokens(theirs));
});

const newPatient = async (fields: Record<string, unknown> = {}) => (await api('createPatient', tokens.administration!, { body: newPatientBody(fields) })).body;
const write = (body: Record<string, unknown>, token = tokens.physician!) => api.raw('createPatientLetter', token, { body });
async function written(patient: string, name: string, edited_content = '<p>Geachte collega,</p>') {
  const res = await api('createPatientLetter', tokens.physician!, { body: { patient, name, template: null, edited_content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('patient letters', () => {
  it('are written from a filled template, kept as written, saved, listed a page at a time, logged and removed', async () => {
    const patient = await newPatient({ surname: 'Ĳzerman', first_name: 'Zoë' });
    const template = (
      await api('createLetterTemplate', tokens.physician!, {
        body: { name: unique('Verwijzing'), category: 'referrals', content: `<p>Betreft: ${letterVariableToken('full_name')}</p>` },
      })
    ).body;
    const filled = (await api('letterTemplateToHtml', tokens.physician!, { params: { id: template.id }, query: { patient: patient.id } })).body.html;
    expect(filled).toContain('Ĳzerman');

    const name = unique('Brief cardioloog');
    const created = await api('createPatientLetter', tokens.physician!, {
      body: { patient: patient.id, name: ` ${name}  `, template: template.id, edited_content: filled },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name, template: template.id, patient_id: patient.id, edited_content: filled });

    // A later change to the patient leaves the letter as it was sent.
    const renamed = await api.raw('updatePatient', tokens.administration!, {
      params: { id: patient.id },
      body: { ...newPatientBody({ surname: 'Anders' }), consistency_token: patient.consistency_token },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await api('patientLetterToHtml', tokens.physician!, { params: { id: created.body.id } })).body.html).toBe(filled);

    const saved = await api('updatePatientLetter', tokens.physician!, {
      params: { id: created.body.id },
      body: { edited_content: `${filled}<p>Met collegiale groet</p>`, consistency_token: created.body.consistency_token },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe(name);
    expect(saved.body.updated >= created.body.updated).toBe(true);
    expect((await api('patientLetterToHtml', tokens.physician!, { params: { id: created.body.id } })).body.html).toContain('Met collegiale groet');

    // Six more letters: pages of 5, newest first, without content.
    for (let i = 1; i <= 6; i++) await written(patient.id, `Brief ${i}`);
    const first = (await api('listPatientLetters', tokens.physician!, { params: { id: patient.id }, query: {} })).body;
    expect(first.count).toBe(7);
    expect(first.results.map((l) => l.name)).toEqual(['Brief 6', 'Brief 5', 'Brief 4', 'Brief 3', 'Brief 2']);
    expect(first.results[0]).not.toHaveProperty('edited_content');
    expect(first.results[0]).not.toHaveProperty('content_version');
    const second = (await api('listPatientLetters', tokens.physician!, { params: { id: patient.id }, query: { page: 2 } })).body;
    expect(second.results.map((l) => l.name)).toEqual(['Brief 1', name]);

    const removed = await api.raw('deletePatientLetter', tokens.physician!, {
      params: { id: created.body.id },
      query: { consistency_token: saved.body.consistency_token },
    });
    expect(removed.status).toBe(204);
    expect((await api.raw('patientLetterToHtml', tokens.physician!, { params: { id: created.body.id } })).status).toBe(404);

    // Manage > Logs: created, changed, removed; the change names the content's version, never its text.
    const logs = (await api('listLogs', tokens.physician!, { params: { id: patient.id }, query: { model: 'letter' } })).body.results;
    const mine = logs.filter((entry) => entry.object_id === created.body.id);
    expect(mine.map((entry) => entry.log_type).sort()).toEqual(['+', '-', '~']);
    expect(JSON.stringify(mine)).not.toContain('collegiale');
  });

  it('keep a name once per patient in any case, also of two concurrent saves, and the overwrite is a save of that letter', async () => {
    const [patient, sibling] = await Promise.all([newPatient(), newPatient()]);
    const name = unique('Verklaring');
    const both = await Promise.all([
      write({ patient: patient.id, name, edited_content: '<p>a</p>' }),
      write({ patient: patient.id, name: name.toUpperCase(), edited_content: '<p>b</p>' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.status === 400)!.body).toEqual({ name: [LETTER_NAME_TAKEN] });
    expect((await write({ patient: sibling.id, name, edited_content: '' })).status).toBe(201);

    // Renaming onto another letter's name is refused; the freed name is free again.
    const kept = both.find((r) => r.status === 201)!.body as { id: string; consistency_token: string };
    const second = await written(patient.id, `${name} 2`);
    const clash = await api.raw('updatePatientLetter', tokens.physician!, {
      params: { id: second.id },
      body: { name: ` ${name.toLowerCase()} `, edited_content: '', consistency_token: second.consistency_token },
    });
    expect([clash.status, clash.body]).toEqual([400, { name: [LETTER_NAME_TAKEN] }]);
    const moved = await api('updatePatientLetter', tokens.physician!, {
      params: { id: kept.id },
      body: { name: `${name} nieuw`, edited_content: '<p>c</p>', consistency_token: kept.consistency_token },
    });
    expect(moved.status).toBe(200);
    expect((await write({ patient: patient.id, name, edited_content: '' })).status).toBe(201);
  });

  it('refuse bad input with field errors, a stale token with 409, and sanitise what is stored', async () => {
    const patient = await newPatient();
    const bad = await write({ patient: patient.id, name: '  ', template: 'nope', edited_content: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['edited_content', 'name', 'template']);
    const foreignTemplate = (await api('createLetterTemplate', other.physician!, { body: { name: unique('Hun sjabloon') } })).body;
    const unknownTemplate = await write({ patient: patient.id, name: unique('x'), template: foreignTemplate.id });
    expect(unknownTemplate.status).toBe(400);
    expect(Object.keys(unknownTemplate.body)).toEqual(['template']);
    const big = await write({ patient: patient.id, name: unique('Groot'), edited_content: `<p>${'é'.repeat(200_000)}</p>` });
    expect([big.status, big.body]).toEqual([400, { edited_content: [LETTER_CONTENT_TOO_LARGE] }]);

    const xss = await written(
      patient.id,
      unique('Script'),
      '<p onclick="alert(1)">Hallo<script>alert(2)</script><img src="https://evil.example/x.png"><a href="javascript:alert(4)">link</a></p>',
    );
    expect(xss.edited_content).toBe('<p>Hallo<a>link</a></p>');

    const fresh = await api('updatePatientLetter', tokens.physician!, {
      params: { id: xss.id },
      body: { edited_content: '<p>1</p>', consistency_token: xss.consistency_token },
    });
    expect(fresh.status).toBe(200);
    const stale = await api.raw('updatePatientLetter', tokens.physician!, {
      params: { id: xss.id },
      body: { edited_content: '<p>2</p>', consistency_token: xss.consistency_token },
    });
    const staleDelete = await api.raw('deletePatientLetter', tokens.physician!, {
      params: { id: xss.id },
      query: { consistency_token: xss.consistency_token },
    });
    expect([stale.status, staleDelete.status]).toEqual([409, 409]);
    expect((await api('patientLetterToHtml', tokens.physician!, { params: { id: xss.id } })).body.html).toBe('<p>1</p>');
  });

  it('answer PDF and Word files named after the letter, signed by the user who makes them', async () => {
    const patient = await newPatient();
    const letter = await written(
      patient.id,
      unique('Brief: huisarts/specialist'),
      '<p>Geachte collega, ĳverig €</p><table style="width: 100%"><tbody><tr><td style="width: 30%">a</td><td style="width: 70%">b</td></tr></tbody></table>',
    );
    const pdf = await api('downloadPatientLetter', tokens.physician!, { params: { id: letter.id }, body: { type: 'pdf' } });
    expect(pdf.status).toBe(201);
    expect(pdf.body.mime_type).toBe('application/pdf');
    expect(pdf.body.filename).toMatch(/^Brief huisarts specialist .*\.pdf$/);
    expect(Buffer.from(pdf.body.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await api('downloadPatientLetter', tokens.physician!, { params: { id: letter.id }, body: { type: 'docx' } });
    expect(docx.body.mime_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.body.filename).toMatch(/\.docx$/);
    expect(Buffer.from(docx.body.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const wrong = await api.raw('downloadPatientLetter', tokens.physician!, { params: { id: letter.id }, body: { type: 'odt' } });
    expect(wrong.status).toBe(400);
  });

  it("answer 404 for another practice's letter or patient, and 403 to those without the letter permission", async () => {
    const patient = await newPatient();
    const letter = await written(patient.id, unique('Eigen'));
    const id = { id: letter.id };
    const token = letter.consistency_token;
    expect((await api.raw('patientLetterToHtml', other.physician!, { params: id })).status).toBe(404);
    expect((await api.raw('downloadPatientLetter', other.physician!, { params: id, body: { type: 'pdf' } })).status).toBe(404);
    expect((await api.raw('updatePatientLetter', other.physician!, { params: id, body: { edited_content: '', consistency_token: token } })).status).toBe(404);
    expect((await api.raw('deletePatientLetter', other.physician!, { params: id, query: { consistency_token: token } })).status).toBe(404);
    expect((await api.raw('listPatientLetters', other.physician!, { params: { id: patient.id }, query: {} })).status).toBe(404);
    expect((await api.raw('createPatientLetter', other.physician!, { body: { patient: patient.id, name: 'x' } })).status).toBe(404);
    for (const role of ['nurse', 'administration'] as const) {
      expect((await api.raw('listPatientLetters', tokens[role]!, { params: { id: patient.id }, query: {} })).status).toBe(403);
      expect((await api.raw('patientLetterToHtml', tokens[role]!, { params: id })).status).toBe(403);
      expect((await api.raw('createPatientLetter', tokens[role]!, { body: { patient: patient.id, name: 'x' } })).status).toBe(403);
      expect((await api.raw('downloadPatientLetter', tokens[role]!, { params: id, body: { type: 'pdf' } })).status).toBe(403);
    }
  });

  it("fill a template's variables only from the records the writer may view", async () => {
    const patient = await newPatient();
    const rx = await api('createPrescription', tokens.physician!, { body: { ...prescriptionFields(), patient: patient.id, decursus: null } });
    expect(rx.status, JSON.stringify(rx.body)).toBe(201);
    const template = (
      await api('createLetterTemplate', tokens.physician!, { body: { name: unique('Medicatie'), content: `<p>${letterVariableToken('prescriptions')}</p>` } })
    ).body;
    const asPhysician = (await api('letterTemplateToHtml', tokens.physician!, { params: { id: template.id }, query: { patient: patient.id } })).body.html;
    expect(asPhysician).toContain(rx.body.full_medication);

    // The nurse may write letters here, but not see prescriptions.
    const nurse = (await api('listRoles', tokens.staff!)).body.find((r) => r.id === 'nurse')!;
    const ids = nurse.permissions.map((p) => p.id).filter((p) => p !== 'view_prescription');
    const updated = await api('updateRole', tokens.staff!, {
      params: { id: 'nurse' },
      body: { permission_ids: [...ids, 'add_letter'], consistency_token: nurse.consistency_token },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const asNurse = await api('letterTemplateToHtml', tokens.nurse!, { params: { id: template.id }, query: { patient: patient.id } });
    expect(asNurse.status).toBe(200);
    expect(asNurse.body.html).not.toContain(rx.body.full_medication);
    expect(asNurse.body.html).not.toContain('<table');
  });

  it("print the practice's letterhead, kept once per practice, and the signing user's name on the PDF", async () => {
    const empty = (await api('getLetterhead', tokens.physician!)).body;
    expect(empty).toEqual({ practice_name: expect.any(String) as string, lines: [], logo: null, consistency_token: '' });
    const body = { lines: ['Kerkstraat 1, 9401 AB Assen', 'Telefoon 0592-123456'], logo: null, consistency_token: '' };
    const both = await Promise.all([api.raw('updateLetterhead', tokens.physician!, { body }), api.raw('updateLetterhead', tokens.physician!, { body })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const saved = (await api('getLetterhead', tokens.physician!)).body;
    expect(saved.lines).toEqual(body.lines);
    expect((await api.raw('updateLetterhead', tokens.physician!, { body: { ...body, lines: [], consistency_token: 'stale' } })).status).toBe(409);
    const url = await api.raw('updateLetterhead', tokens.physician!, {
      body: { ...body, logo: 'https://evil.example/logo.png', consistency_token: saved.consistency_token },
    });
    expect([url.status, Object.keys(url.body)]).toEqual([400, ['logo']]);
    expect((await api.raw('updateLetterhead', tokens.nurse!, { body })).status).toBe(403);
    expect((await api('getLetterhead', other.physician!)).body.lines).toEqual([]);

    const patient = await newPatient();
    const letter = await written(patient.id, unique('Briefhoofd'), '<p>Geachte collega,</p>');
    const pdf = (await api('downloadPatientLetter', tokens.physician!, { params: { id: letter.id }, body: { type: 'pdf' } })).body;
    const file = join(mkdtempSync(join(tmpdir(), 'letterhead-')), 'letter.pdf');
    writeFileSync(file, Buffer.from(pdf.content, 'base64'));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(saved.practice_name);
    expect(text).toContain('Kerkstraat 1, 9401 AB Assen');
    expect(text).toContain(practice.users.physician.firstName);
  });
});
