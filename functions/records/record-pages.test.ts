import { describe, expect, it } from 'vitest';
import { dueUntilKey } from './record-pages';

// A dueOnly list's Query bound (issue 21 §5): the sort key is '<YYYY-MM-DDTHH:mm>#<ULID>', the count
// item '~COUNT'. The bound takes all of today and nothing later, and moving to the next day takes in
// that day's records with no write: only the bound changed.
const key = (local: string) => `${local}#01JABCDEFGHJKMNPQRSTVWXYZ0`;

describe('the bound of a list shown up to today', () => {
  it('takes every record of today, the last minute too, and none of tomorrow', () => {
    const until = dueUntilKey('2026-11-27');
    for (const shown of ['2025-01-01T00:00', '2026-11-27T00:00', '2026-11-27T23:59']) expect(key(shown) <= until).toBe(true);
    for (const later of ['2026-11-28T00:00', '2026-12-27T09:00', '2100-12-31T23:59']) expect(key(later) <= until).toBe(false);
  });

  it("takes in a repeat on its day: tomorrow's bound reaches the record today's left out", () => {
    const repeat = key('2026-11-28T09:00');
    expect(repeat <= dueUntilKey('2026-11-27')).toBe(false);
    expect(repeat <= dueUntilKey('2026-11-28')).toBe(true);
  });

  it('stays below the count item, so the page never reads it as a record', () => {
    expect(dueUntilKey('2100-12-31') < '~COUNT').toBe(true);
    const lastDate = '9999~';
    expect(key('2100-12-31T23:59') < lastDate && lastDate < '~COUNT').toBe(true);
  });
});
