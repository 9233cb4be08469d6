import { describe, expect, it } from 'vitest';
import { displayToIso, formatDate, formatDateTime, isIsoDate, isoToDisplay, maskDateInput, todayIso } from './date-format';

describe('date formats', () => {
  it('turns ISO dates into DD-MM-YYYY and back', () => {
    expect(isoToDisplay('2025-01-31')).toBe('31-01-2025');
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
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-02-28')).toBe(true);
  });

  it('masks typed digits into DD-MM-YYYY', () => {
    expect(maskDateInput('3')).toBe('3');
    expect(maskDateInput('3101')).toBe('31-01');
    expect(maskDateInput('31012025')).toBe('31-01-2025');
    expect(maskDateInput('31-01-20251')).toBe('31-01-2025');
    expect(maskDateInput('ab31/01.2025')).toBe('31-01-2025');
    expect(maskDateInput('3-')).toBe('03');
    expect(maskDateInput('31-1-')).toBe('31-01');
    expect(maskDateInput('')).toBe('');
  });

  it('shows timestamps as the day in Suriname', () => {
    // 02:00 UTC on 1 March is still 28 February in Paramaribo (UTC-3).
    expect(formatDate('2025-03-01T02:00:00.000Z')).toBe('28-02-2025');
    expect(formatDate('2025-03-01')).toBe('01-03-2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2025-03-01T15:04:00.000Z')).toBe('01-03-2025 12:04');
    expect(todayIso(new Date('2025-03-01T02:00:00.000Z'))).toBe('2025-02-28');
  });
});
