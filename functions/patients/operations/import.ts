import { ulid } from 'ulid';
import { type ImportBatch } from '@praktijk/shared/schemas/import';
import { type RequestContext } from '../../lib/auth/context';
import { deleteObject, objectKeys, putObject } from '../../lib/files/s3';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { createJob, deleteJob, getJob, type JobItem } from '../../lib/jobs/jobs';
import { sendJob } from '../../lib/jobs/queue';
import { latestImport, PATIENT_IMPORT_KIND, toImportBatch } from '../import/batches';
import { importErrorsDownload } from '../import/errors-file';

// Import Patients (spec 3 §2): upload starts the job; the page polls the current batch, can
// download the rows that failed as CSV, and clears the batch when done with it.
export async function startImport({ body: { fields, file } }: Input<'startImport'>, ctx: RequestContext): Promise<ImportBatch> {
  const jobId = ulid();
  const key = objectKeys.patientImport(ctx.tenantId, jobId);
  await putObject('imports', key, file.data, 'text/csv');
  const job = await createJob({
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    kind: PATIENT_IMPORT_KIND,
    id: jobId,
    params: { key, uuid: fields.uuid, username: ctx.user.email },
    index: { GSI1PK: ctx.data.keys.patientImportsOfUser(ctx.userId), GSI1SK: jobId },
  });
  await sendJob({ tenantId: ctx.tenantId, jobId: job.id });
  return toImportBatch(job);
}

export async function currentImport({ query: { uuid } }: Input<'currentImport'>, ctx: RequestContext): Promise<ImportBatch | null> {
  const job = await latestImport(ctx.tenantId, ctx.userId);
  if (!job || (uuid && job.params.uuid !== uuid)) return null;
  return toImportBatch(job);
}

/** A batch is its importer's: other users (and practices) get 404. */
async function ownBatch(ctx: RequestContext, id: string): Promise<JobItem> {
  const job = await getJob(ctx.tenantId, id);
  if (!job || job.kind !== PATIENT_IMPORT_KIND || job.user_id !== ctx.userId) throw new NotFoundError();
  return job;
}

/** The errors file: failed rows with reasons and their cells, formulas neutralised (import/errors-file.ts). */
export async function downloadImportErrors({ params }: Input<'downloadImportErrors'>, ctx: RequestContext) {
  return importErrorsDownload(await ownBatch(ctx, params.id));
}

export async function clearImport({ params }: Input<'clearImport'>, ctx: RequestContext): Promise<undefined> {
  const job = await ownBatch(ctx, params.id);
  await deleteObject('imports', String(job.params.key));
  await deleteJob(ctx.tenantId, job.id);
  return undefined;
}
