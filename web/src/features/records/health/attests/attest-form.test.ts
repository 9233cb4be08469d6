import { attestKind } from '@praktijk/shared/record-kinds';
import { describe, expect, it } from 'vitest';
import { canDecreaseDays, stepDays, toggleDate, typedDays } from './attest-form';

describe('the days counter (spec 2 §4)', () => {
  it('rises from nothing in steps of 0.5', () => {
    expect([1, 2, 3].reduce((days) => stepDays(days, 1), '')).toBe('1.5');
  });

  it('falls only while the days exceed 0.5', () => {
    expect(stepDays('1.5', -1)).toBe('1');
    expect(stepDays('1', -1)).toBe('0.5');
    expect(stepDays('0.5', -1)).toBe('0.5');
    expect(stepDays('', -1)).toBe('');
    expect(canDecreaseDays('0.5')).toBe(false);
    expect(canDecreaseDays('')).toBe(false);
    expect(canDecreaseDays('0.6')).toBe(true);
  });

  it('brings a typed value off the half-day grid onto it in the direction pressed', () => {
    expect(stepDays('1.2', 1)).toBe('1.5');
    expect(stepDays('1.2', -1)).toBe('1');
    expect(stepDays('0.2', 1)).toBe('0.5');
  });

  it('stops at the most days an attest holds', () => {
    expect(stepDays('365', 1)).toBe('365');
    expect(stepDays('364.5', 1)).toBe('365');
  });

  it('keeps the days as typed, a comma as the point', () => {
    expect(typedDays('2,5')).toBe('2.5');
    expect(typedDays('1.25')).toBe('1.25');
    expect(typedDays('1,25')).toBe('1.25');
  });

  it('leaves a typed value off the 0.5 grid to the shared rule, which names it', () => {
    const checked = attestKind.schemas.administration.safeParse({ days: typedDays('1,25') });
    expect(checked.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual(['days', 'Ensure this value is a multiple of 0.5.']);
  });
});

describe('picked dates', () => {
  it('toggle in and out, kept in date order', () => {
    const picked = toggleDate(toggleDate([], '2025-03-04'), '2025-03-01');
    expect(picked).toEqual(['2025-03-01', '2025-03-04']);
    expect(toggleDate(picked, '2025-03-04')).toEqual(['2025-03-01']);
  });
});
