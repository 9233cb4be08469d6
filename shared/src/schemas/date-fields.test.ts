import { afterEach, describe, expect, it, vi } from 'vitest';
import { type z } from 'zod';
import { DATE_RANGE_MESSAGE, isoDate, NOT_LATER_THAN_TODAY, pastOrTodayDate, todayIso } from './fields';
import { patientFieldsSchema } from './patients';
import { dayQuerySchema, scheduleQuerySchema } from './calendar';

// The one date rule every route shares (issue 21 §7, §8): a real day in 1900-01-01 .. 2100-12-31,
// and 'not later than today' read on the practice's clock (America/Paramaribo, UTC-3), not UTC.
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

afterEach(() => vi.useRealTimers());

describe('isoDate', () => {
  it('takes the first and the last day of the range', () => {
    expect(isoDate.parse('1900-01-01')).toBe('1900-01-01');
    expect(isoDate.parse('2100-12-31')).toBe('2100-12-31');
  });

  it('refuses a day outside the range with one message', () => {
    for (const bad of ['9999-12-31', '1899-12-31', '2101-01-01', '0000-01-01', '0926-05-04']) expect(messages(isoDate, bad), bad).toEqual([DATE_RANGE_MESSAGE]);
  });

  it('keeps its own message for what is no date, without the range message', () => {
    expect(messages(isoDate, '2025-02-30')).toEqual(['Enter a valid date.']);
    expect(messages(isoDate, 'garbage')).not.toContain(DATE_RANGE_MESSAGE);
  });

  it("is every route's date: the schedule and the practitioner lists refuse 9999-12-31 as a field error", () => {
    expect(scheduleQuerySchema.safeParse({ date: '9999-12-31' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['date'], message: DATE_RANGE_MESSAGE }),
    ]);
    expect(dayQuerySchema.safeParse({ date: '9999-12-31' }).error?.issues).toEqual([expect.objectContaining({ path: ['date'], message: DATE_RANGE_MESSAGE })]);
  });
});

describe("'not later than today' on the practice's clock (issue 21 §8)", () => {
  // 22:00 on 9 March in Paramaribo is 01:00 on 10 March in UTC.
  const evening = new Date('2026-03-10T01:00:00Z');

  it("today is the practice's date", () => {
    expect(todayIso(evening)).toBe('2026-03-09');
  });

  it("refuses the UTC date when it is still yesterday in the practice, and takes the practice's today", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    expect(pastOrTodayDate.parse('2026-03-09')).toBe('2026-03-09');
    expect(messages(pastOrTodayDate, '2026-03-10')).toEqual([NOT_LATER_THAN_TODAY]);
  });

  it('says the spec text for a later day, also beyond the range (2999), and the range only for its start', () => {
    expect(messages(pastOrTodayDate, '2999-01-01')).toEqual([NOT_LATER_THAN_TODAY]);
    expect(messages(pastOrTodayDate, '1899-12-31')).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(pastOrTodayDate, '2025-02-30')).toEqual(['Enter a valid date.']);
  });

  it('a birth date from the range: 1900 is taken, 1899 is not', () => {
    const dob = patientFieldsSchema.shape.date_of_birth;
    expect(dob.parse('1900-01-01')).toBe('1900-01-01');
    expect(messages(dob, '1899-12-31')).toEqual([DATE_RANGE_MESSAGE]);
  });
});
