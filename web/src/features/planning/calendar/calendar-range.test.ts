import { describe, expect, it } from 'vitest';
import { dayFromUrl, dayText, isCalendarView, isWorkWeek, mondayOf, rangeText, shiftDay, visibleDays } from './calendar-range';

describe('calendar range (Monday-first weeks, Dutch dates)', () => {
  it('starts a week on Monday, also from a Sunday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('shows the work week to a practitioner without weekend days, the whole week otherwise', () => {
    expect(isWorkWeek([1, 2, 3, 4, 5])).toBe(true);
    expect(isWorkWeek([1, 3, 6])).toBe(false);
    expect(visibleDays('2026-11-25', 'week', true)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(visibleDays('2026-11-25', 'week', false)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleDays('2026-11-25', 'day', true)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(visibleDays('2026-11-25', 'team', true)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('moves by a week or a day, across months and years', () => {
    expect(shiftDay('2026-12-30', 'week', 1)).toBe('2027-01-06');
    expect(shiftDay('2026-03-01', 'day', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-03-01', 'team', 1)).toBe('2026-03-02');
  });

  it("skips in the day view the weekdays the practitioner does not work, not in the team's day", () => {
    const monToFri = [1, 2, 3, 4, 5];
    // Friday 27-11-2026 → Monday 30-11-2026, and back.
    expect(shiftDay('2026-11-27', 'day', 1, monToFri)).toBe('2026-11-30');
    expect(shiftDay('2026-11-30', 'day', -1, monToFri)).toBe('2026-11-27');
    // Working Tuesdays and Thursdays only; across the year's end.
    expect(shiftDay('2026-12-31', 'day', 1, [2, 4])).toBe('2027-01-05');
    expect(shiftDay('2026-11-27', 'team', 1, monToFri)).toBe('2026-11-28');
    // A week moves by seven days whatever the workdays.
    expect(shiftDay('2026-11-27', 'week', 1, [2])).toBe('2026-12-04');
  });

  it('names the range in DD-MM-YYYY, a day with its Dutch weekday', () => {
    expect(rangeText({ from: '2026-11-23', to: '2026-11-27' })).toBe('23-11-2026 – 27-11-2026');
    expect(rangeText({ from: '2026-11-25', to: '2026-11-25' })).toBe('wo 25-11-2026');
    expect(dayText('2026-11-29')).toBe('zo 29-11-2026');
  });

  it('takes the day and the view from the URL only when they are real', () => {
    expect(dayFromUrl('2026-02-30', '2026-11-25')).toBe('2026-11-25');
    expect(dayFromUrl(null, '2026-11-25')).toBe('2026-11-25');
    expect(dayFromUrl('2026-02-28', '2026-11-25')).toBe('2026-02-28');
    expect(isCalendarView('team')).toBe(true);
    expect(isCalendarView('month')).toBe(false);
    expect(isCalendarView(null)).toBe(false);
  });
});
