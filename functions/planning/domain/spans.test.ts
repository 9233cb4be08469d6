import { describe, expect, it } from 'vitest';
import { daySpans, overlapping, replaceSpan, type Span, timesOf } from './spans';

const booking = (id: string, s: number, e: number): Span => ({ id, kind: 'consultation', s, e });

describe('day spans', () => {
  it('gives a booking one span on its day', () => {
    expect(daySpans('2026-03-10T09:00', '2026-03-10T09:30')).toEqual([{ date: '2026-03-10', s: 540, e: 570 }]);
  });

  it('cuts a blocked time over several days into one span per day, clipped to the day', () => {
    expect(daySpans('2026-03-10T22:00', '2026-03-12T08:15')).toEqual([
      { date: '2026-03-10', s: 1320, e: 1440 },
      { date: '2026-03-11', s: 0, e: 1440 },
      { date: '2026-03-12', s: 0, e: 495 },
    ]);
  });

  it('leaves out the day a range ends on at midnight, and crosses a month end', () => {
    expect(daySpans('2026-03-31T12:00', '2026-04-02T00:00')).toEqual([
      { date: '2026-03-31', s: 720, e: 1440 },
      { date: '2026-04-01', s: 0, e: 1440 },
    ]);
  });
});

describe('overlap', () => {
  const spans = [booking('A', 540, 570), { id: 'B', kind: 'blocked' as const, s: 600, e: 660 }];

  it('finds the spans that share a minute, not those that only touch', () => {
    expect(overlapping(spans, { s: 560, e: 580 }).map((x) => x.id)).toEqual(['A']);
    expect(overlapping(spans, { s: 570, e: 600 })).toEqual([]);
    expect(overlapping(spans, { s: 500, e: 700 }).map((x) => x.id)).toEqual(['A', 'B']);
    expect(overlapping(spans, { s: 610, e: 620 }).map((x) => x.id)).toEqual(['B']);
  });

  it('does not count a span against itself (a move within its own time)', () => {
    expect(overlapping(spans, { s: 545, e: 575 }, 'A')).toEqual([]);
  });

  it('replaces a span by id and keeps them in start order', () => {
    expect(replaceSpan(spans, 'A', booking('A', 700, 730)).map((x) => [x.id, x.s])).toEqual([
      ['B', 600],
      ['A', 700],
    ]);
    expect(replaceSpan(spans, 'A').map((x) => x.id)).toEqual(['B']);
  });

  it("writes a span's times as HH:mm-HH:mm, a whole day's end as 24:00", () => {
    expect(timesOf({ s: 540, e: 570 })).toBe('09:00-09:30');
    expect(timesOf({ s: 0, e: 1440 })).toBe('00:00-24:00');
  });
});
