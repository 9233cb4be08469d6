import { isoToDisplay } from '@praktijk/shared/dates';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { prescriptionKind } from '@praktijk/shared/record-kinds';
import { NOT_PRINTABLE, type Printable, PRINT_ALL_MAX } from '@praktijk/shared/schemas/prescription-printable';
import { type RequestContext } from '../../lib/auth/context';
import { recordAccess } from '../../lib/data/access-log';
import { auditUserName } from '../../lib/data/audit';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { allPatientRecords } from '../../records/record-pages';
import { insuranceLines } from '../../patients/domain/insurance-lines';
import { getPatientRecord } from '../../records/records';
import { existingPatient } from '../../patients/domain/repository';
import { showPrescription, type StoredPrescription } from '../records/prescriptions';
import { type PrintedPrescription } from './render';

// GET /api/prescriptions/{id}/printable/ (spec 2 §4, §7): the prescription as a base64 PDF, or
// with print_all the current prescriptions of its list (the chronic list's renewal). Only
// printable (its day has come) and not-stopped prescriptions print (spec 2 §4); asked for one that
// is not, the answer is a 400 with that rule. The prescriber on the paper is the signed-in user who
// prints it: they sign it. The paper names the practice (Praktijk keeps its name only: no address
// or phone is stored for a practice, so none is printed rather than one made up), the prescriber
// and the patient with their insurance numbers (issue 21 §5).
//
// Decision (issue 21 §5): print_all prints each prescription once, as it is now: of a chronic
// prescription and its repeats the latest row whose day has come, unless the prescription is
// stopped; past months' repeats of the same medication are not printed again beside it.
const printable = (p: ReturnType<typeof showPrescription>) => p.printable && !p.medication_stopped;
const wallClockText = (local: string) => `${isoToDisplay(local.slice(0, 10))} ${local.slice(11, 16)}`.trim();

function printedPrescription(p: ReturnType<typeof showPrescription>): PrintedPrescription {
  const repeats = p.repeat_prescription > 0 && p.repeat_date ? `, ${p.repeat_prescription} repeats (${p.repeat_date.name})` : '';
  return {
    date: wallClockText(p.prescription_date),
    medication: p.full_medication,
    directions: p.directions,
    total: p.total_amount,
    deliveryForm: p.delivery_form?.name ?? null,
    instructions: p.instructions,
    chronic: p.is_chronic ? `Chronic prescription${repeats}` : null,
  };
}

/** The current row of each prescription: per original (a repeat counts as its original's), the newest printable one; none of a stopped prescription. */
export function currentPrescriptions(rows: readonly ReturnType<typeof showPrescription>[]): ReturnType<typeof showPrescription>[] {
  const original = (p: ReturnType<typeof showPrescription>) => p.repeat_of ?? p.id;
  const stopped = new Set(rows.filter((p) => p.medication_stopped && !p.is_repeated).map(original));
  const current = new Map<string, ReturnType<typeof showPrescription>>();
  for (const p of [...rows].sort((a, b) => b.prescription_date.localeCompare(a.prescription_date)))
    if (printable(p) && !stopped.has(original(p)) && !current.has(original(p))) current.set(original(p), p);
  return [...current.values()];
}

export async function printPrescription({ params, query }: Input<'printPrescription'>, ctx: RequestContext): Promise<Printable> {
  const chosen = showPrescription(await getPatientRecord<StoredPrescription>(ctx.data, prescriptionKind, params.id));
  const printed = query.print_all
    ? currentPrescriptions(
        (await allPatientRecords<StoredPrescription>(ctx.data, prescriptionKind, chosen.patient_id, PRINT_ALL_MAX, query.is_chronic ?? chosen.is_chronic)).map(
          (p) => showPrescription(p),
        ),
      )
    : [chosen].filter(printable);
  if (!printed.length) throw ValidationError.nonField(NOT_PRINTABLE);
  const [patient, insurances] = await Promise.all([existingPatient(ctx, chosen.patient_id), insuranceLines(ctx.data, chosen.patient_id)]);
  const today = practiceLocal(new Date());
  // pdf-lib (430 kB of the treatments bundle, ~15 ms to run its module code) loads with the first
  // print, not with every cold start of the treatments Lambda, most of whose requests never print.
  const { renderPrescriptions } = await import('./render');
  const pdf = await renderPrescriptions({
    practice: { name: ctx.practice.name, address: null, phone: null },
    prescriber: { name: auditUserName(ctx.user) ?? ctx.user.email, identifier: ctx.user.identifier || null },
    patient: {
      name: `${patient.first_name} ${patient.surname}`.trim(),
      dateOfBirth: isoToDisplay(patient.date_of_birth),
      number: patient.internal_number,
      insurances,
    },
    printedOn: wallClockText(today),
    prescriptions: printed.map(printedPrescription),
  });
  // A PDF of the patient's prescriptions is a download of patient data: recorded first (lib/data/access-log.ts).
  const objectIds = printed.map((p) => p.id);
  await recordAccess(ctx, { object: 'prescription_pdf', objectIds, patientId: chosen.patient_id, kind: 'download', route: 'printPrescription' });
  return { pdf: Buffer.from(pdf).toString('base64'), filename: `prescription-${patient.internal_number}-${today.slice(0, 10)}.pdf`, count: printed.length };
}
