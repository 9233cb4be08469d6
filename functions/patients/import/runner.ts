import { IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS } from '@praktijk/shared/schemas/import';
import { getObject } from '../../lib/files/s3';
import { updateJob, type JobItem } from '../../lib/jobs/jobs';
import { type JobRunner } from '../../lib/jobs/registry';
import { findExistingPatient } from '../../lib/patients/match';
import { insertPatient, nextInternalNumber, PATIENT_MODEL, replacePatient } from '../../lib/patients/repository';
import { fullName } from '../../lib/patients/summary';
import { ulid } from 'ulid';
import { type AuditSubject } from '../../lib/data/write';
import { assertPatientChoices } from '../../lib/catalogue/references';
import { ValidationError } from '../../lib/errors';
import { type CsvFile, CsvFileError, readCsv } from './csv-rows';
import { rowReason, rowToPatient } from './row-to-patient';
import { type ImportResult } from './batches';

// The import job (spec 3 §4): rows in chunks, each row checked by the form's schema, a matching
// patient updated instead of duplicated, progress and results saved after every chunk.
interface ImportParams {
  key: string;
  uuid: string;
  username: string;
}

/** The form's catalogue and physician checks, as the API makes them; a refused row's reason lists each field. */
async function assertRowChoices(...args: Parameters<typeof assertPatientChoices>): Promise<void> {
  try {
    await assertPatientChoices(...args);
  } catch (error) {
    throw error instanceof ValidationError ? new Error(rowReason(error.fields)) : error;
  }
}

async function importRow(job: JobItem, row: Record<string, string>, audit: (patientId: string) => AuditSubject): Promise<ImportResult['success'][number]> {
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

/**
 * The file's rows, or undefined when the file as a whole is refused (not readable as CSV): then,
 * as for a file with too many rows, nothing is imported and the one error says why and where.
 */
async function readRows(key: string, result: ImportResult): Promise<CsvFile | undefined> {
  try {
    const file = readCsv((await getObject('imports', key)).toString('utf8'));
    // A row with a stray quote fails alone; the rows around it are imported.
    result.errors.push(...file.unreadable);
    return file;
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error;
    result.errors.push({ row: error.line, reason: error.message });
    return undefined;
  }
}

export const patientImportRunner: JobRunner = {
  realtimeType: 'import-batch',
  async run(job) {
    const params = job.params as unknown as ImportParams;
    const result: ImportResult = { success: [], errors: [] };
    const file = await readRows(params.key, result);
    if (!file) return { ...result };
    const { rows, rowNumbers } = file;
    if (rows.length > MAX_IMPORT_ROWS) {
      result.errors.push({ row: 0, reason: `The file has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.` });
      return { ...result };
    }
    const audit = (patientId: string): AuditSubject => ({
      tenantId: job.tenant_id,
      subjectId: patientId,
      model: PATIENT_MODEL,
      objectId: patientId,
      userId: job.user_id,
      username: params.username,
    });
    const total = Math.ceil(rows.length / IMPORT_CHUNK_ROWS);
    await updateJob(job.tenant_id, job.id, { progress: { done: 0, total }, result: { ...result } });
    for (let chunk = 0; chunk < total; chunk++) {
      const start = chunk * IMPORT_CHUNK_ROWS;
      for (const [offset, row] of rows.slice(start, start + IMPORT_CHUNK_ROWS).entries()) {
        try {
          result.success.push(await importRow(job, row, audit));
        } catch (error) {
          // Row numbers as a spreadsheet shows them: the header is row 1.
          result.errors.push({
            row: rowNumbers[start + offset]!,
            reason: error instanceof Error && !error.name.endsWith('Exception') ? error.message : 'The row could not be saved.',
          });
        }
      }
      result.errors.sort((a, b) => a.row - b.row);
      await updateJob(job.tenant_id, job.id, { progress: { done: chunk + 1, total }, result: { ...result } });
    }
    return { ...result };
  },
};
