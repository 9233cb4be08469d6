import { describe, expect, it } from 'vitest';
import { VITALS_COLUMNS } from './vitals-columns';

describe('the Vital Functions table', () => {
  it('names the unit of every blood-pressure column: mm Hg (spec 2 §9)', () => {
    const pressures = VITALS_COLUMNS.filter((column) => column.id.startsWith('bp_'));
    expect(pressures.map((column) => column.header)).toEqual([
      'BP systolic 1 (mm Hg)',
      'BP systolic 2 (mm Hg)',
      'BP systolic avg (mm Hg)',
      'BP diastolic 1 (mm Hg)',
      'BP diastolic 2 (mm Hg)',
      'BP diastolic avg (mm Hg)',
    ]);
  });
});
