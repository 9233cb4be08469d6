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

/**
 * Text a person could have typed: no control characters but tab, line feed and carriage return
 * (multi-line notes keep their lines), and no lone surrogate (half a character, which no keyboard
 * makes and which breaks every export, print and search that meets it). A NUL byte, an escape
 * sequence or a stray surrogate is a hostile or broken client, refused with CONTROL_CHARACTERS
 * rather than stored as sent (issue 21 §7).
 */
export function isTypedText(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
export const CONTROL_CHARACTERS = 'Enter text without control characters.';

/**
 * A name as uniqueness rules compare it ("the same name in any case"; spacing differences are not
 * another name either): template, reason type, employer and letter names. The server's guards key
 * on it; the web compares with it to find which record holds a name the server called taken.
 */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
