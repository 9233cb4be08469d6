import { prescriptionKind } from '@praktijk/shared/record-kinds';
import { ALLERGIC, PRESCRIPTION_REFERENCES, totalAmountText } from '@praktijk/shared/records/prescriptions';
import { isMeasurement, isNumeric } from '@praktijk/shared/records/health-fields';
import * as z from 'zod';
import { type CatalogueDefaults, type FieldCatalogues, prefilled } from '../../health/vitals/catalogue-defaults';
import { type DateTimeValue, dateTimeProblem, localDateTimeOf, NO_DATE_TIME } from '../../health/vitals/date-time-value';
import { recordBody } from '../../health/vitals/record-form';

// The prescription add form (spec 2 §3 "Prescription", §4, §5): a medication from the formulary or
// another one as free text, chronic with its repeats or not, the dosage, the delivery form, the
// instructions and when it was written. The checks are the server's own schema
// (prescriptionKind.schemas.administration), so both give the same message for the same input.

export type PrescriptionValues = {
  medication_id: string | null;
  /** 'Other' chosen (spec 2 §4): the medication is the free text `other`, not a formulary item. */
  other_chosen: boolean;
  other: string;
  is_chronic: boolean;
  /** As typed; '0' unless chronic (spec 2 §9). */
  repeat_prescription: string;
  repeat_date_id: string | null;
  strength: string;
  unit_id: string | null;
  frequency_usage: string;
  frequency_unit_id: string | null;
  dosage_amount: string;
  dosage_form_id: string | null;
  amount_of_time: string;
  delivery_form_id: string | null;
  instructions: string;
  administrative_datetime: DateTimeValue;
  /** The allergy check found the chosen medication covered by one of the patient's allergies (spec 2 §8). */
  allergic: boolean;
  /** The prescriber saw the warning and prescribes anyway (sent as allergy_acknowledged). */
  allergy_acknowledged: boolean;
};

export const EMPTY_PRESCRIPTION: PrescriptionValues = {
  medication_id: null,
  other_chosen: false,
  other: '',
  is_chronic: false,
  repeat_prescription: '0',
  repeat_date_id: null,
  strength: '',
  unit_id: null,
  frequency_usage: '',
  frequency_unit_id: null,
  dosage_amount: '',
  dosage_form_id: null,
  amount_of_time: '',
  delivery_form_id: null,
  instructions: '',
  administrative_datetime: NO_DATE_TIME,
  allergic: false,
  allergy_acknowledged: false,
};

/** Each select's catalogue, for the user's defaults; the medication is searched, not prefilled. */
export const PRESCRIPTION_SELECT_CATALOGUES: FieldCatalogues = Object.fromEntries(
  Object.entries(PRESCRIPTION_REFERENCES).filter(([field]) => field !== 'medication_id'),
);

/** The first values of a list's add form: chronic as the list is, each select at the user's default (spec 2 §3); no repeat interval unless chronic. */
export function prefilledPrescription(defaults: CatalogueDefaults, isChronic: boolean): PrescriptionValues {
  const values = prefilled({ ...EMPTY_PRESCRIPTION, is_chronic: isChronic }, PRESCRIPTION_SELECT_CATALOGUES, defaults);
  return isChronic ? values : { ...values, repeat_date_id: null };
}

/** Spec 2 §4: the chronic fields only on a chronic prescription; switching chronic off puts them back at 0 and none. */
export function withChronic(isChronic: boolean): Pick<PrescriptionValues, 'is_chronic'> & Partial<PrescriptionValues> {
  return isChronic ? { is_chronic: true } : { is_chronic: false, repeat_prescription: '0', repeat_date_id: null };
}

/** Spec 2 §4: choosing 'Other' clears the medication (and its allergy warning); leaving it clears the text. */
export function withOther(chosen: boolean): Partial<PrescriptionValues> {
  return chosen
    ? { other_chosen: true, medication_id: null, allergic: false, allergy_acknowledged: false }
    : { other_chosen: false, other: '', allergic: false, allergy_acknowledged: false };
}

const numberOf = (text: string, valid: (t: string) => boolean): number | null =>
  text.trim() !== '' && valid(text) ? Number(text.trim().replace(',', '.')) : null;

