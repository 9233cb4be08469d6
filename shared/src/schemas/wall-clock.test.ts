import { describe, expect, it } from 'vitest';
import { LOCAL_DATE_TIME_MESSAGE, localDateTime } from './wall-clock';

describe('a practice wall-clock time', () => {
  it("takes 'YYYY-MM-DDTHH:mm' (seconds ':00' dropped)", () => {
    expect(localDateTime.parse('2026-03-10T09:05')).toBe('2026-03-10T09:05');
    expect(localDateTime.parse(' 2026-03-10T09:05:00 ')).toBe('2026-03-10T09:05');
  });

  it('refuses anything else with one message, never an error of its own', () => {
    for (const bad of ['10:00', 'garbage', '2026-02-30T09:00', '2026-03-10T24:00', '2026-03-10T09:60', '2026-03-10T09:05:30']) {
      expect(localDateTime.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([LOCAL_DATE_TIME_MESSAGE]);
    }
  });
});
