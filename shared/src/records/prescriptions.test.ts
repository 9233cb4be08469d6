import { describe, expect, it } from 'vitest';
import { nextDay } from '../practice-clock';
import { pageQueryOf } from './routes';
import { practiceToday } from './health-fields';
import {
  ALLERGIC,
  directionsText,
  dosageFields,
  fullMedicationText,
  MAX_REPEATS,
  MEDICATION_OR_OTHER,
  ONLY_CHRONIC_REPEATS,
  plural,
  prescriptionKind,
  prescriptionTotal,
  productDosage,
  productMismatches,
  repeatDate,
  totalAmountText,
  UPCOMING_REPEATS,
  upcomingRepeatDates,
  upcomingRepeatsText,
} from './prescriptions';
import { prescriptionTemplateBody } from '../schemas/prescription-templates';

// Prescriptions (spec 2 §3-§5): the input rules with their texts, the repeat dates, and the
// display texts (directions, total amount, full medication) built from the fields.
const create = prescriptionKind.schemas.create;
const patient = '01J0000000000000000000000P';
const issues = (body: object) => {
  const result = create.safeParse({ patient, decursus: null, ...body });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'non_field_errors', i.message]));
};
const dosage = (v: Partial<Record<string, unknown>> = {}) => dosageFields.parse(v);

describe('the input rules', () => {
  it('takes a medication or another one, exactly one', () => {
    expect(issues({ medication_id: '100016' })).toEqual({});
    expect(issues({ other: 'Gemberthee' })).toEqual({});
    expect(issues({})).toEqual({ medication_id: 'This field is required.' });
    expect(issues({ medication_id: '100016', other: 'Gemberthee' })).toEqual({ other: MEDICATION_OR_OTHER });
  });

  it('reads the strength as whole or 1 to 3 decimals with the spec text, commas as dots', () => {
    expect(create.parse({ patient, decursus: null, other: 'x', strength: '0,125' }).strength).toBe(0.125);
    expect(issues({ other: 'x', strength: '0.1255' })).toEqual({ strength: 'The strength field must be a number with one or two decimal places' });
    expect(issues({ other: 'x', strength: 'abc' })).toEqual({ strength: 'The strength field must be a number with one or two decimal places' });
  });

  it('reads the frequency and dosage amount with two decimals, commas as dots, and the amount of time whole', () => {
    const parsed = create.parse({ patient, decursus: null, other: 'x', frequency_usage: '1,5', dosage_amount: '0,25', amount_of_time: '7' });
    expect([parsed.frequency_usage, parsed.dosage_amount, parsed.amount_of_time]).toEqual([1.5, 0.25, 7]);
    expect(issues({ other: 'x', frequency_usage: '1.555' })).toEqual({
      frequency_usage: 'The frequency usage field must be a number with one or two decimal places',
    });
    expect(issues({ other: 'x', amount_of_time: '1.5' })).toEqual({ amount_of_time: 'The amount of time field may only contain numeric characters' });
  });

  it('repeats only a chronic prescription, at most MAX_REPEATS times, with an interval; 0 repeats by default', () => {
    expect(create.parse({ patient, decursus: null, other: 'x' })).toMatchObject({ is_chronic: false, repeat_prescription: 0, allergy_acknowledged: false });
    expect(issues({ other: 'x', repeat_prescription: 2 })).toEqual({ repeat_prescription: ONLY_CHRONIC_REPEATS });
    expect(issues({ other: 'x', repeat_date_id: '1M' })).toEqual({ repeat_date_id: ONLY_CHRONIC_REPEATS });
    expect(issues({ other: 'x', is_chronic: true, repeat_prescription: 2 })).toEqual({ repeat_date_id: 'This field is required.' });
    expect(issues({ other: 'x', is_chronic: true, repeat_prescription: MAX_REPEATS + 1, repeat_date_id: '1M' })).toEqual({
      repeat_prescription: `Ensure this value is less than or equal to ${MAX_REPEATS}.`,
    });
    expect(issues({ other: 'x', is_chronic: true, repeat_prescription: 3, repeat_date_id: '1M' })).toEqual({});
  });

  it('refuses an administrative date later than today', () => {
    expect(issues({ other: 'x', administrative_datetime: `${nextDay(practiceToday())}T08:00` })).toEqual({
      administrative_datetime: 'The date cannot be later than today.',
    });
  });

  it('has the spec texts of the allergy refusal', () => {
    expect(ALLERGIC).toBe('Patient is allergic to this medication.');
  });
});

