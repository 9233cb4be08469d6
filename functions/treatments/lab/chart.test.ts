import { describe, expect, it } from 'vitest';
import { chartOf } from '../../records/record-charts';
import { seriesOf } from './chart';
import { diagnosticsDate, type StoredLab } from './referrals';

// The lab chart's series (spec 3 §2): one per test with a numeric result, by the catalogue test,
// labelled with its name and unit; text results are no points.
let n = 0;
function referral(date: string, results: [testId: string, name: string, unit: string | null, value: string][]): StoredLab {
  const id = `01JAAAAAAAAAAAAAAAAAAAAA${String(++n).padStart(2, '0')}`;
  return {
    id,
    patient_id: '01JPATIENTAAAAAAAAAAAAAAAA',
    created: '2026-01-01T12:00:00.000Z',
    consistency_token: id,
    type_id: '266753000',
    priority_id: 'R',
    tests: results.map(([testId]) => testId),
    administrative_datetime: date,
    diagnostics_tests: results.map(([test_id, name, unit, result_value]) => ({
      test_id,
      name,
      unit,
      parent_id: test_id.split('-').slice(0, 2).join('-'),
      parent_name: 'Panel',
      result_value,
    })),
  } as unknown as StoredLab;
}

describe('seriesOf', () => {
  it('makes one series per test that has a number, with its unit, valued per referral', () => {
    // Newest first, as the records are read.
    const records = [
      referral('2026-03-01T09:00', [
        ['LAB-URI-UCULT', 'Urine culture', null, 'negatief'],
        ['LAB-HEM-HB', 'Haemoglobin', 'mmol/L', '7.9'],
      ]),
      referral('2026-02-01T09:00', [
        ['LAB-HEM-HB', 'Haemoglobin', 'mmol/L', '8,2'],
        ['LAB-HEM-PLT', 'Platelets', '10^9/L', '250'],
        ['LAB-SER-HIV', 'HIV 1/2 antibody/antigen', null, ''],
      ]),
    ];
    const series = seriesOf(records);
    expect(series.map((s) => [s.label, s.unit])).toEqual([
      ['Haemoglobin', 'mmol/L'],
      ['Platelets', '10^9/L'],
    ]);
    expect(new Set(series.map((s) => s.colour)).size).toBe(2);
    expect(records.map((r) => series.map((s) => s.value(r)))).toEqual([
      [7.9, null],
      [8.2, 250],
    ]);
    const chart = chartOf(records, null, series, diagnosticsDate);
    expect(chart.labels).toEqual(['2026-02-01T09:00', '2026-03-01T09:00']);
    expect(chart.datasets.map((d) => [d.label, d.values])).toEqual([
      ['Haemoglobin', [8.2, 7.9]],
      ['Platelets', [250, null]],
    ]);
  });

  it('has no series without numbers, and a test without a unit has an empty one', () => {
    expect(seriesOf([referral('2026-03-01T09:00', [['LAB-URI-UCULT', 'Urine culture', null, 'negatief']])])).toEqual([]);
    expect(seriesOf([])).toEqual([]);
    const [inr] = seriesOf([referral('2026-03-01T09:00', [['LAB-COA-INR', 'PT/INR', null, '2,5']])]);
    expect([inr!.label, inr!.unit]).toEqual(['PT/INR', '']);
  });
});
