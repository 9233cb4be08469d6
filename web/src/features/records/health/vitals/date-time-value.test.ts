import { describe, expect, it } from 'vitest';
import { dateTimeProblem, INVALID_DATE, INVALID_TIME, localDateTimeOf, NO_DATE_TIME } from './date-time-value';

describe('date and time of a record', () => {
  it('is "now" when both are empty', () => {
    expect(dateTimeProblem(NO_DATE_TIME)).toBeNull();
    expect(localDateTimeOf(NO_DATE_TIME)).toBeNull();
  });

  it('needs a whole date and a clock time together', () => {
    expect(dateTimeProblem({ date: '', time: '08:15' })).toEqual({ part: 'date', message: INVALID_DATE });
    expect(dateTimeProblem({ date: '31-01-20', time: '08:15' })).toEqual({ part: 'date', message: INVALID_DATE });
    expect(dateTimeProblem({ date: '2025-01-31', time: '' })).toEqual({ part: 'time', message: INVALID_TIME });
    expect(dateTimeProblem({ date: '2025-01-31', time: '24:00' })).toEqual({ part: 'time', message: INVALID_TIME });
  });

  it('is sent as the practice wall clock', () => {
    const value = { date: '2025-01-31', time: '08:15' };
    expect(dateTimeProblem(value)).toBeNull();
    expect(localDateTimeOf(value)).toBe('2025-01-31T08:15');
  });
});
