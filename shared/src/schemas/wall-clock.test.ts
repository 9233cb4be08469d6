import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, NOT_LATER_THAN_TODAY } from './fields';
import { CLOCK_SKEW_MINUTES, futureDateTimeProblem, LOCAL_DATE_TIME_MESSAGE, localDateTime, NOT_LATER_THAN_NOW, pastLocalDateTime } from './wall-clock';

describe('a practice wall-clock time', () => {
  it("takes 'YYYY-MM-DDTHH:mm' (seconds ':00' dropped)", () => {
    expect(localDateTime.parse('2026-03-10T09:05')).toBe('2026-03-10T09:05');
    expect(localDateTime.parse(' 2026-03-10T09:05:00 ')).toBe('2026-03-10T09:05');
  });

  it('refuses anything else with one message, never an error of its own', () => {
    for (const bad of ['10:00', 'garbage', '2026-02-30T09:00', '2026-03-10T24:00', '2026-03-10T09:60', '2026-03-10T09:05:30']) {
      expect(localDateTime.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([LOCAL_DATE_TIME_MESSAGE]);
    }
  });
});

describe('the range of a wall-clock time (issue 21 §7)', () => {
  it('refuses a day outside 1900-01-01 .. 2100-12-31 with the range message', () => {
    for (const bad of ['9999-12-31T08:00', '1899-12-31T23:59', '2101-01-01T00:00', '0000-01-01T00:00']) {
      expect(
        localDateTime.safeParse(bad).error?.issues.map((issue) => issue.message),
        bad,
      ).toEqual([DATE_RANGE_MESSAGE]);
    }
    expect(localDateTime.parse('1900-01-01T00:00')).toBe('1900-01-01T00:00');
    expect(localDateTime.parse('2100-12-31T23:59')).toBe('2100-12-31T23:59');
  });
});

describe('a date-time not later than now (issue 21 §8)', () => {
  // 10:03 in Paramaribo (UTC-3) on 10 March 2026; 13:03 UTC.
  const now = new Date('2026-03-10T13:03:00Z');

  it('takes now, the past, and up to the clock skew ahead', () => {
    expect(futureDateTimeProblem('2026-03-10T10:03', now)).toBeUndefined();
    expect(futureDateTimeProblem('2020-01-01T00:00', now)).toBeUndefined();
    expect(futureDateTimeProblem(`2026-03-10T10:0${3 + CLOCK_SKEW_MINUTES}`, now)).toBeUndefined();
  });

  it('refuses a later time of today, and a later day with the spec text', () => {
    expect(futureDateTimeProblem('2026-03-10T23:59', now)).toBe(NOT_LATER_THAN_NOW);
    expect(futureDateTimeProblem(`2026-03-10T10:0${4 + CLOCK_SKEW_MINUTES}`, now)).toBe(NOT_LATER_THAN_NOW);
    expect(futureDateTimeProblem('2026-03-11T00:00', now)).toBe(NOT_LATER_THAN_TODAY);
  });

  it("reads the practice's clock, not UTC: at 22:30 there the UTC date is already tomorrow", () => {
    const lateEvening = new Date('2026-03-11T01:30:00Z'); // 22:30 on 10 March in Paramaribo
    expect(futureDateTimeProblem('2026-03-10T22:30', lateEvening)).toBeUndefined();
    expect(futureDateTimeProblem('2026-03-11T00:30', lateEvening)).toBe(NOT_LATER_THAN_TODAY);
  });
});

describe('pastLocalDateTime', () => {
  it('says the spec text for a later day, also beyond the range, and the range only for its start', () => {
    expect(pastLocalDateTime.safeParse('2999-01-01T08:00').error?.issues.map((issue) => issue.message)).toEqual([NOT_LATER_THAN_TODAY]);
    expect(pastLocalDateTime.safeParse('1899-12-31T08:00').error?.issues.map((issue) => issue.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(pastLocalDateTime.safeParse('garbage').error?.issues.map((issue) => issue.message)).toEqual([LOCAL_DATE_TIME_MESSAGE]);
    expect(pastLocalDateTime.parse('2024-02-29T08:15:00')).toBe('2024-02-29T08:15');
  });
});
