import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { db, tableName } from '../lib/data/client';
import { stripStorage } from '../lib/data/items';
import { readRecord } from './stored-schema';
import { decodeCursor, encodeCursor } from '../lib/data/paging';
import { type TenantData } from '../lib/data/tenant-data';
import { NotFoundError } from '../lib/errors';
import { getPatient as readPatient } from '../patients/domain/repository';
import { COUNT_SORT_KEY, listPrefix, type PatientRecord } from './records';

// Long lists of a patient's records (kind.paged: the health records, thousands over the years),
// newest first by date from GSI1. The list's count lives in the same partition, sorted before
// every record, so the first page and its 'of Z' are one Query whatever the number of records:
// the first page of 2,000 vital functions costs what the first of 20 does. A later page reads the
// count beside its Query. An empty partition may be another practice's patient: only then is the
// patient read, for the 404. A kind kept in one list per value of a field (paged.partitionBy: the
// chronic and the other prescriptions) is read one list at a time: `partition` is that value.
// A kind listed only up to today (paged.dueOnly: a chronic prescription's future repeats) bounds
// its Query's sort key at today's end, so its pages are full of due records and a repeat appears
// on its day without any write; its count is the stored one less the records after today.
export interface RecordPage<T> {
  results: T[];
  count: number;
  next: string | null;
}

interface CountItem {
  GSI1SK: string;
  record_count?: number;
}
const isCount = (item: Record<string, unknown>) => item.GSI1SK === COUNT_SORT_KEY;
const cursorKey = (i: Record<string, unknown>) => ({ PK: i.PK, SK: i.SK, GSI1PK: i.GSI1PK, GSI1SK: i.GSI1SK });

/**
 * The last sort key a dueOnly list shows on `today` (YYYY-MM-DD): a record's is '<YYYY-MM-DDTHH:mm>#<id>',
 * and '~' sorts after 'T', so every record of today is at or before it and every later day's after it.
 */
export const dueUntilKey = (today: string): string => `${today}~`;
/** After every record's date (a year's digits) and before the count item ('~COUNT'). */
const LAST_DATE_KEY = '9999~';
const dueBound = (kind: RecordKindDeclaration) => (kind.paged?.dueOnly ? dueUntilKey(practiceToday()) : undefined);

/**
 * Newest first from a position (or the top, where the count sits): up to `limit` records, the count when read, and the next position.
 * With `until` (a dueOnly list) the Query starts at that sort key instead, below the count item, which is then not read.
 */
async function readNewest(
  data: TenantData,
  kind: RecordKindDeclaration,
  list: string,
  patientId: string,
  limit: number,
  cursor: string | undefined,
  until?: string,
) {
  const partition = { attribute: 'GSI1PK', value: data.keys.patientRecordsPk(patientId, list) };
  const atTop = !cursor && !until;
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: until ? 'GSI1PK = :pk AND GSI1SK <= :until' : 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition.value, ...(until ? { ':until': until } : {}) },
      ScanIndexForward: false,
      // The count (at the top) and one record more than asked, so the last page knows it is.
      Limit: limit + 1 + (atTop ? 1 : 0),
      ExclusiveStartKey: await decodeCursor(cursor, partition),
    }),
  );
  const items = out.Items ?? [];
  const counter = items.find(isCount) as CountItem | undefined;
  const records = items.filter((i) => !isCount(i));
  const shown = records.slice(0, limit);
  const next = records.length > limit ? await encodeCursor(cursorKey(shown[shown.length - 1]!), partition) : null;
  return { records: shown.map((i) => readRecord<PatientRecord>(kind, stripStorage<Record<string, unknown>>(i))), counter, next, empty: items.length === 0 };
}

/** How many records of a dueOnly list are dated after `until` (a COUNT Query of that range: a patient's repeats to come, a few dozen). */
async function countAfter(data: TenantData, list: string, patientId: string, until: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :after AND :last',
        ExpressionAttributeValues: { ':pk': data.keys.patientRecordsPk(patientId, list), ':after': until, ':last': LAST_DATE_KEY },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    total += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return total;
}

/** 404 unless the patient is this practice's (asked only when the patient's list is empty). */
async function assertPatient(data: TenantData, patientId: string): Promise<void> {
  if (!(await readPatient(data.tenantId, patientId))) throw new NotFoundError();
}

export async function pagePatientRecords<T extends PatientRecord>(
  data: TenantData,
  kind: RecordKindDeclaration,
  patientId: string,
  limit: number,
  cursor: string | undefined,
  partition?: unknown,
): Promise<RecordPage<T>> {
  const list = listPrefix(kind, partition);
  const countKey = data.keys.patientRecordCount(patientId, list);
  const until = dueBound(kind);
  // The stored count is read beside the page unless the page's Query reads it (the top of a list without a bound).
  const [page, storedCount, notYetDue] = await Promise.all([
    readNewest(data, kind, list, patientId, limit, cursor, until),
    cursor || until ? data.get<{ record_count?: number }>(countKey) : Promise.resolve(undefined),
    until ? countAfter(data, list, patientId, until) : Promise.resolve(0),
  ]);
  if (page.empty && !cursor) await assertPatient(data, patientId);
  const count = (cursor || until ? storedCount : page.counter)?.record_count ?? 0;
  return { results: page.records as T[], count: Math.max(0, count - notYetDue), next: page.next };
}

/** The latest `points` records before a position (a chart's range), newest first, and the position of the range before them. */
export async function recentPatientRecords<T extends PatientRecord>(
  data: TenantData,
  kind: RecordKindDeclaration,
  patientId: string,
  points: number,
  before: string | undefined,
  partition?: unknown,
): Promise<{ records: T[]; older: string | null }> {
  const page = await readNewest(data, kind, listPrefix(kind, partition), patientId, points, before, dueBound(kind));
  if (page.empty && !before) await assertPatient(data, patientId);
  return { records: page.records as T[], older: page.next };
}

/** Every record of a long list, newest first, up to `max` (an allergy check reads all of a patient's allergies: a handful). */
export async function allPatientRecords<T extends PatientRecord>(
  data: TenantData,
  kind: RecordKindDeclaration,
  patientId: string,
  max: number,
  partition?: unknown,
): Promise<T[]> {
  const page = await readNewest(data, kind, listPrefix(kind, partition), patientId, max, undefined, dueBound(kind));
  if (page.empty) await assertPatient(data, patientId);
  return page.records as T[];
}
