import { vitalsKind } from '@praktijk/shared/record-kinds';
import { SECOND_READING_FIRST } from '@praktijk/shared/records/vitals';
import { describe, expect, it } from 'vitest';
import { NO_DATE_TIME } from './date-time-value';
import { recordBody, recordFormSchema, type TakenAt } from './record-form';
import { wallClockText } from './wall-clock-text';

type Values = TakenAt & { temperature: string; blood_pressure_2_systolic: string };
const bodyOf = (v: Values) => ({
  temperature: v.temperature,
  blood_pressure_2_systolic: v.blood_pressure_2_systolic,
  administrative_datetime: v.administrative_datetime.date ? `${v.administrative_datetime.date}T${v.administrative_datetime.time}` : null,
});
const fields = vitalsKind.schemas.administration;
const schema = recordFormSchema<Values>(fields, bodyOf);
const issues = (values: Values) => (schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('recordFormSchema', () => {
  it("gives the shared schema's messages under the form's fields", () => {
    expect(issues({ temperature: '37.555', blood_pressure_2_systolic: '120', administrative_datetime: NO_DATE_TIME })).toEqual([
      ['temperature', 'The temperature field must be a number with one or two decimal places'],
      ['blood_pressure_2_systolic', SECOND_READING_FIRST],
    ]);
  });

  it('says a half-typed time once, in its own words', () => {
    expect(issues({ temperature: '37.5', blood_pressure_2_systolic: '', administrative_datetime: { date: '2025-01-31', time: '08' } })).toEqual([
      ['administrative_datetime', 'Enter a time as HH:mm.'],
    ]);
  });

  it('refuses a day after today', () => {
    expect(issues({ temperature: '37.5', blood_pressure_2_systolic: '', administrative_datetime: { date: '2999-01-01', time: '08:00' } })).toEqual([
      ['administrative_datetime', 'The date cannot be later than today.'],
    ]);
  });

  it('sends numbers, with a comma read as a dot', () => {
    const body = recordBody(fields, bodyOf, { temperature: '37,5', blood_pressure_2_systolic: '', administrative_datetime: NO_DATE_TIME });
    expect(body).toMatchObject({ temperature: 37.5, blood_pressure_2_systolic: null, administrative_datetime: null });
  });
});

describe('wallClockText', () => {
  it('shows a wall-clock time as DD-MM-YYYY HH:mm', () => {
    expect(wallClockText('2025-01-31T08:15')).toBe('31-01-2025 08:15');
    expect(wallClockText('')).toBe('');
  });
});
