import { type ImportBatch } from '@praktijk/shared/schemas/import';
import { keys } from '../../lib/data/keys';
import { queryAll } from '../../lib/data/query';
import { jobView, type JobItem } from '../../lib/jobs/jobs';

// An import batch is a job of kind 'patient-import'; this is how the Import Patients page sees it.
export const PATIENT_IMPORT_KIND = 'patient-import';

export interface ImportResult {
  success: ImportBatch['success'];
  errors: ImportBatch['errors'];
}

export function toImportBatch(job: JobItem): ImportBatch {
  const result = (job.result ?? { success: [], errors: [] }) as unknown as ImportResult;
  const status = job.status === 'done' ? 'ready' : job.status === 'failed' ? 'failed' : 'importing';
  return {
    id: job.id,
    uuid: String(job.params.uuid ?? ''),
    status,
    ready: job.status === 'done',
    total_chunks: job.progress.total,
    processed_chunks: job.progress.done,
    success: result.success ?? [],
    errors: result.errors ?? [],
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
  return item && jobView(item as unknown as JobItem);
}
