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
