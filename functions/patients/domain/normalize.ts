import { fold } from '@praktijk/shared/text';

export { fold };

// Search normalisation for patient lookup: accents and case are folded (shared/src/text.ts), names split into
// tokens ("Tjon A Fong" -> tjon, a, fong; "Sastro-Dikromo" -> sastro, dikromo, sastrodikromo).
export function nameTokens(...names: (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const folded = fold(name);
    for (const word of folded.split(/[\s,.]+/).filter(Boolean)) {
      const parts = word.split(/['’-]+/).filter(Boolean);
      for (const part of parts) tokens.add(part.replace(/[^\p{L}\p{N}]/gu, ''));
      if (parts.length > 1) tokens.add(parts.join(''));
    }
  }
  tokens.delete('');
  return [...tokens].sort();
}

/** Numbers are compared without separators and case: "SR-12.345" -> "sr12345". */
export function foldNumber(value: string): string {
  return fold(value).replace(/[^a-z0-9]/g, '');
}

/** A number search keeps the text's name terms: a name may hold a digit too ("Van Dijk2"), searched when no number matches. */
export type SearchQuery =
  { kind: 'date'; date: string } | { kind: 'number'; number: string; terms: string[] } | { kind: 'name'; terms: string[] } | { kind: 'none' };

/**
 * What the search box holds: a date of birth (DD-MM-YYYY, as staff type it), a number (internal
 * or ID number: anything with a digit, which is also read as a name when no number matches), or
 * name prefixes in any order.
 */
export function parseSearch(raw: string | undefined): SearchQuery {
  const text = (raw ?? '').trim();
  if (!text) return { kind: 'none' };
  const date = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (date) return { kind: 'date', date: `${date[3]}-${date[2]!.padStart(2, '0')}-${date[1]!.padStart(2, '0')}` };
  if (/\d/.test(text)) return { kind: 'number', number: foldNumber(text), terms: nameTokens(text) };
  const terms = nameTokens(text);
  return terms.length ? { kind: 'name', terms } : { kind: 'none' };
}
