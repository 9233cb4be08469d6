import { z } from 'zod';
import { type FileUploadRule } from '../route-types';
import { typed } from './fields';

// Import Patients (spec 3 §2, §3): a CSV file runs as a job in chunks; its state is polled and
// finished by the 'import-batch' realtime message.
export const PATIENT_IMPORT: FileUploadRule = {
  field: 'file',
  extensions: ['.csv'],
  maxBytes: 2 * 1024 * 1024,
  wrongTypeMessage: 'Only .csv files can be imported.',
};
/** Rows one import handles; a larger practice list is imported in several files. */
export const MAX_IMPORT_ROWS = 2000;
export const IMPORT_CHUNK_ROWS = 25;

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
  created: z.string(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchOrNullSchema = importBatchSchema.nullable();
export const currentImportQuerySchema = z.object({ uuid: typed(z.string().max(64)).optional() });
export const importFieldsSchema = z.object({ type: z.literal('csv').default('csv'), uuid: typed(z.string().min(1).max(64)) });
export const downloadSchema = z.object({ content: z.string(), filename: z.string(), mime_type: z.string() });
