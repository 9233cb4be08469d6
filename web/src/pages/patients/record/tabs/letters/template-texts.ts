// The Template Builder's own words. Spec 3 names only the toasts 'Template Created' and 'Template
// Updated' (§8); it says Save as with an existing name "asks to overwrite" and that loading another
// template while one has unsaved changes asks first, with no text for either (spec-inventory D5
// "Texts"): these are ours. Spec 3 §8 says a failed template save is "only logged, no user notice":
// issue 24 overrides it (a silent failure loses work), so it is shown, the content is kept, and
// Retry is offered.
import { type ConfirmRequest } from '@/shell/confirm-request';

export const TEMPLATE_CREATED = 'Template Created';
export const TEMPLATE_UPDATED = 'Template Updated';
export const TEMPLATE_DELETED = 'Template deleted';

export const overwriteTemplateRequest = (name: string): ConfirmRequest => ({
  title: 'Overwrite template?',
  body: `A template named "${name}" already exists. Overwrite it with the template in the editor? Its name, category and content are replaced.`,
  confirmLabel: 'Overwrite',
  cancelLabel: 'Cancel',
});

export const discardTemplateRequest = (what: 'load' | 'new'): ConfirmRequest => ({
  title: 'Discard unsaved changes?',
  body:
    what === 'load'
      ? 'The template in the editor has changes that are not saved. Loading another template discards them.'
      : 'The template in the editor has changes that are not saved. Starting a new template discards them.',
  confirmLabel: 'Discard changes',
  cancelLabel: 'Keep editing',
});

export const deleteTemplateRequest = (name: string): ConfirmRequest => ({
  title: 'Delete template?',
  body: `The template "${name}" is deleted for everyone in the practice. Letters already written from it are kept.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

export const TEMPLATE_SAVE_FAILED_HEADER = 'The template was not saved';
export const TEMPLATE_SAVE_FAILED = 'Your changes are kept in the editor.';
/** A 409: someone else saved the template since it was loaded; saving again would overwrite their change unseen. */
export const TEMPLATE_CONFLICT = [
  'Someone else changed this template after you loaded it.',
  'Reload it to see their version (your unsaved changes here are then discarded), or save yours under another name with Save as.',
].join(' ');
export const TEMPLATE_GONE = 'This template no longer exists: someone deleted it. Your content is kept in the editor: save it as a new template with Save as.';
export const TEMPLATE_LOAD_FAILED = 'The template could not be loaded.';
export const TEMPLATE_DELETE_FAILED = 'The template could not be deleted.';

/** The licence notice the app shows for the editor (TinyMCE is GPLv2+; issue 24). */
export const EDITOR_LICENCE_TEXT = 'Editor: TinyMCE, GPL v2 or later';
export const EDITOR_SOURCE_URL = 'https://github.com/tinymce/tinymce';
