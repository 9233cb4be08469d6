import * as z from 'zod';
import { isoToDisplay } from '../dates';
import { can } from '../routes/define';
import { optionalText, queryFlag, requestToken, REQUIRED, requiredText } from '../schemas/fields';
import { administrativeDatetime, measurementNumber, namedRef, optionalRef, strengthNumber, wholeNumber } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, TAKEN_AT_LABEL } from './kind';

// Prescriptions (spec 2 §2 "Prescriptions and Chronic Prescriptions tabs", §3 "Prescription", §4,
// §5, §7, §9): a medication from the formulary or a free-text `other`, its strength and dosage,
// how often and how long, the delivery form and instructions. Chronic prescriptions are their own
// tab: the list is kept per value of is_chronic (paged.partitionBy), each paged 10 at a time newest
// first by prescription date with its own count. A prescription is stopped (with a reason), never
// edited; stopped or not it can be deleted with can_delete.
//
// Decisions (the spec leaves these open):
// - Repeats: a chronic prescription with repeat_prescription N (1..MAX_REPEATS) and a repeat interval
//   (repeat_date_id) is written with N repeated rows in the same transaction, dated the original's
//   date + k × interval (k = 1..N): is_repeated, repeat_of = the original's id. Repeated rows are
//   refused stop and delete on their own (spec 2 §4); stopping the original stops its repeats dated
//   after the stop, deleting it deletes them, each in the original's transaction.
// - Future repeats (issue 21 §5): the lists show only rows dated today or earlier on the practice's
//   clock (paged.dueOnly: the Query's sort-key bound, so pages stay full and the count counts only
//   those), and a repeat appears on its day without any write. Its original names the repeats still
//   to come ('Upcoming repeats: 27-12-2026, 27-01-2027'), computed from its date, interval and
//   count: a prescriber sees the whole course on the row that was prescribed, and today's
//   prescriptions are never pushed off the first page by next year's.
// - printable: a row whose prescription date has come (a repeat dated in the future is printed when
//   its day comes); "only printable and not-stopped prescriptions can be printed" (spec 2 §4).
// - Allergy: a medication one of the patient's allergies covers (by ATC class, as the allergy check)
//   is refused ('Patient is allergic to this medication.' on medication_id) unless the prescriber
//   saw the warning and sends allergy_acknowledged: true, which is stored with the prescription (and
//   so in its audit entry): prescribing systems let a prescriber override the warning on purpose.
// - The strength rule takes 1 to 3 decimals but keeps the spec's text ('... one or two decimal places').
export const PRESCRIPTIONS_PAGE_SIZE = 10;
/** Repeats of one chronic prescription: a year of monthly ones. A create's, stop's or delete's transaction (2 items a row) stays far below DynamoDB's 100. */
export const MAX_REPEATS = 12;

/** The catalogue each reference names (spec 2 §3 "Catalogues used"). */
export const PRESCRIPTION_REFERENCES = {
  medication_id: 'medications',
  repeat_date_id: 'medication_repeat_dates',
  unit_id: 'units',
  frequency_unit_id: 'frequency_units',
  dosage_form_id: 'prescription_dosage_forms',
  delivery_form_id: 'delivery_forms',
} as const;

/** How a medication is taken: the part of a prescription a template keeps (spec 2 §3 "Prescription template": its dosage object). */
export const dosageFields = z.object({
  is_chronic: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  /** How many times it repeats (spec 2 §9: 0 unless chronic). */
  repeat_prescription: wholeNumber('repeat prescription', { max: MAX_REPEATS }).transform((v) => v ?? 0),
  repeat_date_id: optionalRef,
  strength: strengthNumber('strength', { max: 100_000 }),
  unit_id: optionalRef,
  /** Times per frequency unit (spec 2 §5: double with 2 decimals). */
  frequency_usage: measurementNumber('frequency usage', { max: 100 }),
  frequency_unit_id: optionalRef,
  dosage_amount: measurementNumber('dosage amount', { max: 10_000 }),
  dosage_form_id: optionalRef,
  /** How long, in the frequency unit's periods (7 with 'per day': 7 days). */
  amount_of_time: wholeNumber('amount of time', { max: 999 }),
  delivery_form_id: optionalRef,
  instructions: optionalText(2000),
});
export type DosageFields = z.output<typeof dosageFields>;

