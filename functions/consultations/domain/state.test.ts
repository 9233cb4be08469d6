import { describe, expect, it } from 'vitest';
import { arrivedRefusal, canChangeProcessed, isPast, NOT_ARRIVED, PAST, PAST_TREATED, processedRefusal, TREATED } from './state';

const today = '2026-03-10';
const open = { arrived: false, processed: false, date: today };
const arrived = { ...open, arrived: true };
const treated = { ...arrived, processed: true };
const yesterday = { ...treated, date: '2026-03-09' };

describe('consultation state rules', () => {
  it('calls a consultation past from the day after its own', () => {
    expect(isPast({ date: '2026-03-09' }, today)).toBe(true);
    expect(isPast({ date: today }, today)).toBe(false);
    expect(isPast({ date: '2026-03-11' }, today)).toBe(false);
  });

  it('offers Treated only once arrived, not past, and to a caller who may change it', () => {
    expect(canChangeProcessed(open, true, today)).toBe(false);
    expect(canChangeProcessed(arrived, true, today)).toBe(true);
    expect(canChangeProcessed(arrived, false, today)).toBe(false);
    expect(canChangeProcessed(yesterday, true, today)).toBe(false);
  });

  it('keeps arrived as it is once treated, but lets the same value through', () => {
    expect(arrivedRefusal(open, true)).toBeUndefined();
    expect(arrivedRefusal(arrived, false)).toBeUndefined();
    expect(arrivedRefusal(treated, false)).toBe(TREATED);
    expect(arrivedRefusal(treated, true)).toBeUndefined();
  });

  it('treats only an arrived patient and reopens only a consultation of today or later', () => {
    expect(processedRefusal(open, true, today)).toBe(NOT_ARRIVED);
    expect(processedRefusal(arrived, true, today)).toBeUndefined();
    expect(processedRefusal(treated, false, today)).toBeUndefined();
    expect(processedRefusal(yesterday, false, today)).toBe(PAST);
  });

  it('refuses to mark a past consultation treated, as can_change_processed says (spec 1 §4)', () => {
    const arrivedYesterday = { ...arrived, date: '2026-03-09' };
    expect(canChangeProcessed(arrivedYesterday, true, today)).toBe(false);
    expect(processedRefusal(arrivedYesterday, true, today)).toBe(PAST_TREATED);
    expect(processedRefusal({ ...open, date: '2026-03-09' }, true, today)).toBe(NOT_ARRIVED);
    // What the consultation already is passes: a repeated request changes nothing.
    expect(processedRefusal(yesterday, true, today)).toBeUndefined();
    expect(processedRefusal(arrivedYesterday, false, today)).toBeUndefined();
  });
});
