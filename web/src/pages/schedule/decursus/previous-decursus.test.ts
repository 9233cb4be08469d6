import { describe, expect, it } from 'vitest';
import { type PreviousDecursus } from '@praktijk/shared/schemas/decursus';
import { previousNavigation } from './previous-decursus';
import { note } from './test-note';

const shown = (has_previous: boolean, has_next: boolean): PreviousDecursus => ({
  decursus: note(),
  cursor: '2025-03-01T09:00:00.000Z#01JA',
  has_previous,
  has_next,
});

describe('previous decursus navigation', () => {
  it("sends the shown note's cursor with previous and next; first and last need none", () => {
    expect(previousNavigation(shown(true, true))).toEqual({
      first: { position: 'first' },
      previous: { position: 'previous', cursor: '2025-03-01T09:00:00.000Z#01JA' },
      next: { position: 'next', cursor: '2025-03-01T09:00:00.000Z#01JA' },
      last: { position: 'last' },
    });
  });

  it('disables first and previous at the oldest note, next and last at the newest', () => {
    expect(previousNavigation(shown(false, true))).toMatchObject({ first: null, previous: null });
    expect(previousNavigation(shown(true, false))).toMatchObject({ next: null, last: null });
  });

  it('disables everything when there is no earlier note or nothing loaded yet', () => {
    const none = { first: null, previous: null, next: null, last: null };
    expect(previousNavigation({ decursus: null, cursor: null, has_previous: false, has_next: false })).toEqual(none);
    expect(previousNavigation(undefined)).toEqual(none);
  });
});
