import { ulid } from 'ulid';
import { prescriptionKind } from '@praktijk/shared/record-kinds';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import {
  ALLERGIC,
  ALREADY_STOPPED,
  directionsText,
  fullMedicationText,
  NOT_THE_PRODUCT,
  PRESCRIPTION_REFERENCES,
  type PrescriptionFields,
  productMismatches,
  REPEAT_INTERVALS,
  REPEAT_NOT_DELETED,
  REPEAT_NOT_STOPPED,
  repeatDate,
  totalAmountText,
  upcomingRepeatDates,
} from '@praktijk/shared/records/prescriptions';
import { type RequestContext } from '../../lib/auth/context';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { auditUserName } from '../../lib/data/audit';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { allergiesCovering } from '../../patients/domain/allergies';
import { getPatientRecord, updatePatientRecords } from '../../records/records';
import { readRecord } from '../../records/stored-schema';
import { recordOperations } from '../../records/operations';
import { refOf, type StoredHealthRecord } from '../../records/shown-records';

// Prescriptions (issue 13 §1; the decisions are written down with the kind in
// shared/src/records/prescriptions.ts). Besides its fields a prescription stores its date, its full
// medication and the chosen items' names as they were when it was written, whether it is stopped
// (when and why), and the repeat links: an original lists its repeats' ids, a repeat names its
// original, so a stop or a delete reaches them by key, never by a query.
export type StoredPrescription = StoredHealthRecord &
  PrescriptionFields & {
    prescription_date: string;
    full_medication: string;
    medication_stopped: boolean;
    stoppage_reason: string | null;
    stoppage_date_time: string | null;
    is_repeated: boolean;
    repeat_of: string | null;
    repeat_ids: string[];
    /** The prescriber who went on despite the allergy warning, by name (issue 21 §5: the list shows it). */
    allergy_acknowledged_by?: string | null;
  } & Record<string, unknown>;

const INVALID_CHOICE = 'Select a valid choice.';

/**
 * Spec 2 §3 "Display": the directions and total in words, the chosen items by name, whether its day
 * has come (printable), and an original's repeats still to come (issue 21 §5: the lists show only
 * what is due, so the original names the rest).
 */
export function showPrescription(p: StoredPrescription, today: string = practiceToday()) {
  return {
    ...p,
    directions: directionsText(p, { frequency_unit_id: p.names?.frequency_unit_id, dosage_form_id: p.names?.dosage_form_id }),
    total_amount: totalAmountText(p),
    printable: p.prescription_date.slice(0, 10) <= today,
    upcoming_repeats: upcomingRepeatDates(p, today),
    allergy_acknowledged_by: p.allergy_acknowledged ? (p.allergy_acknowledged_by ?? null) : null,
    medication: refOf(p, 'medication_id'),
    unit: refOf(p, 'unit_id'),
    frequency_unit: refOf(p, 'frequency_unit_id'),
    dosage_form: refOf(p, 'dosage_form_id'),
    delivery_form: refOf(p, 'delivery_form_id'),
    repeat_date: refOf(p, 'repeat_date_id'),
  };
}

/**
 * The rows a new prescription writes: itself and, for a chronic one with repeats, one row per repeat
 * dated k intervals after it (MAX_REPEATS bounds them: 2 items a row stays far below a transaction's 100).
 */
export function prescriptionRows<R extends PrescriptionFields & { id: string; created: string }>(record: R) {
  const prescription_date = record.administrative_datetime ?? practiceLocal(record.created);
  const base = {
    ...record,
    prescription_date,
    medication_stopped: false,
    stoppage_reason: null,
    stoppage_date_time: null,
    is_repeated: false,
    repeat_of: null,
  };
  const interval = record.is_chronic && record.repeat_date_id ? REPEAT_INTERVALS[record.repeat_date_id] : undefined;
  const count = interval ? record.repeat_prescription : 0;
  const repeats = Array.from({ length: count }, (_, i) => ({
    ...base,
    id: ulid(),
    // A repeat's date is its own (not when it was taken): the original's plus k intervals.
    administrative_datetime: null,
    prescription_date: repeatDate(prescription_date, interval!, i + 1),
    is_repeated: true,
    repeat_of: record.id,
    repeat_ids: [] as string[],
  }));
  return [{ ...base, repeat_ids: repeats.map((r) => r.id) }, ...repeats];
}

