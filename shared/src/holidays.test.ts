import { describe, expect, it } from 'vitest';
import { todayIso } from './dates';
import { easterSunday, holidayOn, holidaysBetween, LUNAR_HOLIDAYS, publicHolidays } from './holidays';

describe("Suriname's public holidays", () => {
  it('computes Easter and its Friday and Monday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(holidayOn('2026-04-03')).toBe('Goede Vrijdag');
    expect(holidayOn('2026-04-06')).toBe('Tweede Paasdag');
  });
  it('knows the fixed days and none between', () => {
    expect(holidayOn('2026-11-25')).toBe('Onafhankelijkheidsdag');
    expect(holidayOn('2026-07-01')).toBe('Keti Koti (Dag der Vrijheden)');
    expect(holidayOn('2026-11-24')).toBeNull();
  });
  it('has the statutory days off only: no 25 February since 2021, no commemoration days that are not days off', () => {
    for (const day of ['2026-02-25', '2026-06-05', '2026-08-08']) expect(holidayOn(day), day).toBeNull();
    expect(holidayOn('2026-08-09')).toBe('Dag der Inheemsen');
    expect(holidayOn('2026-05-27')).toBe('Ied-ul-Adha');
    expect(holidayOn('2025-10-20')).toBe('Divali');
  });
  it('lists a range across a new year in date order', () => {
    const days = holidaysBetween('2026-12-20', '2027-01-05').map((h) => h.date);
    expect(days).toEqual(['2026-12-25', '2026-12-26', '2027-01-01']);
  });
  it('has the lunar holidays of the current and the next year (extend LUNAR_HOLIDAYS yearly)', () => {
    const year = Number(todayIso().slice(0, 4));
    for (const y of [year, year + 1]) {
      expect(LUNAR_HOLIDAYS[y]?.map(([, name]) => name).sort(), `LUNAR_HOLIDAYS lacks ${y}`).toEqual([
        'Chinees Nieuwjaar',
        'Divali',
        'Holi Phagwa',
        'Ied-ul-Adha',
        'Ied-ul-Fitr',
      ]);
      expect(LUNAR_HOLIDAYS[y]!.every(([date]) => date.startsWith(`${y}-`))).toBe(true);
      expect(new Set(publicHolidays(y).map((h) => h.date)).size).toBe(15);
    }
  });
});
