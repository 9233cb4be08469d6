// Text folding, once for the server's search keys and the web client's filters: accents and case
// never matter ("Rámdin" finds "Ramdin", "T90" finds "t90").

/** Accents and case folded, everything else kept: "Renée ÇÖKÉR" -> "renee coker". For comparing whole values. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The search form: folded, every run of characters other than letters and digits one space, trimmed. */
export function normalise(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
