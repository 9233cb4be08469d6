import { describe, expect, it } from 'vitest';
import { nextDay } from '../practice-clock';
import { decimalsMessage, NOT_LATER_THAN_TODAY, numericMessage, practiceToday } from './health-fields';
import { checkVitals, SECOND_READING_FIRST, SYSTOLIC_ABOVE_DIASTOLIC, VITALS_EMPTY, vitalsKind, type VitalsFields } from './vitals';

// Vital functions (spec 2 §3, §4, §5): the rules across fields and the field rules of the form's
// body, as the administration route reads it.
const body = vitalsKind.schemas.administration;
const errorsOf = (value: Record<string, unknown>) => {
  const result = body.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  return errors;
};
const parsed = (value: Record<string, unknown>) => body.parse(value) as VitalsFields;

describe('checkVitals', () => {
  const blank = parsed({ saturation: 98 });
  const issuesOf = (fields: Partial<VitalsFields>) => {
    const issues: [string, string][] = [];
    checkVitals({ ...blank, saturation: null, ...fields }, (field, message) => issues.push([field, message]));
    return issues;
  };

  it('refuses a record of nothing, but takes a heart rhythm alone', () => {
    expect(issuesOf({})).toEqual([['non_field_errors', VITALS_EMPTY]]);
    expect(issuesOf({ heart_rhythm_id: 'REG' })).toEqual([]);
    expect(issuesOf({ temperature_method_id: 'TMP-OR' })).toEqual([['non_field_errors', VITALS_EMPTY]]);
  });

  it('takes the second reading only after the first, field by field', () => {
    expect(issuesOf({ blood_pressure_2_systolic: 120 })).toEqual([['blood_pressure_2_systolic', SECOND_READING_FIRST]]);
    expect(issuesOf({ blood_pressure_2_diastolic: 80 })).toEqual([['blood_pressure_2_diastolic', SECOND_READING_FIRST]]);
    expect(issuesOf({ blood_pressure_systolic: 120, blood_pressure_2_systolic: 125 })).toEqual([]);
  });

  it('wants the systolic above the diastolic in each reading', () => {
    expect(issuesOf({ blood_pressure_systolic: 80, blood_pressure_diastolic: 80 })).toEqual([['blood_pressure_diastolic', SYSTOLIC_ABOVE_DIASTOLIC]]);
    expect(issuesOf({ blood_pressure_systolic: 120, blood_pressure_diastolic: 80, blood_pressure_2_systolic: 70, blood_pressure_2_diastolic: 90 })).toEqual([
      ['blood_pressure_2_diastolic', SYSTOLIC_ABOVE_DIASTOLIC],
    ]);
    expect(issuesOf({ blood_pressure_diastolic: 90 })).toEqual([]);
  });
});

describe("the vital functions' body", () => {
  it('reads commas as dots and numbers sent as text', () => {
    expect(parsed({ temperature: '37,5', pulse_rate: '72', saturation: '98,5' })).toMatchObject({ temperature: 37.5, pulse_rate: 72, saturation: 98.5 });
  });

  it('names each field with its rule', () => {
    expect(errorsOf({ temperature: '37.555', pulse_rate: '72.5', respiration_rate: 'veel' })).toEqual({
      temperature: [decimalsMessage('temperature')],
      pulse_rate: [numericMessage('pulse rate')],
      respiration_rate: [numericMessage('respiration rate')],
    });
  });

  it('refuses an empty record and a date after today', () => {
    expect(errorsOf({})).toEqual({ non_field_errors: [VITALS_EMPTY] });
    expect(errorsOf({ pulse_rate: 70, administrative_datetime: `${nextDay(practiceToday())}T08:00` })).toEqual({
      administrative_datetime: [NOT_LATER_THAN_TODAY],
    });
  });

  it('refuses a systolic not above the diastolic and a second reading without the first', () => {
    expect(errorsOf({ blood_pressure_systolic: 80, blood_pressure_diastolic: 90 })).toEqual({ blood_pressure_diastolic: [SYSTOLIC_ABOVE_DIASTOLIC] });
    expect(errorsOf({ pulse_rate: 70, blood_pressure_2_diastolic: 70 })).toEqual({ blood_pressure_2_diastolic: [SECOND_READING_FIRST] });
  });
});
