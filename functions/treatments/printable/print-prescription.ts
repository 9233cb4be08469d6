import { isoToDisplay } from '@praktijk/shared/dates';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { prescriptionKind } from '@praktijk/shared/record-kinds';
import { NOT_PRINTABLE, type Printable, PRINT_ALL_MAX } from '@praktijk/shared/schemas/prescription-printable';
import { type RequestContext } from '../../lib/auth/context';
import { auditUserName } from '../../lib/data/audit';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { allPatientRecords } from '../../lib/patients/record-pages';
import { getPatientRecord } from '../../lib/patients/records';
import { existingPatient } from '../../patients/operations/patients';
import { showPrescription, type StoredPrescription } from '../records/prescriptions';
import { type PrintedPrescription, renderPrescriptions } from './render';

// GET /api/prescriptions/{id}/printable/ (spec 2 §4, §7): the prescription as a base64 PDF, or
// with print_all every printable, not-stopped prescription of its list (the chronic list's
// renewal). Only printable (its day has come) and not-stopped prescriptions print (spec 2 §4);
// asked for one that is not, the answer is a 400 with that rule. The prescriber on the paper is
// the signed-in user who prints it: they sign it.
const printable = (p: ReturnType<typeof showPrescription>) => p.printable && !p.medication_stopped;
const wallClockText = (local: string) => `${isoToDisplay(local.slice(0, 10))} ${local.slice(11, 16)}`.trim();

function printed(p: ReturnType<typeof showPrescription>): PrintedPrescription {
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

export async function printPrescription({ params, query }: Input<'printPrescription'>, ctx: RequestContext): Promise<Printable> {
  const chosen = showPrescription(await getPatientRecord<StoredPrescription>(ctx.data, prescriptionKind, params.id));
  const list = query.print_all
    ? (await allPatientRecords<StoredPrescription>(ctx.data, prescriptionKind, chosen.patient_id, PRINT_ALL_MAX, query.is_chronic ?? chosen.is_chronic))
        .map((p) => showPrescription(p))
        .filter(printable)
    : [chosen].filter(printable);
  if (!list.length) throw ValidationError.nonField(NOT_PRINTABLE);
  const patient = await existingPatient(ctx, chosen.patient_id);
  const today = practiceLocal(new Date());
  const pdf = await renderPrescriptions({
    practice: ctx.practice.name,
    prescriber: { name: auditUserName(ctx.user) ?? ctx.user.email, identifier: ctx.user.identifier || null },
    patient: { name: `${patient.first_name} ${patient.surname}`.trim(), dateOfBirth: isoToDisplay(patient.date_of_birth), number: patient.internal_number },
    printedOn: wallClockText(today),
    prescriptions: list.map(printed),
  });
  return { pdf: Buffer.from(pdf).toString('base64'), filename: `prescription-${patient.internal_number}-${today.slice(0, 10)}.pdf`, count: list.length };
}
