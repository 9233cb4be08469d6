import { bodyMassIndex, toCentimetres, toKilograms } from '@praktijk/shared/records/health-units';
import { describe, expect, it } from 'vitest';
import { bmiPreview, EMPTY_MEASUREMENTS, measurementsFormSchema } from './measurements-form';

const issues = (values: typeof EMPTY_MEASUREMENTS) => (measurementsFormSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('measurements form', () => {
  it('shows the BMI of height and weight in any unit, as the server computes it', () => {
    const values = { height: '5,9', height_unit: 'ft', weight: '165', weight_unit: 'lb' } as const;
    expect(bmiPreview(values)).toBe(bodyMassIndex(toCentimetres(5.9, 'ft'), toKilograms(165, 'lb')));
    expect(bmiPreview({ height: '180', height_unit: 'cm', weight: '81', weight_unit: 'kg' })).toBe(25);
  });

  it('shows no BMI while either value is missing, unreadable or implausible', () => {
    expect(bmiPreview({ height: '180', height_unit: 'cm', weight: '', weight_unit: 'kg' })).toBeNull();
    expect(bmiPreview({ height: '18', height_unit: 'cm', weight: '80', weight_unit: 'kg' })).toBeNull();
    expect(bmiPreview({ height: '1.805', height_unit: 'm', weight: '80', weight_unit: 'kg' })).toBeNull();
  });

  it('applies the measurement rule to each value and the plausibility of height in its unit', () => {
    expect(issues({ ...EMPTY_MEASUREMENTS, glucose: '5.555', height: '180', height_unit: 'm' })).toEqual([
      ['glucose', 'The glucose field must be a number with one or two decimal places'],
      ['height', 'Ensure this value is less than or equal to 2.75.'],
    ]);
    expect(issues(EMPTY_MEASUREMENTS)).toEqual([['', 'Enter at least one measurement.']]);
  });
});
