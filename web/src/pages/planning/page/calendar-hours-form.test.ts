import { describe, expect, it } from 'vitest';
import { hoursBody, hoursFormSchema, HOUR_OPTIONS, hoursValuesOf } from './calendar-hours-form';

describe('the calendar hours form', () => {
  const config = { min: '07:30', max: '17:00', interval: 15, weekdays: [1, 2, 3, 4, 5], consistency_token: 't1' };

  it('sends the contract body with numbers, keeping the token read', () => {
    expect(hoursBody(hoursValuesOf(config), 't1')).toEqual(config);
  });

  it("refuses an end before the start with the contract's message, on the end", () => {
    const result = hoursFormSchema.safeParse({ ...hoursValuesOf(config), min: '12:00', max: '08:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['max']);
  });

  it('refuses no working day at all', () => {
    const result = hoursFormSchema.safeParse({ ...hoursValuesOf(config), weekdays: [] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['weekdays']);
  });

  it('offers every quarter of an hour, ending at 23:45', () => {
    expect(HOUR_OPTIONS).toHaveLength(96);
    expect(HOUR_OPTIONS.at(-1)?.value).toBe('23:45');
  });
});
