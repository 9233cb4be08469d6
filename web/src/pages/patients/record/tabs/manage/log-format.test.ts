import { describe, expect, it } from 'vitest';
import { cataloguesOf, type LogNames, logPager, logTypeWord, logValue, modelLabel, shownChanges } from './log-format';
import { fieldLabel } from '@praktijk/shared/schemas/field-labels';
import { pageRange, showingText } from '@/components/table/paging';

const CATALOGUE_NAMES: Record<string, string> = { 'biological_genders:M': 'Male', 'biological_genders:F': 'Female', 'disabilities:D1': 'Blind' };
const names: LogNames = {
  catalogueItem: (catalogue, id) => CATALOGUE_NAMES[`${catalogue}:${id}`],
  patient: (id) => (id === '01ANDRE' ? 'André Chin A Lin' : undefined),
};

describe('log format', () => {
  it('names the log types and models', () => {
    expect(['+', '~', '-'].map(logTypeWord)).toEqual(['created', 'changed', 'deleted']);
    expect(modelLabel('relation')).toBe('Relation');
  });
  it('shows values in words: catalogue names, patient names, Yes/No, DD-MM-YYYY, nothing as empty', () => {
    expect(logValue('patient', 'biological_gender_id', 'M', names)).toBe('Male');
    expect(logValue('patient', 'disability_ids', ['D1'], names)).toBe('Blind');
    expect(logValue('relation', 'to_patient', '01ANDRE', names)).toBe('André Chin A Lin');
    expect(logValue('patient', 'twin', true, names)).toBe('Yes');
    expect(logValue('patient', 'date_of_birth', '1990-06-30', names)).toBe('30-06-1990');
    expect(logValue('patient', 'email', null, names)).toBe('');
    expect(logValue('patient', 'phone_mobile', ['+5978123456', '+5977123456'], names)).toBe('+5978123456, +5977123456');
  });
  it("shows a lab referral's test rows by name and result, and its document by file name", () => {
    const rows = [
      { test_id: 'LAB-HEM-HB', name: 'Haemoglobin', result_value: '8.2' },
      { test_id: 'LAB-HEM-PLT', name: 'Platelets', result_value: '' },
    ];
    expect(logValue('lab', 'diagnostics_tests', rows, names)).toBe('Haemoglobin: 8.2, Platelets');
    expect(logValue('lab', 'document', { key: 'tenants/t/lab/x', filename: 'uitslag.pdf' }, names)).toBe('uitslag.pdf');
    expect(fieldLabel('lab', 'diagnostics_tests').label).toBe('Tests and results');
  });

  it('labels the fields and leaves out changes that read the same', () => {
    const entry = {
      model_name: 'patient',
      changes: [
        { field: 'biological_gender_id', old: 'M', new: 'F' },
        { field: 'email', old: '', new: null },
        { field: 'phone_mobile', old: [], new: null },
      ],
    };
    expect(shownChanges(entry, names)).toEqual([{ field: 'biological_gender_id', label: 'Biological gender', old: 'Male', new: 'Female' }]);
    expect(cataloguesOf([entry])).toEqual(['biological_genders']);
  });
  it("pages by the server's count: no Next after a page that ends the log, even when a cursor came with it", () => {
    expect(logPager(0, 10, 10, 'cursor')).toEqual({ total: 10, totalAtLeast: false, hasNext: false });
    expect(logPager(0, 10, 11, 'cursor')).toEqual({ total: 11, totalAtLeast: false, hasNext: true });
    expect(logPager(1, 10, 14, null)).toEqual({ total: 14, totalAtLeast: false, hasNext: false });
  });
  it("reads a long log's bounded count as a lower bound ('of 200+') and pages on while the server has more", () => {
    expect(logPager(0, 10, 200, 'cursor', true)).toEqual({ total: 200, totalAtLeast: true, hasNext: true });
    expect(showingText({ ...pageRange(0, 10, 10, 200), atLeast: logPager(0, 10, 200, 'cursor', true).totalAtLeast })).toBe('Showing 1 to 10 of 200+');
    // Counted from the page's start: page 25 of a 400-entry log still says how many at least.
    expect(logPager(24, 10, 440, 'cursor', true)).toEqual({ total: 440, totalAtLeast: true, hasNext: true });
  });
});
