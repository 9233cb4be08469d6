import { describe, expect, it } from 'vitest';
import { maskDateInput } from './date-format';

// The date formats themselves are tested in shared/src/dates.test.ts.
describe('the date input mask', () => {
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
});