const prescriptionFields = z.object({
  medication_id: optionalRef,
  other: optionalText(200),
  ...dosageFields.shape,
  administrative_datetime: administrativeDatetime,
  allergy_acknowledged: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
});
export type PrescriptionFields = z.output<typeof prescriptionFields>;

export const ONLY_CHRONIC_REPEATS = 'Only a chronic prescription repeats.';
export const MEDICATION_OR_OTHER = 'Choose a medication or enter another one, not both.';
export const ALLERGIC = 'Patient is allergic to this medication.';
export const ALREADY_STOPPED = 'This prescription is already stopped.';
export const REPEAT_NOT_STOPPED = 'A repeated prescription cannot be stopped on its own: stop the prescription it repeats.';
export const REPEAT_NOT_DELETED = 'A repeated prescription cannot be deleted on its own: delete the prescription it repeats.';

/** Spec 2 §4: the chronic fields only on a chronic prescription; a repeat needs its interval. */
export function checkDosage(v: DosageFields, issue: (field: string, message: string) => void): void {
  if (!v.is_chronic && v.repeat_prescription > 0) issue('repeat_prescription', ONLY_CHRONIC_REPEATS);
  if (!v.is_chronic && v.repeat_date_id) issue('repeat_date_id', ONLY_CHRONIC_REPEATS);
  if (v.is_chronic && v.repeat_prescription > 0 && !v.repeat_date_id) issue('repeat_date_id', REQUIRED);
}

/** A medication or another one, exactly one (spec 2 §4: choosing 'Other' clears the medication), and the dosage rules. */
export function checkPrescription(v: PrescriptionFields, issue: (field: string, message: string) => void): void {
  if (!v.medication_id && !v.other) issue('medication_id', REQUIRED);
  if (v.medication_id && v.other) issue('other', MEDICATION_OR_OTHER);
  checkDosage(v, issue);
}

// --- Repeats -------------------------------------------------------------------------------

