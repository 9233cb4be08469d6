// The letter editor's state (spec 3 §4 "Letter": new, editing an existing one, or saved): the
// letter it edits (none for a new letter), the template it was started from, the name and the
// content, and what is stored, against which "unsaved changes" is measured.

/** The stored letter the editor is editing. */
export interface OpenedLetter {
  id: string;
  name: string;
  consistency_token: string;
}

export interface WriterState {
  letter: OpenedLetter | null;
  template: string | null;
  name: string;
  content: string;
  /** The name and content as stored; '' and '' for a letter not saved yet. */
  saved: { name: string; content: string };
}

export type WriterAction =
  /** A stored letter opened (letter set), a template loaded or a blank letter started (letter null). */
  | { type: 'load'; letter: OpenedLetter | null; template: string | null; name: string; content: string }
  | { type: 'edit'; content: string }
  | { type: 'rename'; name: string }
  /** A save or Save as succeeded: the letter as stored (its name as the server keeps it), the name typed when it was sent, the content sent. */
  | { type: 'saved'; letter: OpenedLetter; sentName: string; content: string }
  /** The letter it edited was deleted: the text stays, as a new letter. */
  | { type: 'detach' };

export const EMPTY_WRITER: WriterState = { letter: null, template: null, name: '', content: '', saved: { name: '', content: '' } };

export function writerReducer(state: WriterState, action: WriterAction): WriterState {
  switch (action.type) {
    case 'load': {
      const saved = action.letter ? { name: action.name, content: action.content } : { name: '', content: '' };
      return { letter: action.letter, template: action.template, name: action.name, content: action.content, saved };
    }
    case 'edit':
      return { ...state, content: action.content };
    case 'rename':
      return { ...state, name: action.name };
    case 'saved':
      // The field shows the name as stored ('Brief  A ' is kept as 'Brief A') unless it was changed while saving.
      return {
        ...state,
        letter: action.letter,
        name: state.name === action.sentName ? action.letter.name : state.name,
        saved: { name: action.letter.name, content: action.content },
      };
    case 'detach':
      return { ...state, letter: null, saved: { name: '', content: '' } };
  }
}

/**
 * The editor (TinyMCE) writes HTML in its own layout: a stored letter it hands back may differ from
 * the stored text only by the line breaks and spaces between tags, which show nothing. Those are
 * not a change.
 */
const layoutFree = (html: string) => html.replace(/>\s+</g, '><').trim();

/** Typed or loaded but not stored: loading another letter or template asks first. */
export const isDirty = (state: WriterState): boolean => state.name !== state.saved.name || layoutFree(state.content) !== layoutFree(state.saved.content);
