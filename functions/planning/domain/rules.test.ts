import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { blockedTimeErrors, bookingTimeErrors } from './rules';

const hours = { min: '07:30', max: '17:00' };

describe('booking times', () => {
  it('accepts a booking on the grid within the hours', () => {
    expect(bookingTimeErrors('2026-03-10T07:30', '2026-03-10T08:00', hours)).toEqual({});
    expect(bookingTimeErrors('2026-03-10T16:00', '2026-03-10T17:00', hours)).toEqual({});
  });

  it('wants the start before the end (on end)', () => {
    expect(bookingTimeErrors('2026-03-10T09:00', '2026-03-10T09:00', hours)).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(bookingTimeErrors('2026-03-10T09:00', '2026-03-10T08:00', hours)).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
  });

  it('wants both times on the 5-minute grid', () => {
    expect(bookingTimeErrors('2026-03-10T09:03', '2026-03-10T09:32', hours)).toEqual({ start: [PLANNING_MESSAGES.grid], end: [PLANNING_MESSAGES.grid] });
  });

  it('keeps a booking on one day and at most four hours', () => {
    expect(bookingTimeErrors('2026-03-10T16:00', '2026-03-11T08:00', hours)).toEqual({ end: [PLANNING_MESSAGES.sameDay] });
    expect(bookingTimeErrors('2026-03-10T08:00', '2026-03-10T12:05', hours)).toEqual({ end: [PLANNING_MESSAGES.tooLong] });
    expect(bookingTimeErrors('2026-03-10T08:00', '2026-03-10T12:00', hours)).toEqual({});
  });

  it("keeps a booking within the calendar's hours, on start", () => {
    const outside = { start: [PLANNING_MESSAGES.outsideHours('07:30', '17:00')] };
    expect(bookingTimeErrors('2026-03-10T07:25', '2026-03-10T07:45', hours)).toEqual(outside);
    expect(bookingTimeErrors('2026-03-10T16:45', '2026-03-10T17:05', hours)).toEqual(outside);
  });

  it('lets a walk-in (no hours given) lie outside the hours', () => {
    expect(bookingTimeErrors('2026-03-10T19:00', '2026-03-10T19:15')).toEqual({});
  });
});

describe('blocked times', () => {
  it('wants start before end and the grid, like a booking', () => {
    expect(blockedTimeErrors('2026-03-10T09:00', '2026-03-10T09:00')).toEqual({ end: [PLANNING_MESSAGES.startBeforeEnd] });
    expect(blockedTimeErrors('2026-03-10T09:01', '2026-03-10T10:00')).toEqual({ start: [PLANNING_MESSAGES.grid] });
  });

  it('covers at most 31 days (an end at midnight does not touch its day)', () => {
    expect(blockedTimeErrors('2026-03-01T00:00', '2026-04-01T00:00')).toEqual({});
    expect(blockedTimeErrors('2026-03-01T08:00', '2026-03-31T17:00')).toEqual({});
    expect(blockedTimeErrors('2026-03-01T08:00', '2026-04-01T08:00')).toEqual({ end: [PLANNING_MESSAGES.blockedTooLong] });
  });

  it('may span days and lie outside the hours', () => {
    expect(blockedTimeErrors('2026-03-10T18:00', '2026-03-12T06:00')).toEqual({});
  });
});
