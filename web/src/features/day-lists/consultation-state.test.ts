import { describe, expect, it } from 'vitest';
import { clockTimeOf, consultationState, dayTitle, durationText, minutesSince, shownTime, timeSpan, waitingText } from './consultation-state';

describe('consultation state', () => {
  it('is Treated once processed, else Arrived once arrived, else Booked', () => {
    expect(consultationState({ arrived: false, processed: false })).toBe('booked');
    expect(consultationState({ arrived: true, processed: false })).toBe('arrived');
    expect(consultationState({ arrived: true, processed: true })).toBe('treated');
  });

  it("shows times on the practice's clock (Paramaribo, UTC-3), whatever the machine's zone", () => {
    expect(clockTimeOf('2026-11-23T12:00:00.000Z')).toBe('09:00');
    expect(timeSpan({ start: '2026-11-23T12:00:00.000Z', end: '2026-11-23T12:15:00.000Z' })).toBe('09:00-09:15');
    // 23:30 in Paramaribo is the next day in UTC.
    expect(clockTimeOf('2026-11-24T02:30:00.000Z')).toBe('23:30');
    // A walk-in holds no time: it shows when it came in.
    expect(shownTime({ start: '2026-11-23T13:12:00.000Z', end: '2026-11-23T13:27:00.000Z', is_walkin: true })).toBe('10:12');
    expect(shownTime({ start: '2026-11-23T13:10:00.000Z', end: '2026-11-23T13:25:00.000Z', is_walkin: false })).toBe('10:10-10:25');
  });

  it('counts whole minutes of waiting and says them', () => {
    const arrived = '2026-11-23T12:00:00.000Z';
    const at = (minutes: number, seconds = 0) => Date.parse(arrived) + minutes * 60_000 + seconds * 1000;
    expect(minutesSince(arrived, at(0, 59))).toBe(0);
    expect(minutesSince(arrived, at(12, 30))).toBe(12);
    expect(minutesSince(arrived, at(-1))).toBe(0);
    expect(durationText(59)).toBe('59 min');
    expect(durationText(65)).toBe('1 h 05 min');
    expect(waitingText({ arrived: true, processed: false, arrived_at: arrived }, at(7))).toBe('Waiting 7 min');
    expect(waitingText({ arrived: true, processed: true, arrived_at: arrived }, at(7))).toBeUndefined();
    expect(waitingText({ arrived: false, processed: false, arrived_at: null }, at(7))).toBeUndefined();
  });

  it('names the day with its Dutch weekday', () => {
    expect(dayTitle('2026-11-23')).toBe('maandag 23-11-2026');
    expect(dayTitle('2026-11-29')).toBe('zondag 29-11-2026');
  });
});
