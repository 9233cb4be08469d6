// Search keys for catalogues: names are normalised (shared/src/text.ts: accents and case folded,
// words of letters and digits) before they become sort keys and index tokens.
import { normalise } from '@praktijk/shared/text';

export { normalise };

// Words too common to narrow a search; indexing them would only add index items.
const STOP_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The words of a text, normalised, in order (duplicates kept). */
export function words(text: string): string[] {
  const folded = normalise(text);
  return folded ? folded.split(' ') : [];
}

/** The index tokens of a catalogue item: each distinct word of its name that narrows a search, and its code. */
export function searchTokens(name: string, code: string): string[] {
  const tokens = new Set(words(name).filter((w) => !STOP_WORDS.has(w)));
  // "SR-PM" is found as "srpm" and by its parts "sr" and "pm".
  const codeWords = words(code);
  if (codeWords.length) tokens.add(codeWords.join(''));
  for (const w of codeWords) tokens.add(w);
  return [...tokens];
}

/** The words of a search term, longest first: the longest narrows the key condition most. */
export function searchWords(term: string): string[] {
  const folded = [...new Set(normalise(term).split(' ').filter(Boolean))];
  return folded.sort((a, b) => b.length - a.length);
}

/** Every search word must begin one of the item's tokens. */
export function matchesAllWords(wanted: readonly string[], tokens: readonly string[]): boolean {
  return wanted.every((w) => tokens.some((t) => t.startsWith(w)));
}

/**
 * Every suffix of every word: an index item per suffix turns "name contains x" into a key
 * condition (begins_with on a suffix), for practice lists searched by any part of a name.
 */
export function wordSuffixes(text: string): string[] {
  const suffixes = new Set<string>();
  for (const word of words(text)) {
    for (let i = 0; i < word.length; i += 1) suffixes.add(word.slice(i));
  }
  return [...suffixes];
}
