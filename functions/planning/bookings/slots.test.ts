import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { type ValidationError } from '../../lib/errors';
import { slotRange } from './slots';

// 2026-03-12 is a Thursday.
const today = '2026-03-12';
const refusal = (query: { from?: string; to?: string }) => {
  try {
    slotRange(query, today);
  } catch (error) {
    return (error as ValidationError).fields;
  }
  return undefined;
};

describe('the slots range', () => {
  it('is this week, Monday to Sunday, when no days are asked, and a week from `from` when only it is', () => {
    expect(slotRange({}, today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(slotRange({ from: '2026-03-31' }, today)).toEqual({ from: '2026-03-31', to: '2026-04-06' });
    expect(slotRange({ from: '2026-03-12', to: '2026-03-12' }, today)).toEqual({ from: '2026-03-12', to: '2026-03-12' });
  });

  it('refuses more than seven days, or an end before the start, on `to`', () => {
    expect(refusal({ from: '2026-03-09', to: '2026-03-16' })).toEqual({ to: [PLANNING_MESSAGES.rangeTooLong] });
    expect(refusal({ from: '2026-03-09', to: '2026-03-08' })).toEqual({ to: [PLANNING_MESSAGES.rangeOrder] });
    expect(refusal({ from: '2026-03-09', to: '2026-03-15' })).toBeUndefined();
  });
});
