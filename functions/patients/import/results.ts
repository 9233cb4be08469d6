import { patientImportResultPartSchema, patientImportResultSchema, type PatientImportResult, type PatientImportResultPart } from '@praktijk/shared/jobs';
import { deleteObject, getObject, putObject } from '../../lib/files/s3';
import { type JobItem } from '../../lib/jobs/jobs';

// An import's Imported and Errors lists, kept so that no job item nears DynamoDB's 400 KB: the
// first entries of each list on the item (what the page shows first, read with the item), the
// rest in file order in result objects in the imports bucket, under the practice's prefix, plus
// a bounded tail on the item not yet written out. Limits are in bytes of JSON, not entries: a
// refused row's reason can be long.
const FIRST_PAGE_BYTES = 96 * 1024;
const TAIL_BYTES = 64 * 1024;

/** The key of one result object: ids only, under the practice's prefix the worker's role may reach. */
export const importResultKey = (tenantId: string, jobId: string, part: number) => `tenants/${tenantId}/imports/${jobId}-results/${part}.json`;

export const emptyResult = (): PatientImportResult => ({
  success: [],
  errors: [],
  success_count: 0,
  error_count: 0,
  tail: { success: [], errors: [] },
  parts: 0,
});

/** The result saved on the job item (an item written before results had counts reads as its lists). */
export function storedResult(job: JobItem): PatientImportResult {
  const parsed = patientImportResultSchema.safeParse(job.result ?? {});
  if (!parsed.success) return emptyResult();
  const result = parsed.data;
  return { ...result, success_count: result.success_count || result.success.length, error_count: result.error_count || result.errors.length };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Adds a stretch of entries (in file order) to the result; writes the tail out as part `parts`
 * when it has grown large. Answers the key of the part it wrote, if any (to remove it again when
 * the checkpoint that should have recorded it is refused).
 */
export async function appendEntries(job: JobItem, result: PatientImportResult, entries: PatientImportResultPart): Promise<string | undefined> {
  result.success_count += entries.success.length;
  result.error_count += entries.errors.length;
  const overflowing = result.parts > 0 || result.tail.success.length > 0 || result.tail.errors.length > 0;
  if (!overflowing && jsonBytes({ success: result.success, errors: result.errors }) + jsonBytes(entries) <= FIRST_PAGE_BYTES) {
    result.success.push(...entries.success);
    result.errors.push(...entries.errors);
    return undefined;
  }
  result.tail.success.push(...entries.success);
  result.tail.errors.push(...entries.errors);
  if (jsonBytes(result.tail) <= TAIL_BYTES) return undefined;
  const key = importResultKey(job.tenant_id, job.id, result.parts);
  await putObject('imports', key, Buffer.from(JSON.stringify(result.tail)), 'application/json');
  result.parts += 1;
  result.tail = { success: [], errors: [] };
  return key;
}

/**
 * The Imported and Errors lists in file order, each up to `limit` entries: the first page, the
 * result objects as far as needed, the tail.
 */
export async function resultLists(job: JobItem, limit = Infinity): Promise<PatientImportResultPart> {
  const result = storedResult(job);
  const lists: PatientImportResultPart = { success: [...result.success], errors: [...result.errors] };
  const full = () => lists.success.length >= limit && lists.errors.length >= limit;
  for (let part = 0; part < result.parts && !full(); part++) {
    const stored = patientImportResultPartSchema.parse(JSON.parse((await getObject('imports', importResultKey(job.tenant_id, job.id, part))).toString('utf8')));
    lists.success.push(...stored.success);
    lists.errors.push(...stored.errors);
  }
  lists.success.push(...result.tail.success);
  lists.errors.push(...result.tail.errors);
  return { success: lists.success.slice(0, limit), errors: lists.errors.slice(0, limit) };
}

/** Removes the import's result objects (when the batch is cleared). */
export async function deleteResultObjects(job: JobItem): Promise<void> {
  const { parts } = storedResult(job);
  for (let part = 0; part < parts; part++) await deleteObject('imports', importResultKey(job.tenant_id, job.id, part));
}
