// Server paging with cursors (DynamoDB's LastEvaluatedKey, DESIGN §5): the server only knows
// "the page after this cursor", so Prev is served by remembering the cursors of pages seen.

export interface CursorPages {
  /** cursors[i] fetches page i; page 0 has no cursor. */
  cursors: (string | undefined)[];
  pageIndex: number;
}

export const firstCursorPage: CursorPages = { cursors: [undefined], pageIndex: 0 };

export function currentCursor(state: CursorPages): string | undefined {
  return state.cursors[state.pageIndex];
}

/** Moves to the next page, given the cursor the current page's answer ended with. */
export function nextCursorPage(state: CursorPages, nextCursor: string | null | undefined): CursorPages {
  if (!nextCursor) return state;
  const cursors = state.cursors.slice(0, state.pageIndex + 1);
  cursors.push(nextCursor);
  return { cursors, pageIndex: state.pageIndex + 1 };
}

export function previousCursorPage(state: CursorPages): CursorPages {
  return state.pageIndex === 0 ? state : { ...state, pageIndex: state.pageIndex - 1 };
}
