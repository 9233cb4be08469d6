// "Not too similar to the user's name or e-mail" (spec 1 §5), measured the way the spec's source
// system measures it (Django's UserAttributeSimilarityValidator): the password is compared with
// each attribute and each of its parts (split on non-word characters), ignoring case, by
// difflib's quick_ratio; 0.7 or more is too similar.

export const MAX_SIMILARITY = 0.7;

/** difflib.SequenceMatcher(a, b).quick_ratio(): 2 * shared characters (as multisets) / total length. */
export function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = available.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      available.set(char, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** A long password with a very short part in it is not "similar" to that part (Django 4.2+). */
function tooShortToCompare(password: string, part: string): boolean {
  return password.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * password.length;
}

export function isTooSimilar(password: string, attribute: string): boolean {
  const lowered = password.toLowerCase();
  const value = attribute.trim().toLowerCase();
  if (!value) return false;
  const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value].filter(Boolean);
  return parts.some((part) => !tooShortToCompare(lowered, part) && quickRatio(lowered, part) >= MAX_SIMILARITY);
}
