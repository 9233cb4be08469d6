import { LOCALE, TIMEZONE } from '@praktijk/shared/constants';

// The top bar's clock (spec 1 §2, §9): 'ddd DD MMMM YYYY' with 24-hour time, Dutch names.
// Decision: the practice's time zone, like every clinical time in Praktijk, not the device's.

const FORMAT = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: TIMEZONE,
});

/** e.g. 'ma 05 januari 2026 14:03:07' (Intl would put 'om' before the time; the spec has none). */
export function formatClock(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => FORMAT.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').replace(/\.$/, '');
  return `${weekday} ${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
