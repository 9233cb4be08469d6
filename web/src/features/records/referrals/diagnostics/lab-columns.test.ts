import { describe, expect, it } from 'vitest';
import { LAB_COLUMNS, type LabReferral, labRowLabel, resultLabel, testName, typeText, withReferral } from './lab-columns';
import { uploadProgress } from './upload-progress';

const referral = {
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  patient_id: 'p1',
  created: '2025-01-31T11:15:00Z',
  created_by: 'u1',
  consistency_token: 't1',
  decursus: null,
  type_id: '266753000',
  priority_id: 'UR',
  tests: ['LAB-HEM-HB'],
  administrative_datetime: '2025-01-31T08:15',
  type: { id: '266753000', name: 'Laboratory' },
  priority: { id: 'UR', name: 'Urgent' },
  diagnostics_tests: [
    {
      id: '01JABCDEFGHJKMNPQRSTVWXYZ0-1',
      test_id: 'LAB-HEM-HB',
      name: 'Haemoglobin',
      parent_id: 'LAB-HEM',
      parent_name: 'Haematology',
      unit: 'mmol/L',
      result_value: '',
    },
  ],
  filename: null,
  document_url: null,
  document_extension: null,
  diagnostics_date: '2025-01-31T08:15',
} as unknown as LabReferral;

describe('Diagnostics Referrals table (spec 2 §2)', () => {
  it('has Date/Time (DD-MM-YYYY HH:mm) and Type (type and priority); the section adds Tests', () => {
    expect(LAB_COLUMNS.map((c) => c.header)).toEqual(['Date/Time', 'Type']);
    expect(LAB_COLUMNS.map((c) => c.cell(referral))).toEqual(['31-01-2025 08:15', 'Laboratory — Urgent']);
    expect(typeText({ type: { id: 'x', name: 'Radiologist' }, priority: null } as unknown as LabReferral)).toBe('Radiologist');
  });

  it('names a row, a test with its panel and a result field with its unit', () => {
    expect(labRowLabel(referral)).toBe('lab referral Laboratory of 31-01-2025 08:15');
    const [test] = referral.diagnostics_tests;
    expect(testName(test!)).toBe('Haemoglobin (Haematology)');
    expect(testName({ name: 'Chest X-ray', parent_name: null })).toBe('Chest X-ray');
    expect(resultLabel(test!)).toBe('Haemoglobin (mmol/L)');
    expect(resultLabel({ name: 'Urine culture', unit: null })).toBe('Urine culture');
  });

  it('replaces the saved referral in its page and leaves the others and other pages alone', () => {
    const other = { ...referral, id: 'other' };
    const page = { results: [referral, other], count: 2, next: null };
    const saved = { ...referral, consistency_token: 't2' };
    expect(withReferral(page, saved)?.results).toEqual([saved, other]);
    expect(withReferral({ results: [other], count: 1, next: null }, saved)?.results).toEqual([other]);
    expect(withReferral(undefined, saved)).toBeUndefined();
  });
});

describe("the result document's 'Uploading...' bar (spec 2 §4)", () => {
  it('moves on with the time spent and never reaches the end before the server answers', () => {
    expect(uploadProgress(0)).toBe(0);
    expect(uploadProgress(2000)).toBe(45);
    expect(uploadProgress(60_000)).toBeLessThanOrEqual(90);
    expect(uploadProgress(-5)).toBe(0);
  });
});
