import { describe, expect, it } from 'vitest';
import { notYetPassed } from './upcoming';

describe('the upcoming consultations of the record header', () => {
  const now = Date.parse('2026-11-26T14:00:00Z');
  const consultation = (id: string, start: string, end: string) => ({ id, start, end });

  it('leave out those of today that have ended, keep the one under way and the later ones', () => {
    const morning = consultation('morning', '2026-11-26T11:00:00Z', '2026-11-26T11:15:00Z');
    const justEnded = consultation('just-ended', '2026-11-26T13:45:00Z', '2026-11-26T14:00:00Z');
    const underWay = consultation('under-way', '2026-11-26T13:55:00Z', '2026-11-26T14:10:00Z');
    const later = consultation('later', '2026-11-26T16:00:00Z', '2026-11-26T16:15:00Z');
    const nextWeek = consultation('next-week', '2026-12-03T12:00:00Z', '2026-12-03T12:30:00Z');
    expect(notYetPassed([morning, justEnded, underWay, later, nextWeek], now).map((c) => c.id)).toEqual(['under-way', 'later', 'next-week']);
  });

  it('answer none when every one has passed', () => {
    expect(notYetPassed([consultation('a', '2026-11-26T08:00:00Z', '2026-11-26T08:15:00Z')], now)).toEqual([]);
  });
});
