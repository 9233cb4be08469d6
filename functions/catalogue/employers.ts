import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { type Employer } from '@praktijk/shared/schemas/catalogue';
import { nameKey } from '@praktijk/shared/text';
import { normalise, searchWords, wordSuffixes } from './domain/normalise';
import { db, tableName } from '../lib/data/client';
import { conditionFailure, LOCK_CONDITION, lockValues, newConsistencyToken } from '../lib/data/consistency';
import { keys } from '../lib/data/keys';
import { ValidationError } from '../lib/errors';
import { readItem, readOptionalItem } from '../lib/data/read-item';
import * as z from 'zod';

// Employers: a practice list (spec 2 §3: id, code, name). An employer is three kinds of item,
// written and deleted in one transaction: the employer (sorted by name in GSI1), a reservation
// of its lower-cased name (so a same-name employer in any case is refused even when two users
// add it at once), and one search item per suffix of each name word (so "name contains" is a
// key condition). Names are at most 80 characters, which keeps a transaction under 100 items.
// Both the employer and its search items carry the employer's fields; an employer written before
// codes existed has none (read as null, as the list always showed it).
const employerFieldsSchema = z.object({ id: z.string(), code: z.string().nullable().default(null), name: z.string(), consistency_token: z.string() });
const employerFields = employerFieldsSchema.extend({ entity: z.literal('employer') });
const employerItemSchema = employerFields.loose();
export type EmployerItem = z.output<typeof employerFields>;
type Item = Record<string, unknown>;

const SEARCH_PAGE = 200;
const SEARCH_PAGES = 5;
export const DUPLICATE_NAME = 'An employer with this name already exists.';

/** The duplicate rule is "the same name in any case"; spacing differences are not a new name either. */

function itemsOf(tenantId: string, employer: Employer) {
  const norm = normalise(employer.name);
  return {
    main: {
      ...keys.employer(tenantId, employer.id),
      GSI1PK: keys.employersByNamePk(tenantId),
      GSI1SK: `${norm}#${employer.id}`,
      entity: 'employer',
      ...employer,
    },
    name: { ...keys.employerName(tenantId, nameKey(employer.name)), entity: 'employer-name', employer_id: employer.id },
    search: wordSuffixes(employer.name).map((suffix) => ({
      ...keys.employerSearch(tenantId, suffix, employer.id),
      entity: 'employer-token',
      norm,
      ...employer,
    })),
  };
}

export function toEmployer(item: Item): Employer {
  const { id, code, name, consistency_token } = readItem('employer', employerFieldsSchema, item);
  return { id, code, name, consistency_token };
}

export async function getEmployerItem(tenantId: string, id: string): Promise<EmployerItem | undefined> {
  return readOptionalItem('employer', employerItemSchema, (await db().send(new GetCommand({ TableName: tableName(), Key: keys.employer(tenantId, id) }))).Item);
}

export async function createEmployerItem(tenantId: string, input: { name: string; code: string | null }): Promise<Employer> {
  const employer: Employer = { id: ulid(), code: input.code, name: input.name, consistency_token: newConsistencyToken() };
  const items = itemsOf(tenantId, employer);
  const put = (Item: Item, condition?: string) => ({ Put: { TableName: tableName(), Item, ...(condition ? { ConditionExpression: condition } : {}) } });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [put(items.main, 'attribute_not_exists(PK)'), put(items.name, 'attribute_not_exists(PK)'), ...items.search.map((i) => put(i))],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw ValidationError.field('name', DUPLICATE_NAME);
    }
    throw conditionFailure(error);
  }
  return employer;
}

/** Deletes an employer; with a consistency_token only when nobody changed it since. */
export async function deleteEmployerItem(tenantId: string, employer: Employer, expectedToken?: string): Promise<void> {
  const items = itemsOf(tenantId, employer);
  const del = (key: Item) => ({ Delete: { TableName: tableName(), Key: { PK: key.PK, SK: key.SK } } });
  const condition = expectedToken
    ? { ConditionExpression: LOCK_CONDITION, ExpressionAttributeValues: lockValues(expectedToken) }
    : { ConditionExpression: 'attribute_exists(PK)' };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { ...del(items.main).Delete, ...condition, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
          del(items.name),
          ...items.search.map(del),
        ],
      }),
    );
  } catch (error) {
    throw conditionFailure(error);
  }
}

/** The practice's employers sorted by name; with a search term, those whose name contains it. */
export async function searchEmployerItems(tenantId: string, search: string | undefined, limit: number): Promise<Employer[]> {
  const term = normalise(search ?? '');
  if (!term) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.employersByNamePk(tenantId) },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toEmployer);
  }
  // The longest word narrows the key condition most; the whole term must then be in the name.
  const [key] = searchWords(term);
  const found = new Map<string, Employer>();
  let start: Item | undefined;
  for (let page = 0; page < SEARCH_PAGES && found.size < limit; page += 1) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :key)',
        ExpressionAttributeValues: { ':pk': keys.employerSearchPk(tenantId), ':key': key },
        Limit: SEARCH_PAGE,
        ExclusiveStartKey: start,
      }),
    );
    for (const row of out.Items ?? []) if (String(row.norm).includes(term) && found.size < limit) found.set(String(row.id), toEmployer(row));
    start = out.LastEvaluatedKey;
    if (!start) break;
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }));
}
