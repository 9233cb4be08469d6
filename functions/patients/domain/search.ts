import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { keys } from '../../lib/data/keys';
import { keyPage } from '../../lib/data/key-page';
import { cursorValue, encodeCursorValue, invalidCursor, type Key } from '../../lib/data/paging';
import { batchGet, queryAll } from '../../lib/data/query';
import { db, tableName } from '../../lib/data/client';
import { type SearchQuery } from './normalize';
import { countPatients } from './repository';
import { toSummary, type SummarySource } from './summary';
import { NAME_PREFIX_MAX, namePrefixPatientId, pairKey, termStart, type IndexItem, type NamePrefixItem } from './index-items';

// Patient search on index items (see index-items.ts), every name search's results in name order
// (surname as written, then first name: the index items' sort key).
// - Names: one partition holds every patient a search can find, in name order: a one-term
//   search's prefix partition, or for several terms the pair partition of its two most telling
//   terms, whose items' tokens are checked against every term. One Query reads, from the page's
//   start, the page and the matches after it up to COUNT_WINDOW: the page costs the same whether
//   fifty patients match or fifty thousand, and 'of Z' is exact below the window and reads 'Z+'
//   (a lower bound) above it. Searches that check tokens also read the partial-name partition
//   (names of many words, not wholly indexed) from the same place.
// - A number or a date: the matches are read (a date's are few; a number's are bounded) and paged
//   in memory, numbers in name order too; a number too short to tell (more than 500 match) reads
//   'of 500+'.
/** Matches a name search counts from the start of its page; above it the count is a lower bound ('of 200+'). */
export const COUNT_WINDOW = 200;
/** Index items a name search that checks tokens reads at most for one page. */
export const MAX_EVALUATED = 2000;
/** Matches a number or date search pages through at most. */
export const MAX_MATCHES = 500;
/** Index items read at most for one number or date search. */
const MAX_READ = MAX_MATCHES * 4;

export interface PatientPage {
  results: PatientSummary[];
  count: number;
  /** True when more patients match than were counted: `count` is then a lower bound. */
  count_at_least?: boolean;
  next: string | null;
}

type Filtered = Exclude<SearchQuery, { kind: 'none' }>;

/** Terms that start another term add nothing ("an anna" is "anna"). */
function essentialTerms(terms: readonly string[]): string[] {
  return [...new Set(terms)].filter((t, _i, all) => !all.some((other) => other !== t && other.startsWith(t)));
}

/** Where a name search reads: one partition in name order, the terms its items' tokens must start (none: every item matches), and the partial names. */
interface NameWindow {
  pk: string;
  terms?: string[];
  partialPk?: string;
}

/** A term's worth as a pair key's start: a three-letter start finds fewer patients than one letter, a longer term fewer still. */
const telling = (a: string, b: string) => termStart(b).length - termStart(a).length || b.length - a.length;

function nameWindow(tenantId: string, terms: readonly string[]): NameWindow {
  const partialPk = keys.patientNamePartialPk(tenantId);
  if (terms.length === 1) {
    const term = terms[0]!;
    if (term.length <= NAME_PREFIX_MAX) return { pk: keys.patientNamePrefixPk(tenantId, term) };
    return { pk: keys.patientNamePrefixPk(tenantId, term.slice(0, NAME_PREFIX_MAX)), terms: [...terms], partialPk };
  }
  const [first, second] = [...terms].sort(telling);
  return { pk: keys.patientNamePairPk(tenantId, pairKey(termStart(first!), termStart(second!))), terms: [...terms], partialPk };
}

/** The matches of one partition after `after`, in name order, and where the read stopped (null: at the partition's end). */
async function readMatches(pk: string, matches: (item: NamePrefixItem) => boolean, after: string | undefined, maxEvaluated: number) {
  const found: NamePrefixItem[] = [];
  let evaluated = 0;
  let start: Key | undefined = after === undefined ? undefined : { PK: pk, SK: after };
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        Limit: maxEvaluated - evaluated,
      }),
    );
    for (const item of (out.Items ?? []) as NamePrefixItem[]) if (matches(item)) found.push(item);
    evaluated += out.Items?.length ?? 0;
    start = out.LastEvaluatedKey;
  } while (start && found.length <= COUNT_WINDOW && evaluated < maxEvaluated);
  return { found, end: start ? String(start.SK) : null };
}

interface WindowCursor {
  /** The sort key the page starts after. */
  k: string;
  /** How many matches come before the page. */
  o: number;
}

/** A name search's cursors open only for the window they were made in (its partition names the practice and the search's terms). */
const windowScope = (window: NameWindow) => `names|${window.pk}|${window.partialPk ?? ''}|${(window.terms ?? []).join(' ')}`;

async function decodeWindowCursor(cursor: string | undefined, window: NameWindow): Promise<WindowCursor | undefined> {
  if (!cursor) return undefined;
  const { k, o } = ((await cursorValue(cursor, windowScope(window))) ?? {}) as Partial<WindowCursor>;
  if (typeof k !== 'string' || !k || !Number.isSafeInteger(o) || o! < 0) throw invalidCursor();
  return { k, o: o! };
}

