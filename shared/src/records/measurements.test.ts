import { describe, expect, it } from 'vitest';
import { decimalsMessage, maxMessage, minMessage } from './health-fields';
import { type MeasurementFields, MEASUREMENTS_EMPTY, measurementsKind } from './measurements';

// Measurements (spec 2 §3, §5, §9): units as entered, height and weight plausible once in cm and kg.
const body = measurementsKind.schemas.administration;
const errorsOf = (value: Record<string, unknown>) => {
  const result = body.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  return errors;
};

describe("the measurements' body", () => {
  it('defaults the units to cm and kg and reads commas as dots', () => {
    expect(body.parse({ height: '180', weight: '80,5' }) as MeasurementFields).toMatchObject({
      height: 180,
      height_unit: 'cm',
      weight: 80.5,
      weight_unit: 'kg',
    });
  });

  it('takes every unit of the form and refuses another', () => {
    for (const unit of ['ft', 'inch', 'm', 'cm']) expect(errorsOf({ height: unit === 'm' ? 1.8 : unit === 'ft' ? 6 : 70, height_unit: unit })).toEqual({});
    for (const unit of ['g', 'kg', 'lb']) expect(errorsOf({ weight: unit === 'g' ? 3200 : 80, weight_unit: unit })).toEqual({});
    expect(errorsOf({ height: 180, height_unit: 'yard' })).toEqual({ height_unit: ['Select a valid choice.'] });
  });

  it('refuses a record of nothing', () => {
    expect(errorsOf({ height_unit: 'm' })).toEqual({ non_field_errors: [MEASUREMENTS_EMPTY] });
  });

  it('refuses a height of 180 in metres and a weight of 80 in grams, with the bound in their unit', () => {
    expect(errorsOf({ height: 180, height_unit: 'm' })).toEqual({ height: [maxMessage(2.75)] });
    expect(errorsOf({ height: 10, height_unit: 'cm' })).toEqual({ height: [minMessage(20)] });
    expect(errorsOf({ weight: 80, weight_unit: 'g' })).toEqual({ weight: [minMessage(200)] });
    expect(errorsOf({ weight: 2000, weight_unit: 'lb' })).toEqual({ weight: [maxMessage(1433)] });
  });

  it('takes a weight up to the bound it names in the unit entered', () => {
    expect(errorsOf({ weight: 1433, weight_unit: 'lb' })).toEqual({});
    expect(errorsOf({ weight: 1433.01, weight_unit: 'lb' })).toEqual({ weight: [maxMessage(1433)] });
    expect(errorsOf({ height: 9.02, height_unit: 'ft' })).toEqual({});
    expect(errorsOf({ height: 9.03, height_unit: 'ft' })).toEqual({ height: [maxMessage(9.02)] });
  });

  it("gives each value the measurement rule's text", () => {
    expect(errorsOf({ glucose: '5.555', hip: 'wijd' })).toEqual({ glucose: [decimalsMessage('glucose')], hip: [decimalsMessage('hip')] });
  });
});
