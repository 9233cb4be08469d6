import { describe, expect, it } from 'vitest';
import { nextFree, type FreeSearch } from './next-free';
import { type Span } from './spans';

// 2026-03-09 is a Monday.
const hours = { min: '08:00', max: '12:00', interval: 15, weekdays: [1, 2, 3, 4, 5] };
function search(overrides: Partial<FreeSearch> & { spans?: Record<string, Span[]> } = {}): FreeSearch {
  const { spans = {}, ...rest } = overrides;
  return { from: '2026-03-09T07:00', minutes: 30, hours, spansOn: (date) => spans[date] ?? [], holidayOn: () => null, ...rest };
}
const at = (id: string, s: string, e: string, kind: Span['kind'] = 'consultation'): Span => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { id, kind, s: m(s), e: m(e) };
};

describe('next free slot', () => {
  it("starts at the calendar's MIN on an empty working day", () => {
    expect(nextFree(search())).toEqual({ start: '2026-03-09T08:00', end: '2026-03-09T08:30' });
  });

  it('takes the next step of the INTERVAL grid after the moment asked', () => {
    expect(nextFree(search({ from: '2026-03-09T09:07' }))?.start).toBe('2026-03-09T09:15');
    expect(nextFree(search({ from: '2026-03-09T09:15' }))?.start).toBe('2026-03-09T09:15');
  });

  it('finds a free quarter of an hour between bookings today when asked for 15 minutes (issue 22 §3)', () => {
    const spans = { '2026-03-09': [at('A', '08:00', '10:45'), at('B', '11:00', '12:00')] };
    expect(nextFree(search({ spans, from: '2026-03-09T08:05', minutes: 15 }))).toEqual({ start: '2026-03-09T10:45', end: '2026-03-09T11:00' });
    // 30 minutes do not fit there: the next working day (the client's old fixed default).
    expect(nextFree(search({ spans, from: '2026-03-09T08:05', minutes: 30 }))?.start).toBe('2026-03-10T08:00');
  });

  it('skips bookings and blocked times, keeping the grid', () => {
    const spans = { '2026-03-09': [at('A', '08:00', '08:20'), at('B', '08:30', '09:30', 'blocked')] };
    expect(nextFree(search({ spans }))?.start).toBe('2026-03-09T09:30');
    expect(nextFree(search({ spans, minutes: 10 }))?.start).toBe('2026-03-09T09:30');
  });

  it("does not run past the day's MAX, and goes on to the next working day", () => {
    expect(nextFree(search({ from: '2026-03-09T11:40' }))?.start).toBe('2026-03-10T08:00');
    expect(nextFree(search({ from: '2026-03-09T11:20' }))).toEqual({ start: '2026-03-09T11:30', end: '2026-03-09T12:00' });
  });

  it('skips weekends, days the practitioner does not work and public holidays', () => {
    expect(nextFree(search({ from: '2026-03-13T11:45' }))?.start).toBe('2026-03-16T08:00');
    expect(nextFree(search({ hours: { ...hours, weekdays: [3] } }))?.start).toBe('2026-03-11T08:00');
    expect(nextFree(search({ holidayOn: (d) => (d === '2026-03-09' ? 'Feestdag' : null) }))?.start).toBe('2026-03-10T08:00');
  });

  it('answers null when nothing is free within the window', () => {
    const full: Record<string, Span[]> = {};
    for (let d = 9; d <= 13; d++) full[`2026-03-${String(d).padStart(2, '0')}`] = [at('X', '00:00', '24:00', 'blocked')];
    expect(nextFree(search({ spans: full, days: 5 }))).toBeNull();
    expect(nextFree(search({ minutes: 300 }))).toBeNull();
  });

  it('starts on the booking grid when the MIN is off it', () => {
    expect(nextFree(search({ hours: { ...hours, min: '08:02', interval: 30 } }))?.start).toBe('2026-03-09T08:05');
  });
});
