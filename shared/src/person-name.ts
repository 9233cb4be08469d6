import { capitalizeWords } from './schemas/fields';

// A person's name as the product shows it (header, cards, the users list, the physicians list):
// built here once, for the server and the web client alike.

export interface NameParts {
  prefix: string;
  first_name: string;
  last_name: string;
}

/** 'Dr. Anand Ramdin': prefix, first and last name, blanks left out. */
export function personName({ prefix, first_name, last_name }: NameParts): string {
  return [prefix, first_name, last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A typed name capitalised as the patient forms do (spec 2 §5), but only when it was typed all in
 * lower case: 'ingrid kromosoeto' -> 'Ingrid Kromosoeto', while a name with capitals of its own
 * ('van der Berg', 'McDonald', 'dos Santos') is kept as its owner wrote it.
 */
export function capitalisedName(name: string): string {
  return name === name.toLocaleLowerCase('nl') ? capitalizeWords(name) : name;
}

/**
 * The particles of Dutch (and Surinamese, Portuguese) surnames: 'van der Berg', "in 't Veld",
 * "d'Oliveira", 'dos Santos'. Auto-capitalisation (spec 2 §5) leaves them as typed.
 */
export const SURNAME_PARTICLES = ['van', 'der', 'den', 'de', 'het', 'ter', 'ten', 'te', 'in', "'t", 'op', "d'", 'da', 'dos', 'do'] as const;
const PARTICLES: ReadonlySet<string> = new Set(SURNAME_PARTICLES);

/** A word the particle list may still become while it is typed ('v', 'va' of 'van'; 'd' of 'de'). */
const mayBecomeParticle = (lower: string) => SURNAME_PARTICLES.some((particle) => particle.startsWith(lower));

function capitaliseSurnameWord(word: string, lastWhileTyping: boolean): string {
  const lower = word.toLocaleLowerCase('nl');
  if (PARTICLES.has(lower) || (lastWhileTyping && mayBecomeParticle(lower))) return word;
  // "d'oliveira": the particle as typed, the name after it raised.
  if (/^d['’]/.test(lower) && word.length > 2) return word.slice(0, 2) + capitalizeWords(word.slice(2));
  return capitalizeWords(word);
}

/**
 * A surname auto-capitalised (spec 2 §5; issue 21 §8), decided so: the first letter of every word
 * is raised (also after a hyphen or apostrophe: 'Kromo-Dikromo', "O'Neill"), except the particles
 * (SURNAME_PARTICLES), which stay exactly as typed wherever they stand, so 'van der berg' becomes
 * 'van der Berg' and 'Van der berg' 'Van der Berg'. Letters are only ever raised, never lowered.
 * `typing`: the field is being typed, so its last word may be a particle in the making ('v' of
 * 'van') and is left as it is until it cannot be one; the saved value is capitalised in full.
 */
export function capitaliseSurname(text: string, { typing = false }: { typing?: boolean } = {}): string {
  // Words end at spaces and hyphens: a double surname keeps its particle too ('Horst-de Vries').
  const parts = text.split(/(\s+|-)/);
  return parts.map((part, index) => (part.trim() ? capitaliseSurnameWord(part, typing && index === parts.length - 1) : part)).join('');
}

/**
 * Spreadsheet formulas (CSV injection): a name that starts with =, +, - or @ is refused, on import
 * and on the form alike; no real first name or surname starts with one of them.
 */
export const FORMULA_NAME_MESSAGE = 'A name cannot start with =, +, - or @.';
export const startsLikeFormula = (name: string): boolean => /^[=+\-@]/.test(name.trim());

/** 'Anna-Maria Lo' -> 'A.M.': one letter per part of each first name. */
export function initialsOf(firstNames: string): string {
  return firstNames
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toLocaleUpperCase('nl')}.`)
    .join('');
}

/**
 * A patient as a narrow list or calendar event names them (issue 22 §1): surname first, then the
 * initials, 'Sastrodikromo, S.', the way a Dutch front desk reads a list; from the name's own
 * parts, so 'Mei Ling' + 'Tjon A Fong' reads 'Tjon A Fong, M.L.' without guessing where the
 * first name ends.
 */
export function surnameFirstShort({ first_name, surname }: { first_name: string; surname: string }): string {
  const initials = initialsOf(first_name);
  const last = surname.trim();
  if (!last) return first_name.trim();
  return initials ? `${last}, ${initials}` : last;
}
