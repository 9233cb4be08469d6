import { DEFAULT_LETTER_CATEGORY, LETTER_CATEGORIES, type LetterCategoryCode, type LetterTemplate } from '@praktijk/shared/schemas/letters';

// What the Template Builder holds (spec 3 §3 "Letter template", §4): the template being edited
// (null while it is new), what the user has in the form, and what the server last took, so that
// "unsaved changes" is a comparison, not a flag someone must remember to clear.

export interface OpenedTemplate {
  id: string;
  consistency_token: string;
}
export interface TemplateDraft {
  name: string;
  category: LetterCategoryCode;
  content: string;
}
export interface BuilderState {
  opened: OpenedTemplate | null;
  draft: TemplateDraft;
  saved: TemplateDraft;
}

export const EMPTY_DRAFT: TemplateDraft = { name: '', category: DEFAULT_LETTER_CATEGORY, content: '' };
export const initialBuilderState: BuilderState = { opened: null, draft: EMPTY_DRAFT, saved: EMPTY_DRAFT };

export type BuilderAction =
  | { type: 'new' }
  | { type: 'loaded'; template: LetterTemplate }
  | { type: 'edit'; change: Partial<TemplateDraft> }
  /** A Save, Save as or overwrite answered: the template is now the one saved, as sent. */
  | { type: 'saved'; opened: OpenedTemplate; sent: TemplateDraft }
  /** An autosave answered: the content sent is stored, under the answer's token. */
  | { type: 'autosaved'; consistency_token: string; content: string }
  /** The opened template was deleted by someone else: what is in the form stays, as a new template. */
  | { type: 'detach' };

/** The category code of an answered category; one the client does not know reads as the default. */
export const categoryCode = (code: string): LetterCategoryCode => LETTER_CATEGORIES.find((c) => c.code === code)?.code ?? DEFAULT_LETTER_CATEGORY;

export const draftOf = (template: LetterTemplate): TemplateDraft => ({
  name: template.name,
  category: categoryCode(template.category.code),
  content: template.content,
});

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'new':
      return initialBuilderState;
    case 'loaded': {
      const draft = draftOf(action.template);
      return { opened: { id: action.template.id, consistency_token: action.template.consistency_token }, draft, saved: draft };
    }
    case 'edit':
      return { ...state, draft: { ...state.draft, ...action.change } };
    case 'saved':
      return { opened: action.opened, draft: state.draft, saved: action.sent };
    case 'autosaved':
      if (!state.opened) return state;
      return { ...state, opened: { ...state.opened, consistency_token: action.consistency_token }, saved: { ...state.saved, content: action.content } };
    case 'detach':
      return { ...state, opened: null, saved: EMPTY_DRAFT };
  }
}

export const isDirty = ({ draft, saved }: BuilderState): boolean =>
  draft.name !== saved.name || draft.category !== saved.category || draft.content !== saved.content;

/** Autosave sends only the content (spec 3 §4), of a template that exists, when only it can be sent that way. */
export const autosaveDue = ({ opened, draft, saved }: BuilderState): boolean => opened !== null && draft.content !== saved.content;

/** The name rule of the server (templates/practice-templates.ts): the same name in any case, spacing aside. */
export const sameTemplateName = (a: string, b: string): boolean => normalName(a) === normalName(b);
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
