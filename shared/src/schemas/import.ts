import * as z from 'zod';
import { type FileUploadRule } from '../route-types';
import { IMPORT_FILE_MAX_BYTES } from '../constants';
import { typed } from './fields';
import { fileAnswerSchema, uploadId } from './uploads';

// Import Patients (spec 3 §2, §3): a CSV file runs as a job in chunks; its state is polled and
// finished by the 'import-batch' realtime message.
export const PATIENT_IMPORT: FileUploadRule = {
  field: 'file',
  extensions: ['.csv'],
  maxBytes: IMPORT_FILE_MAX_BYTES,
  wrongTypeMessage: 'Only .csv files can be imported.',
};
/** Rows one import handles; a larger practice list is imported in several files. */
export const MAX_IMPORT_ROWS = 100_000;
export const IMPORT_CHUNK_ROWS = 25;
/**
 * How many entries of each list an import batch answers at most (functions/patients/import/batches.ts):
 * every file of up to 10,000 rows is listed whole; past that the page says how many more there are.
 */
export const IMPORT_LISTED_ENTRIES = 10_000;

export const importBatchSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  status: z.enum(['importing', 'ready', 'failed']),
  ready: z.boolean(),
  total_chunks: z.number(),
  processed_chunks: z.number(),
  // id: the patient created or updated, so the Imported list links each name to its record.
  success: z.array(z.object({ status: z.enum(['created', 'updated']), id: z.string(), name: z.string() })),
  errors: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** Every row imported and every row refused, of which `success` and `errors` list the first IMPORT_LISTED_ENTRIES. */
  success_count: z.number(),
  error_count: z.number(),
  created: z.string(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchOrNullSchema = importBatchSchema.nullable();
export const currentImportQuerySchema = z.object({ uuid: typed(z.string().max(64)).optional() });
/** The confirmation of an uploaded import file (schemas/uploads.ts), which starts the job. */
export const importFieldsSchema = z.object({ upload: uploadId, type: z.literal('csv').default('csv'), uuid: typed(z.string().min(1).max(64)) });
/** The spec's file answer: inline up to INLINE_FILE_MAX_BYTES, a link beyond (schemas/uploads.ts). */
export const downloadSchema = fileAnswerSchema;
