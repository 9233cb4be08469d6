import { describe, expect, it } from 'vitest';
import { ATTEST_EMPTY, ATTEST_ONE_WAY, attestDays, attestKind, type AttestFields, checkAttest, daysInRange, UNTIL_BEFORE_FROM } from './attests';

// Attests (spec 2 §3, §4): days in steps of 0.5, or a from-until range, or picked dates; one way only.
const none: AttestFields = { company_name: '', days: null, from_date: null, until_date: null, dates: [], administrative_datetime: null };
const issuesOf = (fields: Partial<AttestFields>) => {
  const issues: [string, string][] = [];
  checkAttest({ ...none, ...fields }, (field, message) => issues.push([field, message]));
  return issues;
};
const create = attestKind.schemas.create;
const patient = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const errorsOf = (body: Record<string, unknown>) => {
  const result = create.safeParse({ patient, decursus: null, ...body });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'non_field_errors', i.message]));
};

describe('checkAttest', () => {
  it('takes exactly one way of giving the days', () => {
    expect(issuesOf({ days: 2 })).toEqual([]);
    expect(issuesOf({ from_date: '2026-03-01', until_date: '2026-03-03' })).toEqual([]);
    expect(issuesOf({ dates: ['2026-03-01'] })).toEqual([]);
  });

  it('refuses none, and two ways at once', () => {
    expect(issuesOf({})).toEqual([['non_field_errors', ATTEST_EMPTY]]);
    expect(issuesOf({ days: 2, dates: ['2026-03-01'] })).toEqual([['non_field_errors', ATTEST_ONE_WAY]]);
    expect(issuesOf({ days: 1, from_date: '2026-03-01', until_date: '2026-03-02' })).toEqual([['non_field_errors', ATTEST_ONE_WAY]]);
  });

  it('needs both ends of a range, in order, of at most a year', () => {
    expect(issuesOf({ from_date: '2026-03-01' })).toEqual([['until_date', 'This field is required.']]);
    expect(issuesOf({ until_date: '2026-03-01' })).toEqual([['from_date', 'This field is required.']]);
    expect(issuesOf({ from_date: '2026-03-05', until_date: '2026-03-04' })).toEqual([['until_date', UNTIL_BEFORE_FROM]]);
    expect(issuesOf({ from_date: '2026-01-01', until_date: '2026-12-31' })).toEqual([]);
    expect(issuesOf({ from_date: '2026-01-01', until_date: '2027-01-01' })).toEqual([['until_date', 'An attest covers at most 365 days.']]);
  });
});

describe('daysInRange and attestDays (sum_days)', () => {
  it('count both ends of a range, across a month and a leap day', () => {
    expect(daysInRange('2026-03-01', '2026-03-03')).toBe(3);
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('is the days, else the range, else the number of picked dates', () => {
    expect(attestDays({ days: 1.5, from_date: null, until_date: null, dates: [] })).toBe(1.5);
    expect(attestDays({ days: null, from_date: '2026-03-30', until_date: '2026-04-02', dates: [] })).toBe(4);
    expect(attestDays({ days: null, from_date: null, until_date: null, dates: ['2026-03-01', '2026-03-04'] })).toBe(2);
    expect(attestDays({ days: null, from_date: null, until_date: null, dates: [] })).toBe(0);
  });
});

describe("the attest's create schema", () => {
  it('takes days in steps of 0.5, with a comma too, and refuses 1.25, 0 and more than a year', () => {
    expect(errorsOf({ days: 1.5 })).toEqual({});
    expect(errorsOf({ days: '2,5' })).toEqual({});
    expect(errorsOf({ days: 1.25 })).toEqual({ days: 'Ensure this value is a multiple of 0.5.' });
    expect(errorsOf({ days: 0 })).toEqual({ days: 'Ensure this value is greater than or equal to 0.5.' });
    expect(errorsOf({ days: 366 })).toEqual({ days: 'Ensure this value is less than or equal to 365.' });
    expect(errorsOf({ days: 'twee' })).toEqual({ days: 'A valid number is required.' });
  });

  it('keeps picked dates once each, in order', () => {
    const parsed = create.parse({ patient, decursus: null, dates: ['2026-03-05', '2026-03-01', '2026-03-05'] }) as AttestFields;
    expect(parsed.dates).toEqual(['2026-03-01', '2026-03-05']);
    expect(attestDays(parsed)).toBe(2);
  });

  it('refuses two ways at once and an until date before the from date', () => {
    expect(errorsOf({ days: 1, dates: ['2026-03-01'] })).toEqual({ non_field_errors: ATTEST_ONE_WAY });
    expect(errorsOf({ from_date: '2026-03-05', until_date: '2026-03-01' })).toEqual({ until_date: UNTIL_BEFORE_FROM });
  });
});
