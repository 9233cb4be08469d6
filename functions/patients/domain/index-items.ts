import { normalise } from '@praktijk/shared/text';
import { keys } from '../../lib/data/keys';
import { foldNumber, nameTokens } from './normalize';
import { summarySource, type StoredPatient, type SummarySource } from './summary';

// Search index items of one patient (DESIGN §5 "Patient search"):
// - one per distinct prefix (1 to NAME_PREFIX_MAX letters) of the patient's name tokens, keyed by
//   the prefix and then the patient's sort key, so a one-term search is a Query in name order with
//   Limit and a cursor. These are many, so they are tiny (keys and tokens only: the sort key is the
//   sort name and ends with the id);
// - one per pair of two tokens' starts (each token's first letter and, from three letters, its
//   first three), so a search of two or more terms reads the one small partition its two most
//   telling terms point to ("jans piet": jan|pie) and checks the others on the items' tokens;
// - one per number (internal and ID number, each also without leading zeros) and one for the date
//   of birth, carrying the label fields (imports match on them).
// No counters: a counter per prefix would be one item many writes share (every patient under
// "a"), and DynamoDB cancels transactions that touch the same item at once. Searches count the
// matches they read, up to a bound (search.ts).
export const NAME_PREFIX_MAX = 10;

/**
 * Name index items a patient has at most (prefix and pair items, and the partial-name item when not
 * every token or pair fits). A create writes them with the record, the practice counter, the audit entry and up to
 * five number and birth items; an update deletes the old name's items and writes the record, the
 * audit entry and up to ten number and birth changes: both stay within DynamoDB's 100 per transaction.
 */
export const NAME_ITEMS_MAX = 86;

/** A name prefix item (and the partial-name item): SK is the patient's sort name, which ends with its id. */
export type NamePrefixItem = { PK: string; SK: string; tokens: string[] };
export type IndexItem = {
  PK: string;
  SK: string;
  entity: 'patient-index';
  patient_id: string;
  tokens: string[];
  sort_name: string;
  patient: SummarySource;
};
type Key = { PK: string; SK: string };

/** The patient a name item points to: the last word of its sort name. */
export const namePrefixPatientId = (item: Pick<NamePrefixItem, 'SK'>) => item.SK.slice(item.SK.lastIndexOf(' ') + 1);

/** A name part for the sort key: its words folded, joined by '!' (below every letter and digit, above the space between parts). */
const sortPart = (name: string | null | undefined) => normalise(name ?? '').replace(/ /g, '!');

/**
 * The patient's place in every list: surname as written, then first name, accents and case
 * ignored, the id last for uniqueness ("Chin A Lin" after "Chin", before "Chinwah"). Sorted by
 * code unit, as DynamoDB sorts keys, so the unfiltered list (GSI1) and search results agree.
 */
export function sortName(p: Pick<StoredPatient, 'surname' | 'first_name' | 'id'>): string {
  return `${sortPart(p.surname)} ${sortPart(p.first_name)} ${p.id}`;
}

/** Every distinct prefix of the tokens, up to NAME_PREFIX_MAX letters: what one-term searches look up. */
export function namePrefixes(tokens: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const token of tokens) for (let n = 1; n <= Math.min(token.length, NAME_PREFIX_MAX); n++) prefixes.add(token.slice(0, n));
  return [...prefixes].sort();
}

/** The name's tokens in the order they are indexed: the surname's first, what staff search most. */
const tokenOrder = (p: Pick<StoredPatient, 'surname' | 'first_name'>) => [...new Set([...nameTokens(p.surname), ...nameTokens(p.first_name)])];

/**
 * The prefixes indexed for a name: token by token (surname first, what staff search most), each
 * token whole, until the next token's new prefixes would pass `room`. `whole` is false when a
 * token was left out (a pathological name, e.g. fifteen words of fifteen letters): then room is
 * kept for the partial-name item, through which multi-term searches still find the patient.
 */
export function indexedPrefixes(p: Pick<StoredPatient, 'surname' | 'first_name'>, room = NAME_ITEMS_MAX): { prefixes: string[]; whole: boolean } {
  const order = tokenOrder(p);
  const all = namePrefixes(order);
  if (all.length <= room) return { prefixes: all, whole: true };
  const kept = new Set<string>();
  for (const token of order) {
    const added = namePrefixes([token]).filter((prefix) => !kept.has(prefix));
    if (kept.size + added.length > room - 1) break;
    for (const prefix of added) kept.add(prefix);
  }
  return { prefixes: [...kept].sort(), whole: false };
}

/** How many letters a long start of a pair key has. */
export const PAIR_START_LONG = 3;

/** The starts of a token a pair key is made of: its first letter and, from three letters, its first three. */
function tokenStarts(token: string): string[] {
  const letters = [...token];
  return letters.length >= PAIR_START_LONG ? [letters[0]!, letters.slice(0, PAIR_START_LONG).join('')] : [letters[0]!];
}

/** The start of a search term its pair key uses: its first three letters, or its first letter when it is shorter. */
export function termStart(term: string): string {
  const letters = [...term];
  return letters.length >= PAIR_START_LONG ? letters.slice(0, PAIR_START_LONG).join('') : letters[0]!;
}

/** One pair key for two starts in either order. */
export const pairKey = (a: string, b: string) => (a <= b ? `${a}|${b}` : `${b}|${a}`);

/** The pair keys of two tokens: each start of one with each start of the other. */
function tokenPairKeys(a: string, b: string): string[] {
  return tokenStarts(a).flatMap((x) => tokenStarts(b).map((y) => pairKey(x, y)));
}

