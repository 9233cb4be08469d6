import { ATTEST_EMPTY, UNTIL_BEFORE_FROM } from '@praktijk/shared/records/attests';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { EMPTY_ATTEST_FORM } from './attest-form';
import { attestBody, attestFormSchema, onFormFields } from './attest-payload';

const form = (change: Partial<typeof EMPTY_ATTEST_FORM>) => ({ ...EMPTY_ATTEST_FORM, ...change });
const issues = (values: typeof EMPTY_ATTEST_FORM) => {
  const checked = attestFormSchema.safeParse(values);
  return checked.success ? [] : checked.error.issues.map((i) => ({ field: i.path[0] ?? null, message: i.message }));
};

describe('the attest body', () => {
  it('sends only the way the form chose', () => {
    const values = form({ use_days: false, way: 'dates', days: '2', from_date: '2025-03-01', dates: ['2025-03-01'] });
    expect(attestBody(values)).toMatchObject({ days: null, from_date: null, until_date: null, dates: ['2025-03-01'] });
    expect(attestBody(form({ days: '1.5' }))).toMatchObject({ days: '1.5', dates: [] });
  });

  it('joins the date and time, and sends null for now', () => {
    expect(attestBody(form({ administrative_date: '2025-03-01', administrative_time: '08:15' })).administrative_datetime).toBe('2025-03-01T08:15');
    expect(attestBody(EMPTY_ATTEST_FORM).administrative_datetime).toBeNull();
  });
});

describe('the form check: the server schema on the body', () => {
  it('asks for the days one way or another, in checkAttest words', () => {
    expect(issues(EMPTY_ATTEST_FORM)).toEqual([{ field: null, message: ATTEST_EMPTY }]);
    expect(issues(form({ days: '1.5' }))).toEqual([]);
  });

  it('refuses an until before the from, on the until field', () => {
    const values = form({ use_days: false, way: 'range', from_date: '2025-03-05', until_date: '2025-03-01' });
    expect(issues(values)).toEqual([{ field: 'until_date', message: UNTIL_BEFORE_FROM }]);
  });

  it('wants the date and the time together, and no date after today', () => {
    expect(issues(form({ days: '1', administrative_date: '2025-03-01' }))).toEqual([{ field: 'administrative_time', message: 'This field is required.' }]);
    expect(issues(form({ days: '1', administrative_date: '01-03', administrative_time: '08:00' }))).toEqual([
      { field: 'administrative_date', message: 'Enter a valid date.' },
    ]);
    expect(issues(form({ days: '1', administrative_date: '2999-01-01', administrative_time: '08:00' }))).toEqual([
      { field: 'administrative_date', message: 'The date cannot be later than today.' },
    ]);
  });

  it('refuses days off the half-day grid', () => {
    expect(issues(form({ days: '1.2' }))).toEqual([{ field: 'days', message: 'Ensure this value is a multiple of 0.5.' }]);
  });
});

describe("the server's 400 on the form", () => {
  it('moves administrative_datetime to the date field and a picked date to the dates', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Some fields are not valid.',
      fieldErrors: { administrative_datetime: ['Late.'], 'dates.1': ['Enter a valid date.'], company_name: ['Long.'] },
      nonFieldErrors: ['One way.'],
    });
    const moved = onFormFields(error) as ApiError;
    expect(moved.fieldErrors).toEqual({ administrative_date: ['Late.'], dates: ['Enter a valid date.'], company_name: ['Long.'] });
    expect(moved.nonFieldErrors).toEqual(['One way.']);
    expect(moved.status).toBe(400);
  });
});
