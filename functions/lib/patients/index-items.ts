import { normalise } from '@praktijk/shared/text';
import { keys } from '../data/keys';
import { foldNumber, nameTokens } from './normalize';
import { summarySource, type StoredPatient, type SummarySource } from './summary';

// Search index items of one patient (DESIGN §5 "Patient search"):
// - one per distinct prefix (1 to NAME_PREFIX_MAX letters) of the patient's name tokens, keyed by
//   the prefix and then the patient's sort key, so a one-term search is a Query in name order with
//   Limit and a cursor; a counter per prefix, kept in the same transaction, gives its count. These
//   are many, so they are small: the tokens only (the page's records are read by key);
// - one per number (internal and ID number, each also without leading zeros) and one for the date
//   of birth, carrying the label fields (imports match on them).
export const NAME_PREFIX_MAX = 10;

type IndexItemBase = {
  PK: string;
  SK: string;
  entity: 'patient-index';
  patient_id: string;
  tokens: string[];
  sort_name: string;
};
export type NamePrefixItem = IndexItemBase;
export type IndexItem = IndexItemBase & { patient: SummarySource };

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

/** Numbers as searched: folded, and also without leading zeros ("000202" is found by "202"). */
export function searchNumbers(p: Pick<StoredPatient, 'internal_number' | 'id_number'>): string[] {
  const numbers = [p.internal_number, p.id_number].map(foldNumber).filter(Boolean);
  return [...new Set([...numbers, ...numbers.map((n) => n.replace(/^0+(?=.)/, ''))])];
}

export function indexItems(tenantId: string, p: StoredPatient): (IndexItem | NamePrefixItem)[] {
  const tokens = nameTokens(p.first_name, p.surname);
  const sort_name = sortName(p);
  const base = { entity: 'patient-index' as const, patient_id: p.id, tokens, sort_name };
  const items: (IndexItem | NamePrefixItem)[] = namePrefixes(tokens).map((prefix) => ({ ...keys.patientNamePrefix(tenantId, prefix, sort_name), ...base }));
  const labelled = { ...base, patient: summarySource(p) };
  for (const number of searchNumbers(p)) items.push({ ...keys.patientNumberIndex(tenantId, number, p.id), ...labelled });
  items.push({ ...keys.patientBirthIndex(tenantId, p.date_of_birth, p.id), ...labelled });
  return items;
}

/** How each name prefix's count of patients changes when `before` becomes `after` (either absent for create or delete). */
export function prefixCountChanges(before: StoredPatient | undefined, after: StoredPatient | undefined): Map<string, number> {
  const prefixesOf = (p: StoredPatient | undefined) => new Set(p ? namePrefixes(nameTokens(p.first_name, p.surname)) : []);
  const [old, now] = [prefixesOf(before), prefixesOf(after)];
  const changes = new Map<string, number>();
  for (const prefix of old) if (!now.has(prefix)) changes.set(prefix, -1);
  for (const prefix of now) if (!old.has(prefix)) changes.set(prefix, 1);
  return changes;
}

const itemKey = (i: { PK: string; SK: string }) => `${i.PK} ${i.SK}`;

/** What a change does to the index: keys to delete, and items to put (new or changed; unchanged ones are left alone). */
export function indexChanges(
  tenantId: string,
  before: StoredPatient,
  after: StoredPatient,
): { deletes: { PK: string; SK: string }[]; puts: (IndexItem | NamePrefixItem)[] } {
  const now = indexItems(tenantId, after);
  const old = new Map(indexItems(tenantId, before).map((i) => [itemKey(i), i]));
  const keep = new Set(now.map(itemKey));
  return {
    deletes: [...old.values()].filter((i) => !keep.has(itemKey(i))).map(({ PK, SK }) => ({ PK, SK })),
    puts: now.filter((i) => JSON.stringify(old.get(itemKey(i))) !== JSON.stringify(i)),
  };
}
