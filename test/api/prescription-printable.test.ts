import { writeFileSync } from 'node:fs';
import { nextDay } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { NOT_PRINTABLE } from '@praktijk/shared/schemas/prescription-printable';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { prescriptionFields } from './contract/fixtures/treatments';

// The printable prescription (issue 13 §3, spec 2 §4, §7): a real PDF, base64, of one printable
// and not-stopped prescription or, with print_all, of every such one in its list; a stopped one
// or a repeat whose day has not come is refused with spec 2 §4's rule.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
});

async function prescribed(patientId: string, body: Record<string, unknown> = {}) {
  const res = await api('createPrescriptionOutsideConsultation', tokens.physician!, { params: { id: patientId }, body: { ...prescriptionFields(), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
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
    const chronic = await api('listPrescriptions', tokens.physician!, { params: { id: p.id }, query: { is_chronic: true } });
    const future = chronic.body.results.find((r) => r.repeat_of === repeating.id && r.prescription_date.slice(0, 10) > practiceToday());
    expect(future, 'a repeat dated after today').toBeTruthy();
    expect((await api('printPrescription', tokens.physician!, { params: { id: future!.id }, query: {} })).status).toBe(400);
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
