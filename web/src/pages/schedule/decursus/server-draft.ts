import { formatDateTime, todayIso } from '@praktijk/shared/dates';

// Drafts on the server (issue 21 §1), the parts without React: when a pending draft write goes
// out, and the words of the notice a restored draft shows.

/**
 * What a quiet moment in the form does with its draft: write the values when they differ from
 * the saved record, remove the draft when they no longer do (typed back, Reset, saved) and one was
 * written, else nothing (unchanged since the last write, or nothing ever typed).
 */
export function draftStep(input: { key: string; lastKey: string; dirty: boolean; written: boolean }): 'save' | 'remove' | 'none' {
  if (input.key === input.lastKey) return 'none';
  if (input.dirty) return 'save';
  return input.written ? 'remove' : 'none';
}

/** 'Restored your unsaved note from 14:03'; a draft of another day names its date too (a time alone would mislead). */
export function restoredNotice(updatedDate: string, now: Date = new Date()): string {
  const when = formatDateTime(updatedDate);
  const sameDay = todayIso(new Date(updatedDate)) === todayIso(now);
  return `Restored your unsaved note from ${sameDay ? when.slice(-5) : when}`;
}
