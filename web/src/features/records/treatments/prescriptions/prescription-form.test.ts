import { ALLERGIC, MEDICATION_OR_OTHER, ONLY_CHRONIC_REPEATS } from '@praktijk/shared/records/prescriptions';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { describe, expect, it } from 'vitest';
import {
  copiedPrescription,
  EMPTY_PRESCRIPTION,
  prefilledPrescription,
  prescriptionBody,
  prescriptionFormSchema,
  type PrescriptionValues,
  totalPreview,
  withChronic,
  withOther,
} from './prescription-form';

const complete: PrescriptionValues = {
  ...EMPTY_PRESCRIPTION,
  medication_id: 'MED1',
  strength: '500',
  unit_id: 'MG',
  frequency_usage: '2',
  frequency_unit_id: 'D',
  dosage_amount: '1',
  dosage_form_id: 'CAP',
  amount_of_time: '7',
};
const messages = (values: PrescriptionValues) =>
  Object.fromEntries((prescriptionFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('prescription add form (spec 2 §3, §4, §5, §8)', () => {
  it('asks for a medication, or for the other one once Other is chosen', () => {
    expect(messages(EMPTY_PRESCRIPTION)).toEqual({ medication_id: 'This field is required.' });
    expect(messages({ ...EMPTY_PRESCRIPTION, ...withOther(true) })).toEqual({ other: 'This field is required.' });
    expect(messages({ ...EMPTY_PRESCRIPTION, ...withOther(true), other: 'Gemberthee' })).toEqual({});
    expect(messages(complete)).toEqual({});
  });

  it('clears the medication and its allergy warning when Other is chosen, and the text when it is left', () => {
    expect(withOther(true)).toEqual({ other_chosen: true, medication_id: null, allergic: false, allergy_acknowledged: false });
    expect(withOther(false)).toEqual({ other_chosen: false, other: '', allergic: false, allergy_acknowledged: false });
    // Never both: a leftover text of an abandoned Other is not sent.
    expect(prescriptionBody({ ...complete, other: 'Gemberthee' })).toMatchObject({ medication_id: 'MED1', other: '' });
    expect(MEDICATION_OR_OTHER).toBeTruthy();
  });

  it('keeps the chronic fields at 0 and none unless chronic, and wants the interval with a repeat', () => {
    expect(withChronic(false)).toEqual({ is_chronic: false, repeat_prescription: '0', repeat_date_id: null });
    expect(withChronic(true)).toEqual({ is_chronic: true });
    expect(messages({ ...complete, is_chronic: true, repeat_prescription: '2' })).toEqual({ repeat_date_id: 'This field is required.' });
    expect(messages({ ...complete, is_chronic: true, repeat_prescription: '2', repeat_date_id: '1M' })).toEqual({});
    expect(prescriptionBody({ ...complete, repeat_prescription: '3', repeat_date_id: '1M' })).toMatchObject({ repeat_prescription: 0, repeat_date_id: null });
    expect(ONLY_CHRONIC_REPEATS).toBeTruthy();
  });

  it('names each number outside its rule instead of cutting it (issue 21 §4)', () => {
    const decimals = (label: string) => `The ${label} field must be a number with one or two decimal places`;
    expect(messages({ ...complete, dosage_amount: '0.125' })).toEqual({ dosage_amount: decimals('dosage amount') });
    expect(messages({ ...complete, frequency_usage: '1.255' })).toEqual({ frequency_usage: decimals('frequency usage') });
    expect(messages({ ...complete, strength: '0.125' })).toEqual({});
    expect(messages({ ...complete, dosage_amount: '0,25', frequency_usage: '1.25' })).toEqual({});
    expect(messages({ ...complete, amount_of_time: '2.5' })).toEqual({ amount_of_time: 'The amount of time field may only contain numeric characters' });
    expect(messages({ ...complete, is_chronic: true, repeat_prescription: '1.5', repeat_date_id: '1M' })).toEqual({
      repeat_prescription: 'The repeat prescription field may only contain numeric characters',
    });
    expect(messages({ ...complete, dosage_amount: 'abc' })).toEqual({ dosage_amount: decimals('dosage amount') });
  });

  it('checks the numbers by the shared rules and the date not later than today', () => {
    expect(messages({ ...complete, strength: '0.5555' })).toEqual({ strength: 'The strength field must be a number with one or two decimal places' });
    expect(messages({ ...complete, amount_of_time: '1.5' })).toEqual({ amount_of_time: 'The amount of time field may only contain numeric characters' });
    const tomorrow = new Date(`${practiceToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(messages({ ...complete, administrative_datetime: { date: tomorrow.toISOString().slice(0, 10), time: '10:00' } })).toEqual({
      administrative_datetime: 'The date cannot be later than today.',
    });
    expect(messages({ ...complete, administrative_datetime: { date: '2025-01-12', time: '' } })).toEqual({ administrative_datetime: 'Enter a time as HH:mm.' });
  });

  it('refuses an allergic medication until the prescriber acknowledges it, and then sends the acknowledgement', () => {
    expect(messages({ ...complete, allergic: true })).toEqual({ medication_id: ALLERGIC });
    expect(messages({ ...complete, allergic: true, allergy_acknowledged: true })).toEqual({});
    expect(prescriptionBody({ ...complete, allergic: true, allergy_acknowledged: true })).toMatchObject({ allergy_acknowledged: true });
    expect(prescriptionBody({ ...complete, ...withOther(true), other: 'Gemberthee', allergy_acknowledged: true })).toMatchObject({
      allergy_acknowledged: false,
    });
  });

  it('shows the total as typed: frequency × dosage × time, a blank factor counting 1, n/a when all are blank', () => {
    expect(totalPreview(complete)).toBe('14 units');
    expect(totalPreview({ frequency_usage: '0,5', dosage_amount: '', amount_of_time: '10' })).toBe('5 units');
    expect(totalPreview({ frequency_usage: '', dosage_amount: '', amount_of_time: '' })).toBe('n/a');
  });

  it('sends numbers, nulls for what is empty, and the date and time on the practice clock', () => {
    expect(
      prescriptionBody({ ...complete, strength: '2,5', instructions: 'Kuur afmaken', administrative_datetime: { date: '2025-01-12', time: '09:30' } }),
    ).toEqual({
      medication_id: 'MED1',
      other: '',
      is_chronic: false,
      repeat_prescription: 0,
      repeat_date_id: null,
      strength: 2.5,
      unit_id: 'MG',
      frequency_usage: 2,
      frequency_unit_id: 'D',
      dosage_amount: 1,
      dosage_form_id: 'CAP',
      amount_of_time: 7,
      delivery_form_id: null,
      instructions: 'Kuur afmaken',
      administrative_datetime: '2025-01-12T09:30',
      allergy_acknowledged: false,
    });
  });

  it("prefills the selects from the user's defaults, chronic as its list, the interval only when chronic", () => {
    const defaults = { units: 'MG', frequency_units: 'D', medication_repeat_dates: '1M', medications: 'X', vaccines: 'MMR' };
    expect(prefilledPrescription(defaults, false)).toEqual({ ...EMPTY_PRESCRIPTION, unit_id: 'MG', frequency_unit_id: 'D' });
    expect(prefilledPrescription(defaults, true)).toEqual({
      ...EMPTY_PRESCRIPTION,
      is_chronic: true,
      unit_id: 'MG',
      frequency_unit_id: 'D',
      repeat_date_id: '1M',
    });
  });

  it('copies a stopped prescription into a new form (spec 2 §4)', () => {
    const stopped = {
      medication_id: null,
      other: 'Gemberthee',
      is_chronic: true,
      repeat_prescription: 2,
      repeat_date_id: '1M',
      strength: 2.5,
      unit_id: 'MG',
      frequency_usage: null,
      frequency_unit_id: 'D',
      dosage_amount: 1,
      dosage_form_id: null,
      amount_of_time: 7,
      delivery_form_id: 'BOX',
      instructions: 'Na het eten',
    };
    expect(copiedPrescription(stopped)).toEqual({
      ...EMPTY_PRESCRIPTION,
      other_chosen: true,
      other: 'Gemberthee',
      is_chronic: true,
      repeat_prescription: '2',
      repeat_date_id: '1M',
      strength: '2.5',
      unit_id: 'MG',
      frequency_unit_id: 'D',
      dosage_amount: '1',
      amount_of_time: '7',
      delivery_form_id: 'BOX',
      instructions: 'Na het eten',
    });
    expect(copiedPrescription({ ...stopped, medication_id: 'MED1', other: '' })).toMatchObject({ medication_id: 'MED1', other_chosen: false, other: '' });
  });
});
