// The letter editor's own words. Spec 3 §4 says Save as over an existing name "asks to overwrite"
// and loading another letter "asks for confirmation because unsaved changes are lost", with no
// text for either (spec-inventory D5 "Texts"); these are ours. Spec 3 §8 says a failed letter save
// is "only logged, no user notice": issue 24 overrides it (a silent failure loses work), so a failed
// save says so, keeps the text in the editor and offers Retry.
import { type ConfirmRequest } from '@/shell/confirm-request';

export const overwriteRequest = (name: string): ConfirmRequest => ({
  title: 'Overwrite letter?',
  body: `This patient already has a letter named "${name}". Overwrite it with the letter in the editor? Its current content is replaced.`,
  confirmLabel: 'Overwrite',
  cancelLabel: 'Cancel',
});

export const discardRequest = (what: 'open' | 'close'): ConfirmRequest => ({
  title: 'Discard unsaved changes?',
  body:
    what === 'open'
      ? 'The letter in the editor has changes that are not saved. Opening another letter or template replaces them.'
      : 'The letter in the editor has changes that are not saved. Closing the editor discards them.',
  confirmLabel: 'Discard changes',
  cancelLabel: 'Keep editing',
});

export const SAVE_FAILED_HEADER = 'The letter was not saved';
export const SAVE_FAILED_KEPT = 'Your text is kept in the editor.';
/** A 409: another user saved the letter since it was opened; saving again would overwrite their change unseen. */
export const SAVE_CONFLICT = [
  'Someone else saved this letter after you opened it.',
  'Your text is kept in the editor: save it under another name with Save as, or open the letter again to see their version.',
].join(' ');
export const LOAD_FAILED = 'The letter or template could not be loaded.';
/** A save of a letter that was deleted meanwhile (by another user, or in the table): the editor keeps it as a new letter. */
export const LETTER_GONE = 'This letter no longer exists: it was deleted. Your text is kept in the editor as a new letter: save it with Save as.';