/** Every pair key of the tokens. */
const pairsOf = (tokens: readonly string[]) => new Set(tokens.flatMap((t, i) => tokens.slice(0, i).flatMap((earlier) => tokenPairKeys(earlier, t))));

/**
 * The name's index keys: its prefixes (indexedPrefixes, which come first: a one-term search must
 * find every token it can), then the pair keys of the tokens whose prefixes are kept, token by
 * token, in the room left. `whole` is false when a prefix or a pair was left out: then the
 * partial-name item is kept, and multi-term searches find the patient through it.
 */
export function indexedNameKeys(
  p: Pick<StoredPatient, 'surname' | 'first_name'>,
  room = NAME_ITEMS_MAX,
): { prefixes: string[]; pairs: string[]; whole: boolean } {
  const wide = indexedPrefixes(p, room);
  const wholeTokens = tokenOrder(p);
  const allPairs = pairsOf(wholeTokens);
  if (wide.whole && wide.prefixes.length + allPairs.size <= room) return { prefixes: wide.prefixes, pairs: [...allPairs].sort(), whole: true };
  // Something is left out, so the partial-name item needs its place too.
  const { prefixes } = wide.prefixes.length < room ? wide : indexedPrefixes(p, room - 1);
  const kept = new Set(prefixes);
  const order = wholeTokens.filter((t) => namePrefixes([t]).every((x) => kept.has(x)));
  const pairRoom = room - 1 - prefixes.length;
  const pairs = new Set<string>();
  const paired: string[] = [];
  for (const token of order) {
    const added = [...new Set(paired.flatMap((earlier) => tokenPairKeys(earlier, token)))].filter((k) => !pairs.has(k));
    if (pairs.size + added.length > pairRoom) break;
    for (const k of added) pairs.add(k);
    paired.push(token);
  }
  return { prefixes, pairs: [...pairs].sort(), whole: false };
}

/** The partial-name item: one per patient whose name is not wholly indexed, with every token, read by multi-term searches. */
export function partialNameItem(tenantId: string, p: StoredPatient): NamePrefixItem {
  return { ...keys.patientNamePartial(tenantId, sortName(p)), tokens: nameTokens(p.first_name, p.surname) };
}

/** The name's index items: its prefix and pair items, and the partial-name item if some token or pair did not fit. */
export function nameItems(tenantId: string, p: StoredPatient): NamePrefixItem[] {
  const tokens = nameTokens(p.first_name, p.surname);
  const sort = sortName(p);
  const { prefixes, pairs, whole } = indexedNameKeys(p);
  const items = [
    ...prefixes.map((prefix) => ({ ...keys.patientNamePrefix(tenantId, prefix, sort), tokens })),
    ...pairs.map((pair) => ({ ...keys.patientNamePair(tenantId, pair, sort), tokens })),
  ];
  return whole ? items : [partialNameItem(tenantId, p), ...items];
}

/** Numbers as searched: folded, and also without leading zeros ("000202" is found by "202"). */
export function searchNumbers(p: Pick<StoredPatient, 'internal_number' | 'id_number'>): string[] {
  const numbers = [p.internal_number, p.id_number].map(foldNumber).filter(Boolean);
  return [...new Set([...numbers, ...numbers.map((n) => n.replace(/^0+(?=.)/, ''))])];
}

/** The number and birth items, which carry the label fields. */
function labelledItems(tenantId: string, p: StoredPatient): IndexItem[] {
  const base = { entity: 'patient-index' as const, patient_id: p.id, tokens: nameTokens(p.first_name, p.surname), sort_name: sortName(p) };
  const labelled = { ...base, patient: summarySource(p) };
  return [
    ...searchNumbers(p).map((number) => ({ ...keys.patientNumberIndex(tenantId, number, p.id), ...labelled })),
    { ...keys.patientBirthIndex(tenantId, p.date_of_birth, p.id), ...labelled },
  ];
}

export function indexItems(tenantId: string, p: StoredPatient): (IndexItem | NamePrefixItem)[] {
  return [...nameItems(tenantId, p), ...labelledItems(tenantId, p)];
}

const itemKey = (i: Key) => `${i.PK} ${i.SK}`;

/** Keys to delete and items to put (new or changed; unchanged ones are left alone). */
function diff<T extends Key>(old: readonly T[], now: readonly T[]): { deletes: Key[]; puts: T[] } {
  const before = new Map(old.map((i) => [itemKey(i), i]));
  const keep = new Set(now.map(itemKey));
  return {
    deletes: [...before.values()].filter((i) => !keep.has(itemKey(i))).map(({ PK, SK }) => ({ PK, SK })),
    puts: now.filter((i) => JSON.stringify(before.get(itemKey(i))) !== JSON.stringify(i)),
  };
}

/**
 * What a change does to the index. The name's items are written only when the name changes (then
 * all of them: their sort key is the sort name); the number and birth items only when they change.
 * `namePuts` are in the order to write them (the partial-name item first, then prefix items).
 */
export function indexChanges(tenantId: string, before: StoredPatient, after: StoredPatient): { deletes: Key[]; puts: IndexItem[]; namePuts: NamePrefixItem[] } {
  const labelled = diff(labelledItems(tenantId, before), labelledItems(tenantId, after));
  const names = diff(nameItems(tenantId, before), nameItems(tenantId, after));
  return { deletes: [...labelled.deletes, ...names.deletes], puts: labelled.puts, namePuts: names.puts };
}