/** After how long a chronic prescription repeats: days, or calendar months (the 31st + 1 month is the month's last day). */
export type RepeatInterval = { days: number } | { months: number };
/** Every item of the `medication_repeat_dates` catalogue, by code (its items carry no interval; a unit test checks the map covers them). */
export const REPEAT_INTERVALS: Readonly<Record<string, RepeatInterval>> = {
  '1W': { days: 7 },
  '2W': { days: 14 },
  '4W': { days: 28 },
  '1M': { months: 1 },
  '2M': { months: 2 },
  '3M': { months: 3 },
  '6M': { months: 6 },
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A practice wall-clock time ('YYYY-MM-DDTHH:mm') `times` intervals later, by the calendar (no zone involved). */
export function repeatDate(local: string, interval: RepeatInterval, times: number): string {
  const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const time = local.slice(10);
  if ('days' in interval) {
    const d = new Date(Date.UTC(year, month - 1, day + interval.days * times));
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${time}`;
  }
  const months = year * 12 + (month - 1) + interval.months * times;
  const [y, m] = [Math.floor(months / 12), (months % 12) + 1];
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}${time}`;
}

/** The words before an original's repeats still to come (issue 21 §5; our decision, the spec has none). */
export const UPCOMING_REPEATS = 'Upcoming repeats';

type RepeatSource = Pick<PrescriptionFields, 'repeat_date_id'> & {
  prescription_date: string;
  is_repeated: boolean;
  medication_stopped: boolean;
  repeat_ids?: readonly string[];
};

/**
 * The days (YYYY-MM-DD, soonest first) of an original's repeats dated after `today`: computed from
 * its date, interval and the repeats it wrote (repeat_ids), never read, so a list costs no read a
 * row. A stopped original has none: its stop stopped every repeat dated after it. A repeat has none.
 */
export function upcomingRepeatDates(p: RepeatSource, today: string): string[] {
  const interval = p.repeat_date_id ? REPEAT_INTERVALS[p.repeat_date_id] : undefined;
  if (!interval || p.is_repeated || p.medication_stopped) return [];
  return Array.from({ length: p.repeat_ids?.length ?? 0 }, (_, i) => repeatDate(p.prescription_date, interval, i + 1).slice(0, 10)).filter(
    (day) => day > today,
  );
}

/** 'Upcoming repeats: 27-12-2026, 27-01-2027' (DD-MM-YYYY); null when none are to come. */
export function upcomingRepeatsText(days: readonly string[]): string | null {
  return days.length ? `${UPCOMING_REPEATS}: ${days.map(isoToDisplay).join(', ')}` : null;
}

// --- What a prescription shows (spec 2 §3 "Display", §5) -------------------------------------

/** Words of each `frequency_units` item for the directions: '2 x daily', and the period amount_of_time counts ('for 7 days'). */
export const FREQUENCY_WORDS: Readonly<Record<string, { adverb: string; period: string }>> = {
  H: { adverb: 'hourly', period: 'hour' },
  D: { adverb: 'daily', period: 'day' },
  W: { adverb: 'weekly', period: 'week' },
  M: { adverb: 'monthly', period: 'month' },
  PRN: { adverb: 'as needed', period: 'day' },
  ONCE: { adverb: 'once', period: 'day' },
};

/** '2' for 2, '0.5' for 0.5: at most two decimals, no trailing zeros. */
const numberText = (n: number) => String(Math.round(n * 100) / 100);

/** Spec 2 §5: total = frequency usage × dosage amount × amount of time, a blank factor counting 1; null when all are blank. */
export function prescriptionTotal(v: Pick<DosageFields, 'frequency_usage' | 'dosage_amount' | 'amount_of_time'>): number | null {
  const factors = [v.frequency_usage, v.dosage_amount, v.amount_of_time];
  if (factors.every((f) => f === null || f === undefined)) return null;
  return Math.round(factors.reduce<number>((total, f) => total * (f ?? 1), 1) * 100) / 100;
}

/** 'N units' or 'n/a' (spec 2 §3 total_amount). */
export function totalAmountText(v: Pick<DosageFields, 'frequency_usage' | 'dosage_amount' | 'amount_of_time'>): string {
  const total = prescriptionTotal(v);
  return total === null ? 'n/a' : `${numberText(total)} units`;
}

/** 'tablet' -> 'tablets', 'suppository' -> 'suppositories', 'drops' stays: the last word of a form's name. */
export function plural(name: string): string {
  if (/s$/i.test(name)) return name;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/**
 * The directions (spec 2 §3): '2 x daily 1 tablet for 7 days' from the frequency, the dosage amount
 * and form, and the amount of time counted in the frequency unit's periods; 'n/a' when none is given.
 * `names` are the chosen catalogue items' names by field; `frequencyCode` the frequency unit's code.
 */
export function directionsText(v: DosageFields, names: { frequency_unit_id?: string | null; dosage_form_id?: string | null }): string {
  const words = v.frequency_unit_id ? FREQUENCY_WORDS[v.frequency_unit_id] : undefined;
  const adverb = words?.adverb ?? names.frequency_unit_id ?? null;
  const parts: string[] = [];
  if (v.frequency_unit_id === 'ONCE') parts.push('once');
  else if (v.frequency_usage !== null) parts.push(adverb ? `${numberText(v.frequency_usage)} x ${adverb}` : `${numberText(v.frequency_usage)} x`);
  else if (adverb) parts.push(adverb);
  const form = names.dosage_form_id?.toLowerCase() ?? null;
  if (v.dosage_amount !== null)
    parts.push(`${numberText(v.dosage_amount)} ${form ? (v.dosage_amount > 1 ? plural(form) : form) : v.dosage_amount > 1 ? 'doses' : 'dose'}`);
  else if (form) parts.push(form);
  if (v.amount_of_time !== null) {
    const period = words?.period ?? 'day';
    parts.push(`for ${v.amount_of_time} ${v.amount_of_time === 1 ? period : plural(period)}`);
  }
  return parts.length ? parts.join(' ') : 'n/a';
}

/**
 * The full medication (spec 2 §3): the formulary item's name, the strength (the prescription's own
 * with its unit, else the item's) and the form (the prescription's dosage form, else the item's);
 * or the free-text `other` as written.
 */
export function fullMedicationText(
  v: Pick<PrescriptionFields, 'other' | 'strength'>,
  item: { name: string; strength?: string | null; form?: string | null } | null,
  names: { unit_id?: string | null; dosage_form_id?: string | null },
): string {
  if (!item) return v.other;
  const strength = v.strength !== null ? [String(v.strength), names.unit_id].filter(Boolean).join(' ') : item.strength;
  return [item.name, strength, names.dosage_form_id ?? item.form].filter(Boolean).join(' ');
}

// --- A formulary product (issue 21 §5) ------------------------------------------------------

/**
 * A formulary item is one product ('Amoxicilline 500 mg Capsule'): its strength, unit and dosage
 * form are the catalogue's, not the prescriber's. Choosing it fills them, and a prescription of it
 * may leave them blank (the item's own then show) but never say another strength or form (37.5 mg
 * of it would be a product that does not exist). A different product is another formulary item;
 * anything not in the formulary is typed through 'Other'.
 */
export const NOT_THE_PRODUCT = "This is not the chosen product's; choose the product with it, or Other.";

type Named = { id: string; name: string };
type Product = { strength?: string | null; form?: string | null };
const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The strength, unit and dosage form a product fills in: '500 mg' is strength 500 in the unit named
 * 'mg'; a strength that is not one number and a unit ('250 mg/5 ml', '500/125 mg', '0.5%') fills
 * none (the item's own text shows with the medication). The form is the dosage form of that name.
 */
export function productDosage(item: Product, units: readonly Named[], forms: readonly Named[]) {
  const match = /^(\d+(?:\.\d+)?)\s+(\S+)$/.exec(item.strength?.trim() ?? '');
  const unit = match ? units.find((u) => same(u.name, match[2]!)) : undefined;
  const form = item.form ? forms.find((f) => same(f.name, item.form!)) : undefined;
  return { strength: unit ? match![1]! : '', unit_id: unit?.id ?? null, dosage_form_id: form?.id ?? null };
}

/**
 * The fields of a prescription of a product that say something else than the product: the strength
 * with its unit ('500 mg') against the item's, and the dosage form's name against the item's form.
 * `names` are the chosen unit's and form's names.
 */
export function productMismatches(
  v: { strength: number | null },
  item: Product,
  names: { unit_id?: string | null; dosage_form_id?: string | null },
): ('strength' | 'unit_id' | 'dosage_form_id')[] {
  const wrong: ('strength' | 'unit_id' | 'dosage_form_id')[] = [];
  const strength = [v.strength === null ? '' : String(v.strength), names.unit_id ?? ''].join(' ').trim();
  if (strength !== '' && !same(strength, item.strength ?? '')) {
    if (v.strength !== null) wrong.push('strength');
    if (names.unit_id) wrong.push('unit_id');
  }
  if (names.dosage_form_id && !same(names.dosage_form_id, item.form ?? '')) wrong.push('dosage_form_id');
  return wrong;
}

const text = z.string();
const schemas = clinicalRecordSchemas({
  fields: prescriptionFields,
  shown: z.object({
    /** administrative_datetime, else when written; a repeat's: the original's + k × interval (practice wall clock, YYYY-MM-DDTHH:mm). */
    prescription_date: text,
    full_medication: text,
    directions: text,
    total_amount: text,
    stoppage_date_time: text.nullable(),
    stoppage_reason: text.nullable(),
    /** Who prescribed it despite the allergy warning (allergy_acknowledged), by name as they were then; null otherwise. */
    allergy_acknowledged_by: text.nullable(),
    medication_stopped: z.boolean(),
    is_repeated: z.boolean(),
    /** The original a repeated row repeats. */
    repeat_of: text.nullable(),
    printable: z.boolean(),
    /** An original's repeats still to come (dated after today, YYYY-MM-DD, soonest first); [] for a repeat, a stopped one or none left. */
    upcoming_repeats: z.array(text),
    medication: namedRef,
    unit: namedRef,
    frequency_unit: namedRef,
    dosage_form: namedRef,
    delivery_form: namedRef,
    repeat_date: namedRef,
  }),
  refine: (v, ctx) => checkPrescription(v, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
});

/** Stop (spec 2 §4, §7 PATCH prescriptions/{id}/): the reason is required. */
export const prescriptionStopSchema = z.object({
  stoppage_reason: requiredText(1000),
  consistency_token: requestToken,
});

export const prescriptionKind = defineRecordKind({
  model: 'prescription',
  label: 'Prescription',
  permission: 'prescription',
  prefix: 'PRESCRIPTION',
  resource: 'treatments',
  labels: {
    medication_id: { label: 'Medication', catalogue: 'medications' },
    other: { label: 'Other medication' },
    full_medication: { label: 'Full medication' },
    is_chronic: { label: 'Chronic', flag: true },
    repeat_prescription: { label: 'Repeat prescription' },
    repeat_date_id: { label: 'Repeat every', catalogue: 'medication_repeat_dates' },
    strength: { label: 'Strength' },
    unit_id: { label: 'Unit', catalogue: 'units' },
    frequency_usage: { label: 'Frequency' },
    frequency_unit_id: { label: 'Frequency unit', catalogue: 'frequency_units' },
    dosage_amount: { label: 'Dosage amount' },
    dosage_form_id: { label: 'Dosage form', catalogue: 'prescription_dosage_forms' },
    amount_of_time: { label: 'Amount of time' },
    delivery_form_id: { label: 'Delivery form', catalogue: 'delivery_forms' },
    instructions: { label: 'Instructions' },
    prescription_date: { label: 'Prescription date' },
    allergy_acknowledged: { label: 'Allergy warning acknowledged', flag: true },
    medication_stopped: { label: 'Stopped', flag: true },
    stoppage_reason: { label: 'Stoppage reason' },
    stoppage_date_time: { label: 'Stoppage date/time' },
    is_repeated: { label: 'Repeated', flag: true },
    repeat_of: { label: 'Repeat of' },
    repeat_ids: { label: 'Repeats' },
    ...TAKEN_AT_LABEL,
    ...CLINICAL_NOTE_LABEL,
  },
  sample: {
    other: 'Paracetamol 500 mg',
    frequency_usage: '3',
    frequency_unit_id: 'D',
    dosage_amount: '1',
    dosage_form_id: 'TAB',
    amount_of_time: '5',
    instructions: 'Na het eten',
  },
  schemas,
  // The Prescriptions and Chronic Prescriptions tabs: one list each (?is_chronic=true|false).
  paged: { by: 'prescription_date', partitionBy: { field: 'is_chronic', query: queryFlag }, pageSize: PRESCRIPTIONS_PAGE_SIZE, dueOnly: true },
  routes: {
    list: {
      operation: 'listPrescriptions',
      path: '/api/patients/{id}/prescriptions/',
      access: can('view', 'prescription'),
      summary: "A page of the patient's chronic (is_chronic=true) or other prescriptions, newest first by prescription date, with that list's count.",
    },
    create: {
      operation: 'createPrescription',
      path: '/api/prescriptions/',
      access: can('add', 'prescription'),
      summary: 'Prescribes in a consultation (a chronic prescription with its repeats).',
    },
    administration: {
      operation: 'createPrescriptionOutsideConsultation',
      path: '/api/patients/administration/{id}/prescriptions/',
      access: can('add', 'prescription'),
      summary: 'Prescribes for a patient outside a consultation.',
    },
    delete: {
      operation: 'deletePrescription',
      path: '/api/prescriptions/{id}/',
      access: can('delete', 'prescription'),
      summary: 'Removes a prescription and its repeats (a repeated row is not removed on its own).',
    },
  },
  unique: [],
});
