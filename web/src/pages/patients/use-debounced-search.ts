import { useEffect, useState } from 'react';
import { isApiError } from '../../api';

// A search that waits until typing pauses (spec 2 §9: employers 300 ms, patients ~300 ms) and
// drops answers to older texts, so a slow answer never replaces a newer one.

export interface DebouncedSearch<T> {
  items: readonly T[];
  /** The text the items answer; differs from the typed text while a search is pending. */
  answeredFor: string | undefined;
  /** Waiting for typing to pause or for the answer. */
  loading: boolean;
  error: string | undefined;
}

export function useDebouncedSearch<T>(text: string, delayMs: number, load: (text: string, signal: AbortSignal) => Promise<readonly T[]>, enabled = true): DebouncedSearch<T> {
  const [state, setState] = useState<Omit<DebouncedSearch<T>, 'loading'>>({ items: [], answeredFor: undefined, error: undefined });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(text, controller.signal).then(
        (items) => setState({ items, answeredFor: text, error: undefined }),
        (error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.redirected)) return;
          setState({ items: [], answeredFor: text, error: 'The search failed.' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, delayMs, load, enabled]);
  return { ...state, loading: enabled && state.answeredFor !== text };
}