/** An original's repeats, by key in one BatchGet (at most MAX_REPEATS). */
async function repeatsOf(ctx: RequestContext, original: StoredPrescription): Promise<StoredPrescription[]> {
  const ids = original.repeat_ids ?? [];
  if (!ids.length) return [];
  const rows = await batchGet(ids.map((id) => ctx.data.keys.patientRecord(prescriptionKind.prefix, id)));
  return rows.map((row) => readRecord<StoredPrescription>(prescriptionKind, stripStorage<Record<string, unknown>>(row)));
}

export const prescriptionOperations = recordOperations(prescriptionKind, {
  // Spec 2 §8: a medication the patient's allergies cover is refused unless the prescriber saw the
  // warning and goes on deliberately (allergy_acknowledged: true, stored with the prescription).
  async checkCreate(body, patient, ctx) {
    if (!body.medication_id || body.allergy_acknowledged) return;
    const { allergies } = await allergiesCovering(ctx.data, patient.id, body.medication_id);
    if (allergies.length) throw ValidationError.field('medication_id', ALLERGIC);
  },
  async enrich(fields, ctx) {
    const items = await readReferences(fields, PRESCRIPTION_REFERENCES);
    if (fields.repeat_date_id && !REPEAT_INTERVALS[fields.repeat_date_id]) throw ValidationError.field('repeat_date_id', INVALID_CHOICE);
    const names = namesOf(items);
    const product = items.get('medication_id') ?? null;
    // A formulary product's strength, unit and form are the catalogue's (issue 21 §5): another one is a product that does not exist.
    const wrong = product ? productMismatches(fields, product, names) : [];
    if (wrong.length) throw new ValidationError(Object.fromEntries(wrong.map((field) => [field, [NOT_THE_PRODUCT]])));
    // Who overrode the allergy warning, by name as they are now (a prescription is never edited, so this is its writer).
    const allergy_acknowledged_by = fields.allergy_acknowledged ? (auditUserName(ctx.user) ?? ctx.user.email) : null;
    return { names, full_medication: fullMedicationText(fields, product, names), allergy_acknowledged_by };
  },
  expand: (record) => prescriptionRows(record),
  async alsoDeleted(record, ctx) {
    const prescription = record as unknown as StoredPrescription;
    if (prescription.is_repeated) throw ValidationError.nonField(REPEAT_NOT_DELETED);
    return (await repeatsOf(ctx, prescription)) as unknown as (typeof record)[];
  },
  async show(records) {
    const today = practiceToday();
    return records.map((r) => showPrescription(r as unknown as StoredPrescription, today));
  },
});

/**
 * Stop (spec 2 §4, §7 PATCH prescriptions/{id}/): the reason, when (the practice's clock) and the
 * stopped flag; the original's repeats dated after the stop are stopped with it, in its transaction
 * (those already due stay as they were). A repeated row is not stopped on its own; a stopped one not again.
 */
export async function stopPrescription({ params, body }: Input<'stopPrescription'>, ctx: RequestContext) {
  const before = await getPatientRecord<StoredPrescription>(ctx.data, prescriptionKind, params.id);
  if (before.is_repeated) throw ValidationError.nonField(REPEAT_NOT_STOPPED);
  if (before.medication_stopped) throw ValidationError.nonField(ALREADY_STOPPED);
  const stop = { medication_stopped: true, stoppage_reason: body.stoppage_reason, stoppage_date_time: practiceLocal(new Date()) };
  const later = (await repeatsOf(ctx, before)).filter((r) => !r.medication_stopped && r.prescription_date > stop.stoppage_date_time);
  const [stopped] = await updatePatientRecords(ctx, prescriptionKind, [
    { before, changes: stop, expectedToken: body.consistency_token },
    ...later.map((repeat) => ({ before: repeat, changes: stop, expectedToken: repeat.consistency_token })),
  ]);
  return showPrescription(stopped!);
}