describe('repeat dates', () => {
  it('adds days by the calendar, keeping the time', () => {
    expect(repeatDate('2026-01-28T09:15', { days: 7 }, 1)).toBe('2026-02-04T09:15');
    expect(repeatDate('2026-12-30T09:15', { days: 14 }, 2)).toBe('2027-01-27T09:15');
  });

  it("adds calendar months, a day past the month's end becoming its last day", () => {
    expect(repeatDate('2026-01-31T10:00', { months: 1 }, 1)).toBe('2026-02-28T10:00');
    expect(repeatDate('2026-01-31T10:00', { months: 1 }, 2)).toBe('2026-03-31T10:00');
    expect(repeatDate('2027-11-30T10:00', { months: 3 }, 1)).toBe('2028-02-29T10:00');
    expect(repeatDate('2026-08-15T10:00', { months: 6 }, 2)).toBe('2027-08-15T10:00');
  });
});

describe('what a prescription shows', () => {
  it('totals frequency × dosage × time, a blank factor counting 1, as N units or n/a', () => {
    expect(prescriptionTotal({ frequency_usage: 2, dosage_amount: 1, amount_of_time: 7 })).toBe(14);
    expect(totalAmountText({ frequency_usage: 3, dosage_amount: 0.5, amount_of_time: 10 })).toBe('15 units');
    expect(totalAmountText({ frequency_usage: null, dosage_amount: 2, amount_of_time: 5 })).toBe('10 units');
    expect(totalAmountText({ frequency_usage: 1.33, dosage_amount: null, amount_of_time: null })).toBe('1.33 units');
    expect(totalAmountText({ frequency_usage: null, dosage_amount: null, amount_of_time: null })).toBe('n/a');
  });

  it('gives directions from the frequency, dosage and time, or n/a', () => {
    const names = { frequency_unit_id: 'per day', dosage_form_id: 'Tablet' };
    expect(directionsText(dosage({ frequency_usage: 2, frequency_unit_id: 'D', dosage_amount: 1, dosage_form_id: 'TAB', amount_of_time: 7 }), names)).toBe(
      '2 x daily 1 tablet for 7 days',
    );
    expect(directionsText(dosage({ frequency_usage: 3, frequency_unit_id: 'D', dosage_amount: 2, amount_of_time: 1 }), names)).toBe(
      '3 x daily 2 tablets for 1 day',
    );
    expect(
      directionsText(dosage({ frequency_usage: 1, frequency_unit_id: 'W', dosage_amount: 1, amount_of_time: 4 }), {
        frequency_unit_id: 'per week',
        dosage_form_id: 'Suppository',
      }),
    ).toBe('1 x weekly 1 suppository for 4 weeks');
    expect(directionsText(dosage({ frequency_unit_id: 'PRN', dosage_amount: 2 }), { frequency_unit_id: 'as needed', dosage_form_id: 'Suppository' })).toBe(
      'as needed 2 suppositories',
    );
    expect(
      directionsText(dosage({ frequency_unit_id: 'ONCE', frequency_usage: 1, dosage_amount: 4 }), { frequency_unit_id: 'once', dosage_form_id: null }),
    ).toBe('once 4 doses');
    expect(directionsText(dosage({ dosage_amount: 1.5 }), { dosage_form_id: 'Eye drops' })).toBe('1.5 eye drops');
    expect(directionsText(dosage(), {})).toBe('n/a');
  });

  it('writes plurals of form names', () => {
    expect(['tablet', 'suppository', 'eye drops', 'spray'].map(plural)).toEqual(['tablets', 'suppositories', 'eye drops', 'sprays']);
  });

  it("names the medication with the prescription's strength and form, else the formulary's, or the other text", () => {
    const item = { name: 'Amoxicilline', strength: '500 mg', form: 'Capsule' };
    expect(fullMedicationText({ other: '', strength: null }, item, {})).toBe('Amoxicilline 500 mg Capsule');
    expect(fullMedicationText({ other: '', strength: 250 }, item, { unit_id: 'mg', dosage_form_id: 'Suspension' })).toBe('Amoxicilline 250 mg Suspension');
    expect(fullMedicationText({ other: '', strength: null }, { name: 'Zinkoxide', strength: '', form: 'Ointment' }, {})).toBe('Zinkoxide Ointment');
    expect(fullMedicationText({ other: 'Gemberthee', strength: 5 }, null, { unit_id: 'g' })).toBe('Gemberthee');
  });
});

