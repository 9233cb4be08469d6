import * as z from 'zod';
import { type RealtimeType } from './constants';
import { importBatchSchema } from './schemas/import';

// The job contract, declared once like the route table: each kind of background job names its
// queue, the zod schema of its parameters (parsed by the worker before the job runs: nothing on
// this edge is cast), the schema of its resumable cursor and of its result, and the realtime
// message its user gets when it ends. The queue messages are declared here too.

/**
 * interactive: a user waits for it (an import, an export) and is told when it ends.
 * nightly: the schedule's tick, its per-practice fan-out and the work they start.
 * Separate queues, so a night's work for every practice never delays a job someone waits for.
 */
export const JOB_QUEUES = ['interactive', 'nightly'] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

export interface JobDeclaration<P extends z.ZodType = z.ZodType, C extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  queue: JobQueue;
  params: P;
  /** Where a run that stopped to continue in a fresh invocation picks up again. */
  cursor: C;
  result: R;
  realtimeType: RealtimeType;
}

const declare = <P extends z.ZodType, C extends z.ZodType, R extends z.ZodType>(declaration: JobDeclaration<P, C, R>) => declaration;

const importEntry = { success: importBatchSchema.shape.success.element, errors: importBatchSchema.shape.errors.element };

/**
 * What the patient import keeps on its job item: the counts, and the first entries of the
 * Imported and Errors lists; the rest of each list, in file order, is in `parts` result objects in
 * S3 and then `tail` (a file of 100,000 rows would not fit the 400 KB item).
 */
export const patientImportResultSchema = z.object({
  success: z.array(importEntry.success),
  errors: z.array(importEntry.errors),
  success_count: z.number().int().nonnegative().default(0),
  error_count: z.number().int().nonnegative().default(0),
  /** Entries past the first page not yet written to a part (bounded; written out when large). */
  tail: z.object({ success: z.array(importEntry.success), errors: z.array(importEntry.errors) }).default({ success: [], errors: [] }),
  parts: z.number().int().nonnegative().default(0),
});
export type PatientImportResult = z.infer<typeof patientImportResultSchema>;

/** One S3 result object of an import: the list entries of one stretch of the file past the item's first page. */
export const patientImportResultPartSchema = z.object({ success: z.array(importEntry.success), errors: z.array(importEntry.errors) });
export type PatientImportResultPart = z.infer<typeof patientImportResultPartSchema>;

export const JOBS = {
  'patient-import': declare({
    queue: 'interactive',
    params: z.object({ key: z.string().min(1), uuid: z.string(), username: z.string() }),
    // row: the last row of the file handled (as a spreadsheet numbers it); records: rows imported or refused so far; total: the file's rows.
    cursor: z.object({ row: z.number().int().nonnegative(), records: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
    result: patientImportResultSchema,
    realtimeType: 'import-batch',
  }),
} as const;
export type JobKind = keyof typeof JOBS;
export type JobParams<K extends JobKind> = z.infer<(typeof JOBS)[K]['params']>;
export type JobCursor<K extends JobKind> = z.infer<(typeof JOBS)[K]['cursor']>;
export type JobResult<K extends JobKind> = z.infer<(typeof JOBS)[K]['result']>;

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOBS, kind);
}

/** The nightly schedule's tick (from EventBridge Scheduler) and the per-practice messages it fans out to. */
export const NIGHTLY_TICK_KIND = 'scheduled-exports';
export const nightlyTickMessageSchema = z.object({
  kind: z.literal(NIGHTLY_TICK_KIND),
  tenantId: z.string().min(1).optional(),
  runAt: z.iso.datetime().optional(),
});

/**
 * A job's message. attempt: which invocation of the job it starts (0 the first; a job that
 * stopped to continue later sends attempt + 1), so a message delivered twice starts it once.
 */
export const jobMessageSchema = z.object({
  tenantId: z.string().min(1),
  jobId: z.string().min(1),
  attempt: z.number().int().nonnegative().default(0),
});

export const queueMessageSchema = z.union([nightlyTickMessageSchema, jobMessageSchema]);
export type NightlyTickMessage = z.infer<typeof nightlyTickMessageSchema>;
export type JobMessage = z.input<typeof jobMessageSchema>;
export type QueueMessage = z.input<typeof queueMessageSchema>;
