import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-format';

describe('formatClock', () => {
  it("shows 'ddd DD MMMM YYYY HH:mm:ss' in Dutch, in the practice's time zone", () => {
    // 12:03:07 UTC is 09:03:07 in Paramaribo (UTC-3, no daylight saving).
    expect(formatClock(new Date('2026-01-05T12:03:07Z'))).toBe('ma 05 januari 2026 09:03:07');
  });

  it('uses 24-hour time', () => {
    expect(formatClock(new Date('2026-07-19T20:00:00Z'))).toBe('zo 19 juli 2026 17:00:00');
  });
});
