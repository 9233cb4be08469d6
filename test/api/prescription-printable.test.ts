import { writeFileSync } from 'node:fs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { keys } from '@praktijk/functions/lib/data/keys';
import { nextDay } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { NOT_PRINTABLE } from '@praktijk/shared/schemas/prescription-printable';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { prescriptionFields } from './contract/fixtures/treatments';

// The printable prescription (issue 13 §3, spec 2 §4, §7): a real PDF, base64, of one printable
// and not-stopped prescription or, with print_all, of every such one in its list; a stopped one
// or a repeat whose day has not come is refused with spec 2 §4's rule.
let api: TypedApi;
const tokens: Record<string, string> = {};
let practiceName: string;
let practiceId: string;
let physician: string;
const other: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  practiceName = mine.name;
  practiceId = mine.id;
  physician = `${mine.users.physician.firstName} ${mine.users.physician.lastName}`;
  Object.assign(other, await roleTokens(theirs));
});

async function prescribed(patientId: string, body: Record<string, unknown> = {}) {
  const res = await api('createPrescriptionOutsideConsultation', tokens.physician!, { params: { id: patientId }, body: { ...prescriptionFields(), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The text drawn on the PDF's pages, line by line: pdf-lib writes each line as one hex string shown with Tj. */
async function pdfText(base64: string): Promise<string[]> {
  const doc = await PDFDocument.load(Buffer.from(base64, 'base64'));
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return lines;
}

const pages = async (base64: string) => (await PDFDocument.load(Buffer.from(base64, 'base64'))).getPageCount();

describe('the printable prescription', () => {
  it('is a PDF of one prescription, named by the patient and the day', async () => {
    const p = await patient();
    const prescription = await prescribed(p.id);
    const res = await api('printPrescription', tokens.physician!, { params: { id: prescription.id }, query: {} });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pages(res.body.pdf)).toBe(1);
    expect(res.body).toMatchObject({ count: 1, filename: `prescription-${p.internal_number}-${practiceToday()}.pdf` });
    if (process.env.SAVE_PDF) writeFileSync(process.env.SAVE_PDF, Buffer.from(res.body.pdf, 'base64'));
  });

  it('prints every printable, not-stopped prescription of the chronic list with print_all', async () => {
    const p = await patient();
    const chronic = { is_chronic: true, other: 'Metformine 500 mg', instructions: 'Bij de maaltijd innemen.' };
    const first = await prescribed(p.id, chronic);
    await prescribed(p.id, { ...chronic, other: 'Amlodipine 5 mg' });
    const stopped = await prescribed(p.id, { ...chronic, other: 'Simvastatine 40 mg' });
    await api('stopPrescription', tokens.physician!, {
      params: { id: stopped.id },
      body: { stoppage_reason: 'Spierpijn', consistency_token: stopped.consistency_token },
    });
    await prescribed(p.id, { other: 'Paracetamol 500 mg' }); // another list: not in the chronic print
    const all = await api('printPrescription', tokens.physician!, { params: { id: first.id }, query: { print_all: true } });
    expect(all.body.count).toBe(2);
  });

  it("names the practice, the prescriber and the patient's insurance number (issue 21 §5)", async () => {
    const p = await patient();
    await api('createInsurance', tokens.administration!, {
      body: { ...insuranceFields({ number: 'SZF-778812', expiry_date: '2099-12-31' }), patient: p.id, is_primary: true },
    });
    const prescription = await prescribed(p.id);
    const res = await api('printPrescription', tokens.physician!, { params: { id: prescription.id }, query: {} });
    const text = await pdfText(res.body.pdf);
    expect(text[0]).toBe(practiceName);
    expect(text[1]).toBe(`Prescriber: ${physician}`);
    expect(text).toContainEqual(expect.stringMatching(/^Insurance: .+ · number SZF-778812 \(primary\)$/));
    expect(text).toContainEqual(`R/ ${prescription.full_medication}`);
    // No practice address or phone is kept anywhere: none is printed, none made up.
    expect(text.some((line) => line.startsWith('Phone'))).toBe(false);
    // Without a valid insurance, the paper says so.
    const uninsured = await patient();
    const bare = await api('printPrescription', tokens.physician!, { params: { id: (await prescribed(uninsured.id)).id }, query: {} });
    expect(await pdfText(bare.body.pdf)).toContain('No valid insurance on file');
  });

  it('prints each chronic prescription once as it is now with print_all, not its past repeats (issue 21 §5)', async () => {
    const p = await patient();
    const monthly = '1M';
    const start = new Date(`${practiceToday()}T12:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 70);
    // 70 days ago with 3 monthly repeats: the original and two repeats have come, the third not yet.
    const repeating = await prescribed(p.id, {
      is_chronic: true,
      other: 'Metformine 500 mg',
      repeat_prescription: 3,
      repeat_date_id: monthly,
      administrative_datetime: `${start.toISOString().slice(0, 10)}T09:00`,
    });
    await prescribed(p.id, { is_chronic: true, other: 'Amlodipine 5 mg' });
    const rows = (await api('listPrescriptions', tokens.physician!, { params: { id: p.id }, query: { is_chronic: true, limit: 10 } })).body.results;
    const due = rows.filter((r) => r.printable).map((r) => r.full_medication);
    expect(due.filter((m) => m === 'Metformine 500 mg')).toHaveLength(3);
    // The third repeat, not yet due, is in no list (issue 21 §5): every row listed is printable, and the original names it.
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.printable)).toBe(true);
    expect(repeating.upcoming_repeats).toHaveLength(1);
    const all = await api('printPrescription', tokens.physician!, { params: { id: repeating.id }, query: { print_all: true } });
    expect(all.body.count).toBe(2);
    const text = await pdfText(all.body.pdf);
    expect(text.filter((line) => line.startsWith('R/ ')).sort()).toEqual(['R/ Amlodipine 5 mg', 'R/ Metformine 500 mg']);
    // The latest repeat whose day has come stands for the prescription.
    const latestDue = rows
      .filter((r) => r.printable && r.full_medication === 'Metformine 500 mg')
      .sort((a, b) => b.prescription_date.localeCompare(a.prescription_date))[0]!;
    expect(latestDue.is_repeated).toBe(true);
    const [day, time] = [latestDue.prescription_date.slice(0, 10), latestDue.prescription_date.slice(11, 16)];
    expect(text).toContain(`Prescribed ${day.split('-').reverse().join('-')} ${time}`);
    if (process.env.SAVE_PDF) writeFileSync(process.env.SAVE_PDF.replace(/\.pdf$/, '-all.pdf'), Buffer.from(all.body.pdf, 'base64'));
  });

  it('refuses a stopped prescription and a repeat whose day has not come', async () => {
    const p = await patient();
    const stopped = await prescribed(p.id);
    await api('stopPrescription', tokens.physician!, {
      params: { id: stopped.id },
      body: { stoppage_reason: 'Klaar', consistency_token: stopped.consistency_token },
    });
    const res = await api('printPrescription', tokens.physician!, { params: { id: stopped.id }, query: {} });
    expect(res).toMatchObject({ status: 400, body: { non_field_errors: [NOT_PRINTABLE] } });

    const repeating = await prescribed(p.id, { is_chronic: true, repeat_prescription: 1, repeat_date_id: await repeatDateId() });
    // A repeat dated after today is in no list (issue 21 §5): its id is the one its original stored.
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.patientRecord(practiceId, 'PRESCRIPTION', repeating.id) }));
    const [futureId] = stored.Item!.repeat_ids as string[];
    const future = await db().send(new GetCommand({ TableName: tableName(), Key: keys.patientRecord(practiceId, 'PRESCRIPTION', futureId!) }));
    expect((future.Item!.prescription_date as string).slice(0, 10) > practiceToday(), 'a repeat dated after today').toBe(true);
    expect(repeating.upcoming_repeats).toEqual([(future.Item!.prescription_date as string).slice(0, 10)]);
    const refused = await api.raw('printPrescription', tokens.physician!, { params: { id: futureId! }, query: {} });
    expect([refused.status, refused.body]).toEqual([400, { non_field_errors: [NOT_PRINTABLE] }]);
    expect(nextDay(practiceToday()) > practiceToday()).toBe(true);
  });

  it('needs execute on prescriptions, and is 404 for another practice', async () => {
    const p = await patient();
    const prescription = await prescribed(p.id);
    expect((await api.raw('printPrescription', tokens.administration!, { params: { id: prescription.id }, query: {} })).status).toBe(403);
    expect((await api.raw('printPrescription', other.physician!, { params: { id: prescription.id }, query: {} })).status).toBe(404);
  });
});

async function repeatDateId(): Promise<string> {
  const items = await api('getCatalogue', tokens.physician!, { params: { name: 'medication_repeat_dates' } });
  return items.body[0]!.id;
}