describe('the list query', () => {
  it('names the list by is_chronic (required), beside the page position, 10 a page unless asked', () => {
    const query = pageQueryOf(prescriptionKind);
    expect(query.parse({ is_chronic: 'true', limit: '10' })).toEqual({ is_chronic: true, limit: 10 });
    expect(query.parse({ is_chronic: false })).toEqual({ is_chronic: false, limit: 10 });
    const missing = query.safeParse({});
    expect(missing.success ? [] : missing.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['is_chronic', 'This field is required.']]);
    expect(query.safeParse({ is_chronic: 'yes' }).success).toBe(false);
  });
});

describe('a template', () => {
  it('takes a name, a medication or another one (not both) and the dosage with its rules under dosage.', () => {
    expect(prescriptionTemplateBody.parse({ name: '  Amoxi   kuur ', medication_id: '100016' })).toMatchObject({
      name: 'Amoxi kuur',
      dosage: { is_chronic: false, repeat_prescription: 0, strength: null, instructions: '' },
    });
    const bad = prescriptionTemplateBody.safeParse({ name: '', medication_id: '1', other: 'x', dosage: { repeat_prescription: 2 } });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['name', 'This field is required.'],
        ['dosage.repeat_prescription', ONLY_CHRONIC_REPEATS],
      ]),
    );
  });
});

describe('a formulary product (issue 21 §5)', () => {
  const units = [
    { id: 'MG', name: 'mg' },
    { id: 'ML', name: 'ml' },
  ];
  const forms = [
    { id: 'CAP', name: 'Capsule' },
    { id: 'SUS', name: 'Suspension' },
  ];
  const amoxicillin = { strength: '500 mg', form: 'Capsule' };

  it('fills the strength, unit and form of the product chosen', () => {
    expect(productDosage(amoxicillin, units, forms)).toEqual({ strength: '500', unit_id: 'MG', dosage_form_id: 'CAP' });
    expect(productDosage({ strength: '0.5 mg', form: 'Capsule' }, units, forms)).toEqual({ strength: '0.5', unit_id: 'MG', dosage_form_id: 'CAP' });
    // Not one number and a unit: the item's own text shows with the medication.
    expect(productDosage({ strength: '250 mg/5 ml', form: 'Suspension' }, units, forms)).toEqual({ strength: '', unit_id: null, dosage_form_id: 'SUS' });
    expect(productDosage({ strength: '0.5%', form: 'Eye drops' }, units, forms)).toEqual({ strength: '', unit_id: null, dosage_form_id: null });
  });

  it("refuses another strength, unit or form than the product's; blank takes the product's", () => {
    expect(productMismatches({ strength: 500 }, amoxicillin, { unit_id: 'mg', dosage_form_id: 'Capsule' })).toEqual([]);
    expect(productMismatches({ strength: null }, amoxicillin, {})).toEqual([]);
    expect(productMismatches({ strength: 37.5 }, amoxicillin, { unit_id: 'mg', dosage_form_id: 'Capsule' })).toEqual(['strength', 'unit_id']);
    expect(productMismatches({ strength: 500 }, amoxicillin, { unit_id: 'ml' })).toEqual(['strength', 'unit_id']);
    expect(productMismatches({ strength: 500 }, amoxicillin, {})).toEqual(['strength']);
    expect(productMismatches({ strength: null }, amoxicillin, { dosage_form_id: 'Suspension' })).toEqual(['dosage_form_id']);
    expect(productMismatches({ strength: 5 }, { strength: '250 mg/5 ml', form: 'Suspension' }, { unit_id: 'ml' })).toEqual(['strength', 'unit_id']);
  });
});

describe('upcoming repeats (issue 21 §5)', () => {
  const original = { prescription_date: '2026-01-31T09:00', repeat_date_id: '2W', is_repeated: false, medication_stopped: false, repeat_ids: ['a', 'b', 'c'] };

  it("are the days after today of the original's repeats, by its interval", () => {
    expect(upcomingRepeatDates(original, '2026-02-13')).toEqual(['2026-02-14', '2026-02-28', '2026-03-14']);
    expect(upcomingRepeatDates(original, '2026-02-14')).toEqual(['2026-02-28', '2026-03-14']);
    expect(upcomingRepeatDates({ ...original, medication_stopped: true }, '2026-02-13')).toEqual([]);
  });

  it("read 'Upcoming repeats: DD-MM-YYYY, ...', and nothing when none are left", () => {
    expect(UPCOMING_REPEATS).toBe('Upcoming repeats');
    expect(upcomingRepeatsText(['2026-02-28', '2026-03-14'])).toBe('Upcoming repeats: 28-02-2026, 14-03-2026');
    expect(upcomingRepeatsText([])).toBeNull();
  });

  it('keep both lists to what is due: the kind is listed up to today', () => {
    expect(prescriptionKind.paged.dueOnly).toBe(true);
  });
});
