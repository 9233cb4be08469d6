import { type PreviousDecursus } from '@praktijk/shared/schemas/decursus';

// The Previous Decursus panel's navigation (spec 3 §2): first / previous / next / last, one note
// at a time. Each request names a position and, for previous and next, the cursor of the note
// shown, so the panel never loads the patient's notes all at once.

export type PreviousPosition = 'first' | 'previous' | 'next' | 'last';
// A type (not an interface) so it passes as the query's plain record of values.
export type PreviousRequest = { position: PreviousPosition; cursor?: string };

/** The panel opens on the most recent earlier note. */
export const OPENING_REQUEST: PreviousRequest = { position: 'last' };

export interface PreviousNavigation {
  first: PreviousRequest | null;
  previous: PreviousRequest | null;
  next: PreviousRequest | null;
  last: PreviousRequest | null;
}

/** Where each button leads from the answer shown; null disables it. */
export function previousNavigation(shown: PreviousDecursus | undefined): PreviousNavigation {
  const cursor = shown?.cursor ?? undefined;
  const back = Boolean(shown?.decursus && shown.has_previous && cursor);
  const forward = Boolean(shown?.decursus && shown.has_next && cursor);
  return {
    first: back ? { position: 'first' } : null,
    previous: back ? { position: 'previous', cursor } : null,
    next: forward ? { position: 'next', cursor } : null,
    last: forward ? { position: 'last' } : null,
  };
}
