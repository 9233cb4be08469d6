import { IMPORT_LISTED_ENTRIES, type ImportBatch } from '@praktijk/shared/schemas/import';
import { keys } from '../../lib/data/keys';
import { queryAll } from '../../lib/data/query';
import { jobItemSchema, jobView, type JobItem } from '../../lib/jobs/jobs';
import { resultLists, storedResult } from './results';

// An import batch is a job of kind 'patient-import'; this is how the Import Patients page sees it.
export const PATIENT_IMPORT_KIND = 'patient-import';

export interface ImportResult {
  success: ImportBatch['success'];
  errors: ImportBatch['errors'];
}

/**
 * How many entries of each list the page is answered at most (IMPORT_LISTED_ENTRIES). Every file of
 * up to 10,000 rows (five times the former 2,000-row limit) is listed whole, as before; past that
 * the Imported and Errors lists show their first 10,000 entries, so a 100,000-row file's answer
 * (7 MB of names) stays under Lambda's 6 MB response limit and quick to poll, and the counts say
 * how many there are in all. The errors file always has every failed row. Decision for issue 23 §5:
 * the spec's screen has no paging for these lists.
 *
 * The batch as the page sees it, with its lists (read from the result objects as needed).
 */
export async function importBatchOf(job: JobItem): Promise<ImportBatch> {
  return toImportBatch(job, await resultLists(job, IMPORT_LISTED_ENTRIES));
}

export function toImportBatch(job: JobItem, lists: ImportResult = { success: [], errors: [] }): ImportBatch {
  const status = job.status === 'done' ? 'ready' : job.status === 'failed' ? 'failed' : 'importing';
  const counts = storedResult(job);
  return {
    id: job.id,
    uuid: String(job.params.uuid ?? ''),
    status,
    ready: job.status === 'done',
    total_chunks: job.progress.total,
    processed_chunks: job.progress.done,
    success: lists.success,
    errors: lists.errors,
    success_count: counts.success_count,
    error_count: counts.error_count,
    created: job.created,
  };
}

export async function latestImport(tenantId: string, userId: string): Promise<JobItem | undefined> {
  const [item] = await queryAll(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.patientImportsOfUser(tenantId, userId) },
      ScanIndexForward: false,
      Limit: 1,
    },
    1,
  );
  return item && jobView(jobItemSchema.parse(item));
}