/** Spec 2 §5: the total as the user types, 'N units' or 'n/a' (a blank or not yet valid factor counts 1). */
export function totalPreview(values: Pick<PrescriptionValues, 'frequency_usage' | 'dosage_amount' | 'amount_of_time'>): string {
  return totalAmountText({
    frequency_usage: numberOf(values.frequency_usage, isMeasurement),
    dosage_amount: numberOf(values.dosage_amount, isMeasurement),
    amount_of_time: numberOf(values.amount_of_time, isNumeric),
  });
}

/** What the shared schema reads: the form's fields as the server takes them. */
export function prescriptionInput(values: PrescriptionValues): Record<string, unknown> {
  return {
    medication_id: values.other_chosen ? null : values.medication_id,
    other: values.other_chosen ? values.other : '',
    is_chronic: values.is_chronic,
    repeat_prescription: values.is_chronic ? values.repeat_prescription : '0',
    repeat_date_id: values.is_chronic ? values.repeat_date_id : null,
    strength: values.strength,
    unit_id: values.unit_id,
    frequency_usage: values.frequency_usage,
    frequency_unit_id: values.frequency_unit_id,
    dosage_amount: values.dosage_amount,
    dosage_form_id: values.dosage_form_id,
    amount_of_time: values.amount_of_time,
    delivery_form_id: values.delivery_form_id,
    instructions: values.instructions,
    administrative_datetime: localDateTimeOf(values.administrative_datetime),
    // Only ever ticked after a warning (the check's or the server's refusal), and cleared with the medication.
    allergy_acknowledged: values.allergy_acknowledged && !values.other_chosen,
  };
}

export const prescriptionFields = prescriptionKind.schemas.administration;

/**
 * The form's check: the shared schema's messages under the fields ('Other' chosen, a missing
 * medication is asked for in the Other text), a half-typed date or time in plain words, and a
 * medication the patient is allergic to refused until the prescriber acknowledges it (spec 2 §8).
 */
export const prescriptionFormSchema = z.custom<PrescriptionValues>().superRefine((values, ctx) => {
  const when = dateTimeProblem(values.administrative_datetime);
  if (when) ctx.addIssue({ code: 'custom', path: ['administrative_datetime'], message: when.message });
  if (values.allergic && !values.allergy_acknowledged && !values.other_chosen) ctx.addIssue({ code: 'custom', path: ['medication_id'], message: ALLERGIC });
  const checked = prescriptionFields.safeParse(prescriptionInput(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]);
    if (when && field === 'administrative_datetime') continue;
    ctx.addIssue({ code: 'custom', path: [values.other_chosen && field === 'medication_id' ? 'other' : field], message: issue.message });
  }
});

/** What the list's create is sent (it adds the patient and the consultation's decursus): numbers, nulls for empty fields. Call after the check passed. */
export const prescriptionBody = (values: PrescriptionValues): Record<string, unknown> => recordBody(prescriptionFields, prescriptionInput, values);

/** The part of a shown prescription Copy reads (spec 2 §4). */
export interface CopiedPrescription {
  medication_id: string | null;
  other: string;
  is_chronic: boolean;
  repeat_prescription: number;
  repeat_date_id: string | null;
  strength: number | null;
  unit_id: string | null;
  frequency_usage: number | null;
  frequency_unit_id: string | null;
  dosage_amount: number | null;
  dosage_form_id: string | null;
  amount_of_time: number | null;
  delivery_form_id: string | null;
  instructions: string;
}

const textOf = (n: number | null): string => (n === null ? '' : String(n));

/** Spec 2 §4: a stopped prescription copied into a new form; dated now and checked for allergies again when its medication is chosen anew. */
export function copiedPrescription(p: CopiedPrescription): PrescriptionValues {
  return {
    ...EMPTY_PRESCRIPTION,
    medication_id: p.medication_id,
    other_chosen: !p.medication_id && p.other !== '',
    other: p.medication_id ? '' : p.other,
    is_chronic: p.is_chronic,
    repeat_prescription: String(p.is_chronic ? p.repeat_prescription : 0),
    repeat_date_id: p.is_chronic ? p.repeat_date_id : null,
    strength: textOf(p.strength),
    unit_id: p.unit_id,
    frequency_usage: textOf(p.frequency_usage),
    frequency_unit_id: p.frequency_unit_id,
    dosage_amount: textOf(p.dosage_amount),
    dosage_form_id: p.dosage_form_id,
    amount_of_time: textOf(p.amount_of_time),
    delivery_form_id: p.delivery_form_id,
    instructions: p.instructions,
  };
}
