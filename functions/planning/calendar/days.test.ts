import { CALENDAR_DAYS_MAX, PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors';
import { calendarDays, calendarEvents, daysOfRange } from './days';

const refusal = (from: string, to: string) => {
  try {
    daysOfRange(from, to);
  } catch (error) {
    return error instanceof ValidationError ? error.fields : error;
  }
  return undefined;
};

describe('the practice days of a range', () => {
  it('lists every day from..to, across months and years', () => {
    expect(daysOfRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOfRange('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });
  it(`takes at most ${CALENDAR_DAYS_MAX} days, and no end before the start (400 on to)`, () => {
    expect(daysOfRange('2026-01-01', '2026-03-03')).toHaveLength(CALENDAR_DAYS_MAX);
    expect(refusal('2026-01-01', '2026-03-04')).toEqual({ to: [PLANNING_MESSAGES.daysRangeTooLong] });
    expect(refusal('2026-11-24', '2026-11-23')).toEqual({ to: [PLANNING_MESSAGES.rangeOrder] });
  });
  it('closes the public holidays by name and answers them as events', async () => {
    const days = await calendarDays({ params: {}, query: { from: '2026-11-24', to: '2026-11-26' }, body: undefined });
    expect(days).toEqual([
      { date: '2026-11-24', closed: false, name: '' },
      { date: '2026-11-25', closed: true, name: 'Onafhankelijkheidsdag' },
      { date: '2026-11-26', closed: false, name: '' },
    ]);
    const events = await calendarEvents({ params: {}, query: { from: '2026-12-20', to: '2027-01-05' }, body: undefined });
    expect(events).toEqual([
      { id: 'holiday-2026-12-25', title: 'Eerste Kerstdag', date: '2026-12-25', kind: 'holiday' },
      { id: 'holiday-2026-12-26', title: 'Tweede Kerstdag', date: '2026-12-26', kind: 'holiday' },
      { id: 'holiday-2027-01-01', title: 'Nieuwjaarsdag', date: '2027-01-01', kind: 'holiday' },
    ]);
  });
});