/** A name search's page: its window read from the cursor (and the partial names beside it), counted up to COUNT_WINDOW. */
async function searchNames(tenantId: string, window: NameWindow, limit: number, cursor?: string): Promise<PatientPage> {
  const from = await decodeWindowCursor(cursor, window);
  const terms = window.terms;
  const matches = terms ? (item: NamePrefixItem) => terms.every((t) => item.tokens.some((token) => token.startsWith(t))) : () => true;
  const [main, partial] = await Promise.all([
    readMatches(window.pk, matches, from?.k, terms ? MAX_EVALUATED : COUNT_WINDOW + 1),
    window.partialPk ? readMatches(window.partialPk, matches, from?.k, MAX_EVALUATED) : { found: [], end: null },
  ]);
  // Counted up to where both reads got: beyond the nearer end one of them has not looked.
  const ends = [main.end, partial.end].filter((e): e is string => e !== null);
  const end = ends.length ? ends.reduce((a, b) => (a < b ? a : b)) : null;
  const bySortKey = new Map([...main.found, ...partial.found].filter((i) => end === null || i.SK <= end).map((i) => [i.SK, i]));
  const sorted = [...bySortKey.keys()].sort();
  const page = sorted.slice(0, limit);
  const offset = from?.o ?? 0;
  const more = sorted.length > limit ? { k: page[page.length - 1]!, o: offset + limit } : end !== null ? { k: end, o: offset + sorted.length } : null;
  return {
    results: await summaries(
      tenantId,
      page.map((sk) => namePrefixPatientId({ SK: sk })),
    ),
    count: offset + Math.min(sorted.length, COUNT_WINDOW),
    ...(sorted.length > COUNT_WINDOW || end !== null ? { count_at_least: true } : {}),
    next: more ? await encodeCursorValue(more, windowScope(window)) : null,
  };
}

type Candidate = { patient_id: string; sort_name: string };

async function candidates(tenantId: string, query: Extract<Filtered, { kind: 'date' | 'number' }>): Promise<IndexItem[]> {
  if (query.kind === 'date') {
    return (await queryAll(
      { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.patientBirthIndexPk(tenantId, query.date) } },
      MAX_READ,
    )) as unknown as IndexItem[];
  }
  return (await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.patientNumberIndexPk(tenantId), ':prefix': query.number },
    },
    MAX_READ,
  )) as unknown as IndexItem[];
}

/** The label fields of a page's patients, in the page's order (one BatchGet of at most a page). */
async function summaries(tenantId: string, ids: readonly string[]): Promise<PatientSummary[]> {
  const found = new Map((await batchGet(ids.map((id) => keys.patient(tenantId, id)))).map((p) => [String(p.id), p as unknown as SummarySource]));
  return ids.flatMap((id) => (found.has(id) ? [toSummary(found.get(id)!)] : []));
}

/** A number or date search's cursors open only for that search of that practice. */
const candidatesScope = (tenantId: string, query: Extract<Filtered, { kind: 'date' | 'number' }>) =>
  `${query.kind}|${tenantId}|${query.kind === 'date' ? query.date : query.number}`;

async function offsetCursor(cursor: string | undefined, scope: string): Promise<number> {
  if (!cursor) return 0;
  const offset = await cursorValue(cursor, scope);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > MAX_MATCHES) throw invalidCursor();
  return offset;
}

/** Number and date searches: their matches read whole (bounded, `read`) and paged in memory. */
async function pageCandidates(
  tenantId: string,
  query: Extract<Filtered, { kind: 'date' | 'number' }>,
  read: readonly IndexItem[],
  limit: number,
  cursor?: string,
): Promise<PatientPage> {
  const byPatient = new Map<string, Candidate>();
  for (const item of read) byPatient.set(item.patient_id, item);
  // A short number ('1') matches more than are read: the count says so rather than pass for exact.
  const capped = read.length >= MAX_READ || byPatient.size > MAX_MATCHES;
  // Code-unit order, as DynamoDB orders the sort keys of the unfiltered list and the name searches.
  const sorted = [...byPatient.values()].sort((a, b) => (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0)).slice(0, MAX_MATCHES);
  const offset = await offsetCursor(cursor, candidatesScope(tenantId, query));
  const page = sorted.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return {
    results: await summaries(
      tenantId,
      page.map((i) => i.patient_id),
    ),
    count: sorted.length,
    ...(capped ? { count_at_least: true } : {}),
    next: nextOffset < sorted.length ? await encodeCursorValue(nextOffset, candidatesScope(tenantId, query)) : null,
  };
}

/** The unfiltered list, in name order, paged by cursor over GSI1. */
async function listByName(tenantId: string, limit: number, cursor?: string): Promise<PatientPage> {
  const partition = { attribute: 'GSI1PK', value: keys.patientsByNamePk(tenantId), index: 'GSI1' };
  const [page, count] = await Promise.all([
    keyPage(partition, limit, cursor, (i) => ({ PK: i.PK, SK: i.SK, GSI1PK: i.GSI1PK, GSI1SK: i.GSI1SK })),
    countPatients(tenantId),
  ]);
  return { results: page.items.map((i) => toSummary(i as unknown as SummarySource)), count, next: page.next };
}

/**
 * A text with a digit is first a number (internal or ID number). A name may hold a digit too
 * ("Van Dijk2"), so when no number matches, the text's words are searched as a name; its pages'
 * cursors are then the name window's (the number search finds nothing on the next page either).
 */
async function searchNumberOrName(tenantId: string, query: Extract<Filtered, { kind: 'number' }>, limit: number, cursor?: string): Promise<PatientPage> {
  const read = await candidates(tenantId, query);
  if (read.length || !query.terms.length) return pageCandidates(tenantId, query, read, limit, cursor);
  return searchNames(tenantId, nameWindow(tenantId, essentialTerms(query.terms)), limit, cursor);
}

export async function searchPatients(tenantId: string, query: SearchQuery, limit: number, cursor?: string): Promise<PatientPage> {
  if (query.kind === 'none') return listByName(tenantId, limit, cursor);
  if (query.kind === 'name') return searchNames(tenantId, nameWindow(tenantId, essentialTerms(query.terms)), limit, cursor);
  if (query.kind === 'number') return searchNumberOrName(tenantId, query, limit, cursor);
  return pageCandidates(tenantId, query, await candidates(tenantId, query), limit, cursor);
}
