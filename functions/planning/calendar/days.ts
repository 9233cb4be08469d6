import { holidayOn, holidaysBetween } from '@praktijk/shared/holidays';
import { nextDay } from '@praktijk/shared/practice-clock';
import { CALENDAR_DAYS_MAX, PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';

// The practice's days and the events every calendar shows (issue 11.1): Suriname's public holidays,
// computed (shared/src/holidays.ts), so neither reads the table.

/** The days from..to (inclusive), after checking the range (400 on `to`). */
export function daysOfRange(from: string, to: string): string[] {
  if (to < from) throw ValidationError.field('to', PLANNING_MESSAGES.rangeOrder);
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    if (days.length === CALENDAR_DAYS_MAX) throw ValidationError.field('to', PLANNING_MESSAGES.daysRangeTooLong);
    days.push(day);
  }
  return days;
}

export async function calendarDays({ query }: Input<'calendarDays'>) {
  return daysOfRange(query.from, query.to).map((date) => {
    const name = holidayOn(date);
    return { date, closed: name !== null, name: name ?? '' };
  });
}

export async function calendarEvents({ query }: Input<'calendarEvents'>) {
  daysOfRange(query.from, query.to);
  return holidaysBetween(query.from, query.to).map((holiday) => ({
    id: `holiday-${holiday.date}`,
    title: holiday.name,
    date: holiday.date,
    kind: 'holiday' as const,
  }));
}
