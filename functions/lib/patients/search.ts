import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { ValidationError } from '../errors';
import { keys } from '../data/keys';
import { keyPage } from '../data/key-page';
import { type Key } from '../data/paging';
import { batchGet, queryAll } from '../data/query';
import { db, tableName } from '../data/client';
import { type SearchQuery } from './normalize';
import { countPatients } from './repository';
import { toSummary, type SummarySource } from './summary';
import { NAME_PREFIX_MAX, namePrefixPatientId, type IndexItem, type NamePrefixItem } from './index-items';

// Patient search on index items (see index-items.ts), every result in name order (surname as
// written, then first name: the index items' sort key).
// - One name term (the common case, and the one that matches many patients): a Query of that
//   prefix's partition with Limit and a cursor, and beside it a Select COUNT Query of the same
//   partition for the count: two requests however many patients match (see countPrefix).
// - Several terms, a term longer than the prefixes kept, a number or a date: the matches are read
//   (from the term whose prefix finds the fewest patients) up to a cap and paged in memory; past
//   the cap staff are asked to type more. Names too long to index whole are read from the
//   partial-name partition as well, so every term of their name finds them with another term.
export const MAX_MATCHES = 500;
/** Index items read at most for one search of the second kind. */
const MAX_READ = MAX_MATCHES * 4;

export interface PatientPage {
  results: PatientSummary[];
  count: number;
  next: string | null;
}

type Filtered = Exclude<SearchQuery, { kind: 'none' }>;

/** Terms that start another term add nothing ("an anna" is "anna"). */
function essentialTerms(terms: readonly string[]): string[] {
  return [...new Set(terms)].filter((t, _i, all) => !all.some((other) => other !== t && other.startsWith(t)));
}

const lookupPrefix = (term: string) => term.slice(0, NAME_PREFIX_MAX);

/**
 * How many patients a name prefix finds: a Select COUNT Query of its partition. Its items are tiny
 * (keys and tokens, ~100 bytes), so one 1 MB page counts about 9,000 of them; at 100,000 patients
 * the largest partitions (one letter) hold a few tens of thousands, a few pages. The count must be
 * exact (the spec's 'Showing X to Y of Z'), so it reads on past COUNT_PAGES_EXPECTED pages rather
 * than stop at a bound; only a practice far beyond that size would pay more for its one-letter
 * searches, and then only those.
 */
export const COUNT_PAGES_EXPECTED = 3;

async function countPrefix(tenantId: string, prefix: string): Promise<number> {
  let count = 0;
  let start: Key | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.patientNamePrefixPk(tenantId, prefix) },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

async function prefixCounts(prefixes: readonly string[], tenantId: string): Promise<Map<string, number>> {
  const unique = [...new Set(prefixes)];
  const counts = await Promise.all(unique.map((p) => countPrefix(tenantId, p)));
  return new Map(unique.map((p, i) => [p, counts[i]!]));
}

type Candidate = { patient_id: string; sort_name: string; tokens: string[] };
const nameCandidate = (item: NamePrefixItem): Candidate => ({ patient_id: namePrefixPatientId(item), sort_name: item.SK, tokens: item.tokens });

async function candidates(tenantId: string, query: Filtered): Promise<Candidate[]> {
  if (query.kind === 'date') {
    return (await queryAll(
      { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.patientBirthIndexPk(tenantId, query.date) } },
      MAX_READ,
    )) as unknown as IndexItem[];
  }
  if (query.kind === 'number') {
    return (await queryAll(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.patientNumberIndexPk(tenantId), ':prefix': query.number },
      },
      MAX_READ,
    )) as unknown as IndexItem[];
  }
  const terms = essentialTerms(query.terms);
  const counts = terms.length > 1 ? await prefixCounts(terms.map(lookupPrefix), tenantId) : undefined;
  const driving = counts ? [...terms].sort((a, b) => counts.get(lookupPrefix(a))! - counts.get(lookupPrefix(b))!)[0]! : terms[0]!;
  const read = (pk: string) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }, MAX_READ);
  const [led, partial] = await Promise.all([read(keys.patientNamePrefixPk(tenantId, lookupPrefix(driving))), read(keys.patientNamePartialPk(tenantId))]);
  // Every term must start one of the patient's name tokens, in any order.
  return [...led, ...partial]
    .map((item) => nameCandidate(item as NamePrefixItem))
    .filter((item) => terms.every((t) => item.tokens.some((token) => token.startsWith(t))));
}

/** The label fields of a page's patients, in the page's order (one BatchGet of at most a page). */
async function summaries(tenantId: string, ids: readonly string[]): Promise<PatientSummary[]> {
  const found = new Map((await batchGet(ids.map((id) => keys.patient(tenantId, id)))).map((p) => [String(p.id), p as unknown as SummarySource]));
  return ids.flatMap((id) => (found.has(id) ? [toSummary(found.get(id)!)] : []));
}

function offsetCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_MATCHES) throw ValidationError.field('cursor', 'Invalid cursor.');
  return offset;
}

/** Searches whose matches are read whole (bounded) and paged in memory. */
async function searchCandidates(tenantId: string, query: Filtered, limit: number, cursor?: string): Promise<PatientPage> {
  const byPatient = new Map<string, Candidate>();
  for (const item of await candidates(tenantId, query)) byPatient.set(item.patient_id, item);
  // Code-unit order, as DynamoDB orders the sort keys of the unfiltered list and one-term searches.
  const sorted = [...byPatient.values()].sort((a, b) => (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0)).slice(0, MAX_MATCHES);
  const offset = offsetCursor(cursor);
  const page = sorted.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return {
    results: await summaries(
      tenantId,
      page.map((i) => i.patient_id),
    ),
    count: sorted.length,
    next: nextOffset < sorted.length ? Buffer.from(String(nextOffset)).toString('base64url') : null,
  };
}

/** One name prefix: a page of its partition and its count, side by side, two requests whatever the number of matches. */
async function searchPrefix(tenantId: string, prefix: string, limit: number, cursor?: string): Promise<PatientPage> {
  const partition = { attribute: 'PK', value: keys.patientNamePrefixPk(tenantId, prefix) };
  const [page, count] = await Promise.all([keyPage(partition, limit, cursor, (i) => ({ PK: i.PK, SK: i.SK })), countPrefix(tenantId, prefix)]);
  const results = await summaries(
    tenantId,
    page.items.map((i) => namePrefixPatientId(i as NamePrefixItem)),
  );
  return { results, count, next: page.next };
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

export function searchPatients(tenantId: string, query: SearchQuery, limit: number, cursor?: string): Promise<PatientPage> {
  if (query.kind === 'none') return listByName(tenantId, limit, cursor);
  const terms = query.kind === 'name' ? essentialTerms(query.terms) : [];
  if (terms.length === 1 && terms[0]!.length <= NAME_PREFIX_MAX) return searchPrefix(tenantId, terms[0]!, limit, cursor);
  return searchCandidates(tenantId, query, limit, cursor);
}
