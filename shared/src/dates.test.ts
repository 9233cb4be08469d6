import { describe, expect, it } from 'vitest';
import { displayToIso, formatClock, formatDate, formatDateTime, isIsoDate, isoToDisplay, todayIso, weekStartIso } from './dates';

describe('dates', () => {
  it('turns ISO dates into DD-MM-YYYY and back', () => {
    expect(isoToDisplay('2025-01-31')).toBe('31-01-2025');
    expect(isoToDisplay('not a date')).toBe('not a date');
    expect(displayToIso('31-01-2025')).toBe('2025-01-31');
    expect(displayToIso(' 01-12-1999 ')).toBe('1999-12-01');
  });

  it('refuses incomplete and impossible dates', () => {
    expect(displayToIso('31-02-2025')).toBeUndefined();
    expect(displayToIso('29-02-2023')).toBeUndefined();
    expect(displayToIso('29-02-2024')).toBe('2024-02-29');
    expect(displayToIso('00-01-2025')).toBeUndefined();
    expect(displayToIso('01-13-2025')).toBeUndefined();
    expect(displayToIso('1-1-2025')).toBeUndefined();
    expect(displayToIso('01-01-0999')).toBeUndefined();
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-02-28')).toBe(true);
  });

  it('shows timestamps as the day in Suriname', () => {
    // 02:00 UTC on 1 March is still 28 February in Paramaribo (UTC-3).
    expect(formatDate('2025-03-01T02:00:00.000Z')).toBe('28-02-2025');
    expect(formatDate('2025-03-01')).toBe('01-03-2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2025-03-01T15:04:00.000Z')).toBe('01-03-2025 12:04');
    expect(formatDateTime('nope')).toBe('');
    expect(todayIso(new Date('2025-03-01T02:00:00.000Z'))).toBe('2025-02-28');
  });

  it("shows the clock as 'ddd DD MMMM YYYY HH:mm:ss' in Dutch, 24-hour, on the practice's clock", () => {
    // 12:03:07 UTC is 09:03:07 in Paramaribo (UTC-3, no daylight saving).
    expect(formatClock(new Date('2026-01-05T12:03:07Z'))).toBe('ma 05 januari 2026 09:03:07');
    expect(formatClock(new Date('2026-07-19T20:00:00Z'))).toBe('zo 19 juli 2026 17:00:00');
  });

  it('begins weeks on Monday, in Paramaribo', () => {
    expect(weekStartIso(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05'); // a Monday
    expect(weekStartIso(new Date('2026-01-11T20:00:00Z'))).toBe('2026-01-05'); // Sunday evening
    // 01:00 UTC on Monday 12 January is still Sunday 11 January in Paramaribo.
    expect(weekStartIso(new Date('2026-01-12T01:00:00Z'))).toBe('2026-01-05');
  });
});
