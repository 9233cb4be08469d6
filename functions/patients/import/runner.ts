import { IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS } from '@praktijk/shared/schemas/import';
import { JOBS, type JobCursor, type JobParams, type PatientImportResult, type PatientImportResultPart } from '@praktijk/shared/jobs';
import { deleteObject, getObject, getObjectStream } from '../../lib/files/s3';
import { type JobItem } from '../../lib/jobs/jobs';
import { declaredRunner, JobGone, JobPause, type JobStep } from '../../lib/jobs/registry';
import { findExistingPatient } from '../domain/match';
import { insertPatient, nextInternalNumber, PATIENT_MODEL, replacePatient } from '../domain/repository';
import { fullName } from '../domain/summary';
import { ulid } from 'ulid';
import { type AuditSubject } from '../../lib/data/write';
import { assertPatientChoices } from '../../catalogue/domain/references';
import { ValidationError } from '../../lib/errors';
import { csvEntries, CsvFileError, CsvStreamRefused, readCsv } from './csv-rows';
import { rowReason, rowToPatient } from './row-to-patient';
import { appendEntries, emptyResult, storedResult } from './results';

// The import job (spec 3 §4): rows in chunks, each row checked by the form's schema, a matching
// patient updated instead of duplicated, progress and results saved after every chunk. The file
// is read as a stream of rows, never held as rows; after every chunk the job saves where it is
// (its cursor) with its progress and results, so it can stop before its Lambda's timeout and
// continue in a fresh invocation, and a cleared import stops at the next chunk.
type Params = JobParams<'patient-import'>;
type Cursor = JobCursor<'patient-import'>;
type ImportEntry = PatientImportResult['success'][number];

/** The form's catalogue and physician checks, as the API makes them; a refused row's reason lists each field. */
async function assertRowChoices(...args: Parameters<typeof assertPatientChoices>): Promise<void> {
  try {
    await assertPatientChoices(...args);
  } catch (error) {
    throw error instanceof ValidationError ? new Error(rowReason(error.fields)) : error;
  }
}

async function importRow(job: JobItem, row: Record<string, string>, audit: (patientId: string) => AuditSubject): Promise<ImportEntry> {
  const parsed = rowToPatient(row);
  if (!parsed.ok) throw new Error(parsed.reason);
  const fields = { ...parsed.patient, deceased_date: parsed.patient.deceased_indicator ? parsed.patient.deceased_date : null };
  const now = new Date().toISOString();
  const existing = await findExistingPatient(job.tenant_id, fields);
  await assertRowChoices(fields, job.tenant_id, existing);
  if (existing) {
    const after = { ...existing, ...fields, testpatient: existing.testpatient, updated: now };
    await replacePatient(job.tenant_id, existing, after, existing.consistency_token, audit(existing.id));
    return { status: 'updated', id: existing.id, name: fullName(after) };
  }
  const id = ulid();
  const patient = { ...fields, id, internal_number: await nextInternalNumber(job.tenant_id), blocked: false, testpatient: false, created: now, updated: now };
  await insertPatient(job.tenant_id, patient, audit(id));
  return { status: 'created', id, name: fullName(patient) };
}

/** The import file's rows as they arrive from the bucket: the file is streamed, never held whole. */
const fileEntries = async (key: string) => csvEntries(await getObjectStream('imports', key));

/**
 * Before anything is imported, the whole file is read once as a stream (rows counted, none kept):
 * a file that is not readable CSV, or has too many rows, imports nothing and its one error says
 * why and where.
 */
async function checkFile(key: string): Promise<{ total: number } | { error: PatientImportResult['errors'][number] }> {
  let total = 0;
  try {
    for await (const entry of await fileEntries(key)) if ('cells' in entry) total += 1;
  } catch (error) {
    if (!(error instanceof CsvStreamRefused)) throw error;
    try {
      // Only a file refused as a whole is read whole (at most IMPORT_FILE_MAX_BYTES): the strict reading names the line.
      readCsv((await getObject('imports', key)).toString('utf8'));
    } catch (strict) {
      if (strict instanceof CsvFileError) return { error: { row: strict.line, reason: strict.message } };
      throw strict;
    }
    return { error: { row: 1, reason: 'The file cannot be read.' } };
  }
  if (total > MAX_IMPORT_ROWS) return { error: { row: 0, reason: `The file has ${total} rows; import at most ${MAX_IMPORT_ROWS} at a time.` } };
  return { total };
}

async function run(job: JobItem, { params, cursor }: { params: Params; cursor: Cursor | null }, step: JobStep): Promise<PatientImportResult | JobPause> {
  const result = cursor ? storedResult(job) : emptyResult();
  let at: Cursor;
  if (cursor) at = { ...cursor };
  else {
    const checked = await checkFile(params.key);
    if ('error' in checked) return { ...result, errors: [checked.error], error_count: 1 };
    at = { row: 1, records: 0, total: checked.total };
  }
  const chunks = Math.ceil(at.total / IMPORT_CHUNK_ROWS);
  const save = (pending: PatientImportResultPart) => checkpoint(job, step, result, pending, at, chunks);
  if (!cursor) await save({ success: [], errors: [] });
  const audit = (patientId: string): AuditSubject => ({
    tenantId: job.tenant_id,
    subjectId: patientId,
    model: PATIENT_MODEL,
    objectId: patientId,
    userId: job.user_id,
    username: params.username,
  });
  let pending: PatientImportResultPart = { success: [], errors: [] };
  // From the start of the file (a CSV row's place in bytes is known only by reading up to it), skipping the rows an earlier invocation handled.
  for await (const entry of await fileEntries(params.key)) {
    if (entry.row <= at.row) continue;
    at.row = entry.row;
    // A row with a stray quote fails alone; the rows around it are imported.
    if ('unreadable' in entry) {
      pending.errors.push({ row: entry.row, reason: entry.unreadable });
      continue;
    }
    try {
      pending.success.push(await importRow(job, entry.cells, audit));
    } catch (error) {
      // Row numbers as a spreadsheet shows them: the header is row 1.
      pending.errors.push({
        row: entry.row,
        reason: error instanceof Error && !error.name.endsWith('Exception') ? error.message : 'The row could not be saved.',
      });
    }
    at.records += 1;
    if (at.records % IMPORT_CHUNK_ROWS) continue;
    await save(pending);
    pending = { success: [], errors: [] };
    if (step.shouldPause() && at.records < at.total) return new JobPause();
  }
  await save(pending);
  return result;
}

/** Adds the chunk's entries to the result and saves them with the cursor and progress, in one write. */
async function checkpoint(job: JobItem, step: JobStep, result: PatientImportResult, pending: PatientImportResultPart, at: Cursor, chunks: number) {
  const written = await appendEntries(job, result, pending);
  try {
    await step.checkpoint({ cursor: { ...at }, progress: { done: Math.ceil(at.records / IMPORT_CHUNK_ROWS), total: chunks }, result: { ...result } });
  } catch (error) {
    // Cleared meanwhile: the result object this chunk wrote belongs to no job.
    if (error instanceof JobGone && written) await deleteObject('imports', written);
    throw error;
  }
}

export const patientImportRunner = declaredRunner(JOBS['patient-import'], run);
