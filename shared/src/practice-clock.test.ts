import { describe, expect, it } from 'vitest';
import { clockOf, minutesOf, nextDay, practiceInstant, practiceLocal, splitLocal, weekdayOf } from './practice-clock';

describe('the practice wall clock', () => {
  it('reads Paramaribo times as instants three hours behind UTC, whatever the machine zone', () => {
    expect(practiceInstant('2026-11-23T09:15').toISOString()).toBe('2026-11-23T12:15:00.000Z');
    expect(practiceLocal('2026-11-23T02:30:00.000Z')).toBe('2026-11-22T23:30');
  });
  it('round-trips', () => {
    expect(practiceLocal(practiceInstant('2027-03-28T07:30'))).toBe('2027-03-28T07:30');
  });
  it('splits, counts minutes and walks days', () => {
    expect(splitLocal('2026-11-23T17:05')).toEqual({ date: '2026-11-23', minutes: 1025 });
    expect(minutesOf('07:30')).toBe(450);
    expect(clockOf(450)).toBe('07:30');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
  it('refuses anything else', () => {
    expect(() => practiceInstant('23-11-2026 09:00')).toThrow();
  });
});
