import { encodePositionCursor, positionCursorValue } from '../../lib/data/paging';

// The decursus lists' cursors (issue 21 §7). Both page by a note's position (`<start>#<id>`, its
// GSI1SK among the patient's notes), which names when the patient was seen: so a position leaves
// the server sealed (paging.ts), each list under its own scope, bound to the practice and the
// patient whose notes it pages. A cursor of the notes list does not open in Previous Decursus (nor
// the other way round), and one of patient A does not open on patient B: 400 'Invalid cursor.'.

/** Which list a note cursor pages: the patient's notes (newest first), or Previous Decursus' one-at-a-time browse. */
export type NoteList = 'decursus-list' | 'previous-decursus';

const noteScope = (list: NoteList, tenantId: string, patientId: string) => `${list}|${tenantId}|${patientId}`;

export function sealNotePosition(list: NoteList, tenantId: string, patientId: string, position: string): Promise<string> {
  return encodePositionCursor(position, noteScope(list, tenantId, patientId));
}

export function openNotePosition(list: NoteList, tenantId: string, patientId: string, cursor: string | undefined): Promise<string | undefined> {
  return positionCursorValue(cursor, noteScope(list, tenantId, patientId));
}
