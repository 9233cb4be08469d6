import { nextDay } from './practice-clock';

// Suriname's public holidays: the fifteen national days off of the Wet Nationale Feestdagen as
// amended in 2021 (Staatsblad 2021 no. 26: 25 February is no longer one), shown as events on every
// calendar and skipped by "next free slot" (issue 11.1). Bookings on them are still allowed: a
// practice may open or be on call. Commemoration days that are not days off (5 June, 8 August) and
// one-off days a government declares (Javanese New Year in some years) are not in the list. Fixed
// days and the Easter days are computed; the five that follow a lunar or Hindu calendar (Chinese
// New Year, Holi Phagwa, Ied-ul-Fitr, Ied-ul-Adha, Divali) are announced each year by the Ministry
// of Home Affairs, so they come from the table below, which ops extend each year (holidays.test.ts
// fails once the next year is missing).

const FIXED: readonly [month: number, day: number, name: string][] = [
  [1, 1, 'Nieuwjaarsdag'],
  [5, 1, 'Dag van de Arbeid'],
  [7, 1, 'Keti Koti (Dag der Vrijheden)'],
  [8, 9, 'Dag der Inheemsen'],
  [10, 10, 'Dag der Marrons'],
  [11, 25, 'Onafhankelijkheidsdag'],
  [12, 25, 'Eerste Kerstdag'],
  [12, 26, 'Tweede Kerstdag'],
];

/**
 * Dates of the holidays that follow a lunar calendar: as announced where marked, else the expected
 * date (replace it with the announced one when it is published).
 */
export const LUNAR_HOLIDAYS: Readonly<Record<number, readonly [date: string, name: string][]>> = {
  2025: [
    ['2025-01-29', 'Chinees Nieuwjaar'],
    ['2025-03-14', 'Holi Phagwa'],
    ['2025-03-31', 'Ied-ul-Fitr'], // announced
    ['2025-06-06', 'Ied-ul-Adha'], // announced
    ['2025-10-20', 'Divali'], // announced
  ],
  2026: [
    ['2026-02-17', 'Chinees Nieuwjaar'], // announced
    ['2026-03-03', 'Holi Phagwa'],
    ['2026-03-20', 'Ied-ul-Fitr'], // announced
    ['2026-05-27', 'Ied-ul-Adha'],
    ['2026-11-08', 'Divali'],
  ],
  2027: [
    ['2027-02-06', 'Chinees Nieuwjaar'],
    ['2027-03-10', 'Ied-ul-Fitr'],
    ['2027-03-22', 'Holi Phagwa'],
    ['2027-05-17', 'Ied-ul-Adha'],
    ['2027-10-29', 'Divali'],
  ],
};

/** Easter Sunday (anonymous Gregorian algorithm) as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  date: string;
  name: string;
}

/** The year's public holidays by date. */
export function publicHolidays(year: number): Holiday[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const easter = easterSunday(year);
  const days: Holiday[] = [
    ...FIXED.map(([month, day, name]) => ({ date: `${year}-${pad(month)}-${pad(day)}`, name })),
    { date: nextDay(easter, -2), name: 'Goede Vrijdag' },
    { date: nextDay(easter, 1), name: 'Tweede Paasdag' },
    ...(LUNAR_HOLIDAYS[year] ?? []).map(([date, name]) => ({ date, name })),
  ];
  return days.sort((x, y) => x.date.localeCompare(y.date));
}

/** The holiday's name on that day, or null. */
export function holidayOn(date: string): string | null {
  return publicHolidays(Number(date.slice(0, 4))).find((h) => h.date === date)?.name ?? null;
}

/** Every holiday from..to (YYYY-MM-DD, inclusive). */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const years = Array.from({ length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 }, (_, i) => Number(from.slice(0, 4)) + i);
  return years.flatMap(publicHolidays).filter((h) => h.date >= from && h.date <= to);
}
