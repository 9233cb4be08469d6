import { type RequestContext } from '../../lib/auth/context';
import { recordAccess } from '../../lib/data/access-log';
import { csvText } from '../../lib/files/csv-writer';
import { getObject } from '../../lib/files/s3';
import { type JobItem } from '../../lib/jobs/jobs';
import { type ImportResult } from './batches';
import { resultLists } from './results';
import { CsvFileError, readCsv, type CsvFile } from './csv-rows';

// The errors file of an import (spec 3 §2 "a download of the errors file"): each failed row with
// its number and reason, then the row's cells as the uploaded file had them, so staff can correct
// the rows in their spreadsheet and import them again. The cells are the uploaded file's own, read
// again from the imports bucket (the job item stays small); like every CSV the app writes, formulas
// are neutralised (csv-writer.ts).
type ImportError = ImportResult['errors'][number];

/** Data rows are numbered as a spreadsheet shows them (the header is row 1); a row that could not be read has no cells. */
function rowsByNumber(file: CsvFile): Map<number, Record<string, string>> {
  return new Map(file.rowNumbers.map((row, index) => [row, file.rows[index] ?? {}]));
}

export function importErrorsCsv(errors: readonly ImportError[], file: CsvFile | undefined): string {
  const columns = file?.columns ?? [];
  const rows = file ? rowsByNumber(file) : new Map<number, Record<string, string>>();
  return csvText([['row', 'reason', ...columns], ...errors.map((e) => [e.row, e.reason, ...columns.map((c) => rows.get(e.row)?.[c] ?? '')])]);
}

async function uploadedFile(job: JobItem): Promise<CsvFile | undefined> {
  try {
    return readCsv((await getObject('imports', String(job.params.key))).toString('utf8'));
  } catch (error) {
    if (error instanceof CsvFileError) return undefined; // the one error then says why; there are no rows
    throw error;
  }
}

/**
 * GET patients/importer/{id}/download/: the batch's errors file, base64 as the spec's downloads are.
 * Its rows are the uploaded file's cells (names, dates of birth): recorded in the access log as the
 * batch's download, of no one patient (the rows are not the practice's patients).
 */
export async function importErrorsDownload(job: JobItem, ctx: RequestContext): Promise<{ content: string; filename: string; mime_type: string }> {
  const { errors } = await resultLists(job);
  const csv = importErrorsCsv(errors, errors.length ? await uploadedFile(job) : undefined);
  await recordAccess(ctx, { object: 'import_errors', objectIds: [job.id], patientId: null, kind: 'download', route: 'downloadImportErrors' });
  return { content: Buffer.from(csv, 'utf8').toString('base64'), filename: `import-errors-${job.created.slice(0, 10)}.csv`, mime_type: 'text/csv' };
}
