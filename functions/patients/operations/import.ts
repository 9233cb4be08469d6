import { ulid } from 'ulid';
import { PATIENT_IMPORT, type ImportBatch } from '@praktijk/shared/schemas/import';
import { type RequestContext } from '../../lib/auth/context';
import { deleteObject, objectKeys } from '../../lib/files/s3';
import { confirmUpload, uploadTicket } from '../../lib/files/uploads';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { createJob, deleteJob, getJob, type JobItem } from '../../lib/jobs/jobs';
import { sendJob } from '../../lib/jobs/queue';
import { importBatchOf, latestImport, PATIENT_IMPORT_KIND, toImportBatch } from '../import/batches';
import { importErrorsDownload } from '../import/errors-file';
import { deleteResultObjects } from '../import/results';

// Import Patients (spec 3 §2): upload starts the job; the page polls the current batch, can
// download the rows that failed as CSV, and clears the batch when done with it.
// The file travels straight to the imports bucket (lib/files/uploads.ts): a ticket first, then
// import_batch confirms the upload (a .csv of UTF-8 text, at most IMPORT_FILE_MAX_BYTES) and starts
// the job on it.
const importKey = (ctx: RequestContext) => (upload: string) => objectKeys.patientImport(ctx.tenantId, upload);

export async function importUploadTicket({ body }: Input<'importUploadTicket'>, ctx: RequestContext) {
  return uploadTicket('imports', PATIENT_IMPORT, body, importKey(ctx));
}

export async function startImport({ body: fields }: Input<'startImport'>, ctx: RequestContext): Promise<ImportBatch> {
  const jobId = ulid();
  const { key } = await confirmUpload('imports', PATIENT_IMPORT, importKey(ctx)(fields.upload));
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
  return importBatchOf(job);
}

/** A batch is its importer's: other users (and practices) get 404. */
async function ownBatch(ctx: RequestContext, id: string): Promise<JobItem> {
  const job = await getJob(ctx.tenantId, id);
  if (!job || job.kind !== PATIENT_IMPORT_KIND || job.user_id !== ctx.userId) throw new NotFoundError();
  return job;
}

/** The errors file: failed rows with reasons and their cells, formulas neutralised (import/errors-file.ts). */
export async function downloadImportErrors({ params }: Input<'downloadImportErrors'>, ctx: RequestContext) {
  return importErrorsDownload(await ownBatch(ctx, params.id), ctx);
}

/**
 * Clearing also cancels a batch still importing: with its job item gone, the run's next
 * checkpoint (after the chunk of rows under way) is refused and the run stops there; rows
 * imported before stay imported (each was a complete, audited patient write).
 */
export async function clearImport({ params }: Input<'clearImport'>, ctx: RequestContext): Promise<undefined> {
  const job = await ownBatch(ctx, params.id);
  await deleteJob(ctx.tenantId, job.id);
  await deleteResultObjects(job);
  await deleteObject('imports', String(job.params.key));
  return undefined;
}
