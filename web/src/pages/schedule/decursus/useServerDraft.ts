import { DRAFT_SAVE_QUIET_MS } from '@praktijk/shared/constants';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type DraftWrites, draftStep, restoredNotice } from './server-draft';

// A form's draft on the server (issue 21 §1), for the decursus and the General History: read once
// when the form opens and restored if it holds text the saved record has not; written after
// DRAFT_SAVE_QUIET_MS of quiet while the form differs from the saved record, removed when it no
// longer does; a pending write goes out when the form closes. A failed draft write is silent:
// the form still holds the text, and the next quiet moment tries again.

export interface ServerDraftChannel<T, D extends { updated_date: string }> {
  /** Only who may save the record keeps a draft of it. */
  enabled: boolean;
  /** The queue the record's own save goes through too: draft writes never cross it. */
  writes: DraftWrites;
  /** The values a draft keeps, as the form now has them. */
  values: T;
  /** Whether they differ from the saved record. */
  dirty: boolean;
  load(): Promise<D | null>;
  save(values: T): Promise<unknown>;
  remove(): Promise<unknown>;
  /** Puts a loaded draft into the form when it holds something the saved record has not; whether it did. */
  apply(draft: D): boolean;
}

export interface ServerDraft {
  /** The restored notice ('Restored your unsaved note from 14:03'), or null. */
  notice: string | null;
  /** Discard: removes the draft, then `showSaved` puts the saved version into the form, then the notice goes. */
  discard(showSaved?: () => Promise<void>): Promise<void>;
}

export function useServerDraft<T, D extends { updated_date: string }>(channel: ServerDraftChannel<T, D>): ServerDraft {
  const [notice, setNotice] = useState<string | null>(null);
  // A save leaves the values as they were typed and only makes the form clean: the key holds both,
  // so a save is a change that removes the draft (else a reload after a later change by someone
  // else restored the saved text as an unsaved note).
  const key = JSON.stringify({ values: channel.values, dirty: channel.dirty });
  const latest = useRef(channel);
  // The effects and callbacks below read the channel as last rendered (the form's newest token and values).
  useLayoutEffect(() => {
    latest.current = channel;
  });
  const lastKey = useRef(key);
  const written = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  // Discard starts a new epoch: a draft write queued before it is not sent after its removal.
  const epoch = useRef(0);
  const { enabled, writes } = channel;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    latest.current
      .load()
      .then((draft) => {
        // Typing that began before the answer came wins over the draft.
        if (!live || !draft || latest.current.dirty) return;
        if (!latest.current.apply(draft)) return;
        written.current = true;
        setNotice(restoredNotice(draft.updated_date));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const run = () => {
      pending.current = null;
      const step = draftStep({ key, lastKey: lastKey.current, dirty: latest.current.dirty, written: written.current });
      lastKey.current = key;
      if (step === 'save') {
        written.current = true;
        // Sent in its turn, with the values as they are then: a record save queued before it may
        // have stored them (then there is nothing to keep), or more was typed.
        const queuedIn = epoch.current;
        writes
          .inTurn(() => {
            const { dirty, values, save } = latest.current;
            return dirty && queuedIn === epoch.current && !writes.isSaved(values) ? save(values) : Promise.resolve();
          })
          .catch(() => (lastKey.current = ''));
      } else if (step === 'remove') {
        written.current = false;
        // The notice speaks of a draft that is gone now (saved, Reset): its Discard would put the
        // saved version back over whatever is typed next.
        setNotice(null);
        writes.inTurn(() => latest.current.remove()).catch(() => undefined);
      }
    };
    pending.current = run;
    // Typing waits for its quiet moment; a form made clean (saved, Reset) removes its draft at once.
    const timer = setTimeout(() => pending.current === run && run(), latest.current.dirty ? DRAFT_SAVE_QUIET_MS : 0);
    return () => clearTimeout(timer);
  }, [enabled, key, writes]);

  // Closing the form (another tab, another page) sends what is still waiting for its quiet moment.
  useEffect(() => () => pending.current?.(), []);

  const discard = useCallback(
    async (showSaved?: () => Promise<void>) => {
      pending.current = null;
      epoch.current++;
      written.current = false;
      await writes.inTurn(() => latest.current.remove());
      await showSaved?.();
      setNotice(null);
    },
    [writes],
  );

  return { notice, discard };
}
