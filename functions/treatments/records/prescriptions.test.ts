import { describe, expect, it } from 'vitest';
import { FREQUENCY_WORDS, MAX_REPEATS, type PrescriptionFields, REPEAT_INTERVALS } from '@praktijk/shared/records/prescriptions';
import { frequency_units, medication_repeat_dates } from '../../catalogue/domain/data/medication';
import { prescriptionRows, showPrescription, type StoredPrescription } from './prescriptions';

// A chronic prescription's rows (the original and its repeats, written in one transaction) and
// what a stored prescription shows; the typed maps beside the kind cover their catalogues.
const fields = (extra: Partial<PrescriptionFields> = {}): PrescriptionFields => ({
  medication_id: '100016',
  other: '',
  is_chronic: false,
  repeat_prescription: 0,
  repeat_date_id: null,
  strength: null,
  unit_id: null,
  frequency_usage: 2,
  frequency_unit_id: 'D',
  dosage_amount: 1,
  dosage_form_id: 'CAP',
  amount_of_time: 7,
  delivery_form_id: null,
  instructions: '',
  administrative_datetime: null,
  allergy_acknowledged: false,
  ...extra,
});
const record = (extra: Partial<PrescriptionFields> = {}) => ({ ...fields(extra), id: 'ORIGINAL', created: '2026-01-31T13:05:00.000Z', decursus: null });

describe('the typed maps beside the kind', () => {
  it('give every medication_repeat_dates item an interval and every frequency unit its words', () => {
    expect(medication_repeat_dates.map((i) => i.code).filter((code) => !REPEAT_INTERVALS[code])).toEqual([]);
    expect(frequency_units.map((i) => i.code).filter((code) => !FREQUENCY_WORDS[code])).toEqual([]);
  });

  it('keep the largest create, stop or delete (two items a row, the count and the original) far inside one transaction', () => {
    expect(2 * (MAX_REPEATS + 1) + 1).toBeLessThanOrEqual(100);
  });
});

describe("a prescription's rows", () => {
  it('is one row, dated when written on the practice clock, without repeats unless chronic', () => {
    const rows = prescriptionRows(record({ repeat_prescription: 3, repeat_date_id: '1M' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'ORIGINAL', prescription_date: '2026-01-31T10:05', is_repeated: false, repeat_of: null, repeat_ids: [] });
  });

  it('writes a chronic one with its repeats, each k intervals later, linked both ways', () => {
    const rows = prescriptionRows(record({ is_chronic: true, repeat_prescription: 3, repeat_date_id: '1M', administrative_datetime: '2026-01-31T09:00' }));
    const [original, ...repeats] = rows;
    expect(repeats.map((r) => r.prescription_date)).toEqual(['2026-02-28T09:00', '2026-03-31T09:00', '2026-04-30T09:00']);
    expect(original!.repeat_ids).toEqual(repeats.map((r) => r.id));
    expect(new Set(repeats.map((r) => r.id)).size).toBe(3);
    for (const repeat of repeats)
      expect(repeat).toMatchObject({ is_repeated: true, repeat_of: 'ORIGINAL', administrative_datetime: null, medication_id: '100016' });
  });
});

describe('what a stored prescription shows', () => {
  const stored = (extra: Partial<StoredPrescription> = {}): StoredPrescription => ({
    ...fields(),
    id: 'P',
    patient_id: 'X',
    created: '2026-01-31T13:05:00.000Z',
    consistency_token: 't',
    decursus: null,
    names: { medication_id: 'Amoxicilline', frequency_unit_id: 'per day', dosage_form_id: 'Capsule' },
    prescription_date: '2026-01-31T10:05',
    full_medication: 'Amoxicilline 500 mg Capsule',
    medication_stopped: false,
    stoppage_reason: null,
    stoppage_date_time: null,
    is_repeated: false,
    repeat_of: null,
    repeat_ids: [],
    ...extra,
  });

  it('gives the directions, the total and the chosen items by name', () => {
    expect(showPrescription(stored(), '2026-02-01')).toMatchObject({
      directions: '2 x daily 1 capsule for 7 days',
      total_amount: '14 units',
      medication: { id: '100016', name: 'Amoxicilline' },
      dosage_form: { id: 'CAP', name: 'Capsule' },
      unit: null,
      printable: true,
    });
  });

  it('is printable once its day has come', () => {
    expect(showPrescription(stored({ prescription_date: '2026-02-28T10:05' }), '2026-02-27').printable).toBe(false);
    expect(showPrescription(stored({ prescription_date: '2026-02-28T10:05' }), '2026-02-28').printable).toBe(true);
  });
});

describe("an original's upcoming repeats (issue 21 §5)", () => {
  const original = (extra: Partial<StoredPrescription> = {}): StoredPrescription => {
    const [row] = prescriptionRows(record({ is_chronic: true, repeat_prescription: 3, repeat_date_id: '1M', administrative_datetime: '2026-01-31T09:00' }));
    return { ...row!, patient_id: 'X', consistency_token: 't', names: {}, full_medication: 'Amoxicilline 500 mg Capsule', ...extra } as StoredPrescription;
  };

  it('names the days of the repeats dated after today, soonest first, from its date, interval and repeats', () => {
    expect(showPrescription(original(), '2026-01-31').upcoming_repeats).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    // A repeat whose day has come is listed on its own row, so it is no longer upcoming.
    expect(showPrescription(original(), '2026-02-28').upcoming_repeats).toEqual(['2026-03-31', '2026-04-30']);
    expect(showPrescription(original(), '2026-04-30').upcoming_repeats).toEqual([]);
  });

  it('names none on a repeat, on a stopped original (its stop stopped them) or without repeats', () => {
    expect(showPrescription(original({ is_repeated: true, repeat_of: 'O', repeat_ids: [] }), '2026-01-31').upcoming_repeats).toEqual([]);
    expect(showPrescription(original({ medication_stopped: true }), '2026-01-31').upcoming_repeats).toEqual([]);
    expect(showPrescription(original({ repeat_date_id: null, repeat_ids: [] }), '2026-01-31').upcoming_repeats).toEqual([]);
  });
});
