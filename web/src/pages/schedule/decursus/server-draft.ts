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

/**
 * A form's record save and its draft's writes, one after another. A draft write still in flight
 * when the record was saved (whose transaction removes the draft), or a removal overtaking the
 * write before it, would otherwise leave a draft of text already saved, restored later as unsaved.
 */
export class DraftWrites {
  private last: Promise<unknown> = Promise.resolve();
  private saved: string | undefined;

  /** Runs `write` once the writes queued before it have ended (failed or not). */
  inTurn<R>(write: () => Promise<R>): Promise<R> {
    const next = this.last.then(write);
    this.last = next.catch(() => undefined);
    return next;
  }

  /** The record's own save, in its turn; the values it stored are no longer a draft's to keep. */
  saveRecord<R>(values: unknown, write: () => Promise<R>): Promise<R> {
    return this.inTurn(async () => {
      const out = await write();
      this.saved = JSON.stringify(values);
      return out;
    });
  }

  /**
   * Whether these are the values the record's last save stored: a draft write queued behind the
   * save runs before the form has taken in the save's answer, and must not keep them.
   */
  isSaved(values: unknown): boolean {
    return this.saved === JSON.stringify(values);
  }
}

/** 'Restored your unsaved note from 14:03'; a draft of another day names its date too (a time alone would mislead). */
export function restoredNotice(updatedDate: string, now: Date = new Date()): string {
  const when = formatDateTime(updatedDate);
  const sameDay = todayIso(new Date(updatedDate)) === todayIso(now);
  return `Restored your unsaved note from ${sameDay ? when.slice(-5) : when}`;
}
