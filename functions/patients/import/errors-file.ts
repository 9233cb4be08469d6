import { csvText } from '../../lib/files/csv-writer';
import { getObject } from '../../lib/files/s3';
import { type JobItem } from '../../lib/jobs/jobs';
import { type ImportResult } from './batches';
import { CsvFileError, readCsv, type CsvFile } from './csv-rows';

// The errors file of an import (spec 3 §2 "a download of the errors file"): each failed row with
// its number and reason, then the row's cells as the uploaded file had them, so staff can correct
// the rows in their spreadsheet and import them again. The cells are the uploaded file's own, read
// again from the imports bucket (the job item stays small); like every CSV the app writes, formulas
// are neutralised (csv-writer.ts).
type ImportError = ImportResult['errors'][number];

/** Data rows are numbered as a spreadsheet shows them (the header is row 1); a row that could not be read has no cells. */
const cellsOf = (file: CsvFile, row: number): Record<string, string> => {
  const index = file.rowNumbers.indexOf(row);
  return (index >= 0 ? file.rows[index] : undefined) ?? {};
};

export function importErrorsCsv(errors: readonly ImportError[], file: CsvFile | undefined): string {
  const columns = file?.columns ?? [];
  return csvText([
    ['row', 'reason', ...columns],
    ...errors.map((e) => [e.row, e.reason, ...columns.map((c) => (file ? cellsOf(file, e.row)[c] : undefined) ?? '')]),
  ]);
}

async function uploadedFile(job: JobItem): Promise<CsvFile | undefined> {
  try {
    return readCsv((await getObject('imports', String(job.params.key))).toString('utf8'));
  } catch (error) {
    if (error instanceof CsvFileError) return undefined; // the one error then says why; there are no rows
    throw error;
  }
}

/** GET patients/importer/{id}/download/: the batch's errors file, base64 as the spec's downloads are. */
export async function importErrorsDownload(job: JobItem): Promise<{ content: string; filename: string; mime_type: string }> {
  const errors = ((job.result ?? {}) as unknown as Partial<ImportResult>).errors ?? [];
  const csv = importErrorsCsv(errors, errors.length ? await uploadedFile(job) : undefined);
  return { content: Buffer.from(csv, 'utf8').toString('base64'), filename: `import-errors-${job.created.slice(0, 10)}.csv`, mime_type: 'text/csv' };
}
