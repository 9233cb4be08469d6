import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { ValidationError } from '../errors';
import { keys } from '../data/keys';
import { decodeCursor, encodeCursor } from '../data/paging';
import { queryAll } from '../data/query';
import { db, tableName } from '../data/client';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type SearchQuery } from './normalize';
import { countPatients } from './repository';
import { toSummary, type SummarySource } from './summary';
import { type IndexItem } from './index-items';

// Patient search on index items (see index-items.ts). A search reads the index items that
// match its most selective term and no others, so its cost follows the number of matches, not
// the number of patients. Matches are capped; past the cap staff are asked to type more.
export const MAX_MATCHES = 500;
/** Index items read at most for one search (a patient may match through several tokens). */
const MAX_READ = MAX_MATCHES * 4;

export interface PatientPage {
  results: PatientSummary[];
  count: number;
  next: string | null;
}

async function matchingIndexItems(tenantId: string, query: Exclude<SearchQuery, { kind: 'none' }>): Promise<IndexItem[]> {
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
  const term = [...query.terms].sort((a, b) => b.length - a.length)[0]!;
  const items = (await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.patientNameIndexPk(tenantId, term), ':prefix': term },
    },
    MAX_READ,
  )) as unknown as IndexItem[];
  // Every term must start one of the patient's name tokens, in any order.
  return items.filter((item) => query.terms.every((t) => item.tokens.some((token) => token.startsWith(t))));
}

function offsetCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_MATCHES) throw ValidationError.field('cursor', 'Invalid cursor.');
  return offset;
}

async function searchIndex(tenantId: string, query: Exclude<SearchQuery, { kind: 'none' }>, limit: number, cursor?: string): Promise<PatientPage> {
  const byPatient = new Map<string, IndexItem>();
  for (const item of await matchingIndexItems(tenantId, query)) byPatient.set(item.patient_id, item);
  const sorted = [...byPatient.values()].sort((a, b) => a.sort_name.localeCompare(b.sort_name)).slice(0, MAX_MATCHES);
  const offset = offsetCursor(cursor);
  const page = sorted.slice(offset, offset + limit);
  const nextOffset = offset + limit;
  return {
    results: page.map((i) => toSummary(i.patient)),
    count: sorted.length,
    next: nextOffset < sorted.length ? Buffer.from(String(nextOffset)).toString('base64url') : null,
  };
}

/** The unfiltered list, in name order, paged by cursor over GSI1. */
async function listByName(tenantId: string, limit: number, cursor?: string): Promise<PatientPage> {
  const partition = { attribute: 'GSI1PK', value: keys.patientsByNamePk(tenantId) };
  const [out, count] = await Promise.all([
    db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partition.value },
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, partition),
      }),
    ),
    countPatients(tenantId),
  ]);
  return { results: (out.Items ?? []).map((i) => toSummary(i as unknown as SummarySource)), count, next: encodeCursor(out.LastEvaluatedKey) };
}

export function searchPatients(tenantId: string, query: SearchQuery, limit: number, cursor?: string): Promise<PatientPage> {
  return query.kind === 'none' ? listByName(tenantId, limit, cursor) : searchIndex(tenantId, query, limit, cursor);
}
