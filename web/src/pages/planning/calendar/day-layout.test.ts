import { describe, expect, it } from 'vitest';
import { dayLayout } from './day-layout';

// A day of 07:30-17:00 as the calendar measures it: minutes from 07:30 over 570, in percent.
const DAY_START = Date.UTC(2026, 10, 24, 7, 30);
const at = (clock: string) => new Date(Date.UTC(2026, 10, 24, Number(clock.slice(0, 2)), Number(clock.slice(3))));
const slotMetrics = {
  getRange: (start: Date, end: Date) => ({
    top: ((+start - DAY_START) / 60_000 / 570) * 100,
    height: ((+end - +start) / 60_000 / 570) * 100,
    startDate: start,
    endDate: end,
  }),
};
const event = (from: string, to: string) => ({ id: `${from}-${to}`, start: at(from), end: at(to) });
const layout = (events: ReturnType<typeof event>[]) =>
  dayLayout({ events, slotMetrics, accessors: { start: (e) => e.start, end: (e) => e.end } }).map((s) => [s.event.id, s.style.width, s.style.xOffset]);

describe('the day layout', () => {
  it('draws bookings that only touch at full width, one under the other', () => {
    expect(layout([event('08:15', '08:30'), event('07:45', '08:15'), event('07:30', '07:45')])).toEqual([
      ['07:30-07:45', 'calc(100% - 0px)', 'calc(0% + 0px)'],
      ['07:45-08:15', 'calc(100% - 0px)', 'calc(0% + 0px)'],
      ['08:15-08:30', 'calc(100% - 0px)', 'calc(0% + 0px)'],
    ]);
  });

  it('shares the width only among events that really overlap, each in the first free lane', () => {
    expect(layout([event('09:00', '10:00'), event('09:30', '09:45'), event('09:45', '10:15'), event('10:15', '10:30')])).toEqual([
      ['09:00-10:00', 'calc(50% - 0px)', 'calc(0% + 0px)'],
      ['09:30-09:45', 'calc(50% - 3px)', 'calc(50% + 3px)'],
      ['09:45-10:15', 'calc(50% - 3px)', 'calc(50% + 3px)'],
      ['10:15-10:30', 'calc(100% - 0px)', 'calc(0% + 0px)'],
    ]);
  });
});
