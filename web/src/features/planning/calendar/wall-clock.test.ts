import { afterAll, describe, expect, it } from 'vitest';
import { clockOfDate, dayOf, instantOf, localOf, wallDate, wallDateOf } from './wall-clock';

// The calendar reads the practice's clock whatever the browser's zone: the same answers in
// Paramaribo, Tokyo (ahead, no daylight saving), New York and Amsterdam (daylight saving).
// Node applies a change of process.env.TZ to the Dates made after it.
const ZONES = ['America/Paramaribo', 'Asia/Tokyo', 'America/New_York', 'Europe/Amsterdam', 'UTC'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(ZONES)('wall-clock Dates in a browser in %s', (zone) => {
  it('shows an instant as Paramaribo reads it (UTC-3)', () => {
    process.env.TZ = zone;
    const date = wallDate('2026-11-25T13:30:00.000Z');
    expect(clockOfDate(date)).toBe('10:30');
    expect(dayOf(date)).toBe('2026-11-25');
    // Past midnight UTC is still the evening before in Paramaribo.
    expect(localOf(wallDate('2026-11-26T02:15:00.000Z'))).toBe('2026-11-25T23:15');
  });

  it('reads a Date the calendar hands back as the practice wall clock and its instant', () => {
    process.env.TZ = zone;
    const dropped = wallDateOf('2026-03-29T08:05');
    expect(localOf(dropped)).toBe('2026-03-29T08:05');
    expect(instantOf(dropped).toISOString()).toBe('2026-03-29T11:05:00.000Z');
    expect(localOf(wallDateOf('2026-11-25'))).toBe('2026-11-25T00:00');
  });

  it('round-trips every quarter of a working day, also on the days the clocks change in Europe and America', () => {
    process.env.TZ = zone;
    for (const day of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      for (let minutes = 7 * 60 + 30; minutes <= 17 * 60; minutes += 15) {
        const local = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(localOf(wallDate(instantOf(wallDateOf(local))))).toBe(local);
      }
    }
  });
});

it('refuses text that is not a wall-clock time', () => {
  expect(() => wallDateOf('25-11-2026 10:30')).toThrow(/wall-clock/);
});
