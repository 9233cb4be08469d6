import { LOCALE, TIMEZONE } from '@praktijk/shared/constants';

// Dates on screen are DD-MM-YYYY (spec 1 §1, nl-NL); the API speaks ISO YYYY-MM-DD. These are
// the only conversions between the two, so every screen agrees on what a typed date means.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2025-01-31' -> '31-01-2025'; anything that is not an ISO date comes back as it was. */
export function isoToDisplay(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

/** '31-01-2025' -> '2025-01-31'; undefined for an incomplete or impossible date (31-02-2025). */
export function displayToIso(display: string): string | undefined {
  const match = DISPLAY_DATE.exec(display.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : undefined;
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return Boolean(match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/**
 * The input mask: keeps up to 8 digits and puts the dashes in as the user types
 * ('3101' -> '31-01', '31012025' -> '31-01-2025'). A dash typed after one digit pads it, so
 * '3-' becomes '03-' as people write dates by hand.
 */
export function maskDateInput(raw: string): string {
  const padded = raw.replace(/^(\d)-/, '0$1-').replace(/^(\d{2})-(\d)-/, '$1-0$2-');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('-');
}

const displayFormatter = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIMEZONE });

/**
 * DD-MM-YYYY for an ISO date or timestamp; '' when there is none. Timestamps are shown as the
 * date in the practice's time zone (Suriname), not the browser's, so everyone sees the same day.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (ISO_DATE.test(value)) return isoToDisplay(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // nl-NL writes 31-01-2025 already; the replace only guards against engines that use '/'.
  return displayFormatter.format(date).replace(/\//g, '-');
}

const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIMEZONE });

/** DD-MM-YYYY HH:mm (24-hour, spec 1 §9) for a timestamp; '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateTimeFormatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Today in the practice's time zone as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const display = formatDate(now.toISOString());
  return displayToIso(display) ?? now.toISOString().slice(0, 10);
}
