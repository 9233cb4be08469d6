import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { type JobMessage, type NightlyTickMessage } from '@praktijk/shared/jobs';
import { db, tableName } from '../data/client';
import { newConsistencyToken } from '../data/consistency';
import { keys } from '../data/keys';

// Long work (exports, imports) runs as a job: an item with status and progress, a queue
// message, and a worker shared by the cloud (SQS) and the twin (in-process queue). DESIGN §7.
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The job item as stored; read through this schema, never trusted by cast. */
export const jobItemSchema = z.object({
  entity: z.literal('job'),
  id: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(JOB_STATUSES),
  progress: z.object({ done: z.number(), total: z.number() }),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  consistency_token: z.string(),
  /**
   * While running: when the attempt that runs it must have ended (its Lambda's timeout). A job
   * still `running` after this was abandoned (a timeout, a crash) and reads as failed.
   */
  running_until: z.string().nullable().optional(),
  /** Which invocation runs (or will run) the job: 0 the first, one more each time it stopped to continue in a fresh one. */
  attempt: z.number().int().nonnegative().optional(),
  /** Where the next invocation continues (the kind's cursor schema, shared/src/jobs.ts); null before the first checkpoint. */
  cursor: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export type { JobMessage };
/** The nightly tick and, fanned out from it, one message per practice with its tenantId and the tick's time. */
export type ScheduledMessage = NightlyTickMessage;

/** What a job's user is told when its run was abandoned without settling it. */
export const JOB_ABANDONED_ERROR = 'The job did not finish in time.';

/** A job as its readers should see it: `running` past its deadline is failed, whether or not a worker has recorded it yet. */
export function jobView(job: JobItem, now = new Date()): JobItem {
  return isOverdue(job, now) ? { ...job, status: 'failed', error: JOB_ABANDONED_ERROR } : job;
}

export function isOverdue(job: JobItem, now = new Date()): boolean {
  return job.status === 'running' && Boolean(job.running_until) && job.running_until! <= now.toISOString();
}

/** index: where a feature finds its jobs again (e.g. a user's latest import), on GSI1. */
export async function createJob(input: {
  tenantId: string;
  userId: string;
  kind: string;
  params?: Record<string, unknown>;
  id?: string;
  index?: { GSI1PK: string; GSI1SK: string };
}): Promise<JobItem> {
  const now = new Date().toISOString();
  const job: JobItem = {
    entity: 'job',
    id: input.id ?? ulid(),
    tenant_id: input.tenantId,
    user_id: input.userId,
    kind: input.kind,
    params: input.params ?? {},
    status: 'queued',
    progress: { done: 0, total: 0 },
    result: null,
    error: null,
    running_until: null,
    attempt: 0,
    cursor: null,
    created: now,
    updated: now,
    consistency_token: newConsistencyToken(),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.job(input.tenantId, job.id), ...input.index, ...job },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return job;
}

/** The job as its readers see it (jobView); the worker reads the stored item with getStoredJob. */
export async function getJob(tenantId: string, jobId: string): Promise<JobItem | undefined> {
  const job = await getStoredJob(tenantId, jobId);
  return job && jobView(job);
}

export async function getStoredJob(tenantId: string, jobId: string): Promise<JobItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId), ConsistentRead: true }));
  return out.Item && jobItemSchema.parse(out.Item);
}

export async function deleteJob(tenantId: string, jobId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId) }));
}

/**
 * ifStatus: change the job only while it still has this status, so a late finish cannot turn a
 * job that was stopped (failed) into done, and two deliveries of one message cannot both start it.
 * ifAttempt: only while this invocation is the job's current one, so a checkpoint of an
 * invocation that lost its job (a duplicate delivery, a cleared import) changes nothing.
 * It throws ConditionalCheckFailedException otherwise.
 */
export async function updateJob(
  tenantId: string,
  jobId: string,
  change: Partial<Pick<JobItem, 'status' | 'progress' | 'result' | 'error' | 'running_until' | 'attempt' | 'cursor'>>,
  options: { ifStatus?: JobStatus; ifAttempt?: number } = {},
): Promise<void> {
  const fields: Record<string, unknown> = { ...change, updated: new Date().toISOString(), consistency_token: newConsistencyToken() };
  const names = Object.keys(fields);
  const conditions = ['attribute_exists(PK)'];
  const conditionNames: Record<string, string> = {};
  const conditionValues: Record<string, unknown> = {};
  if (options.ifStatus) {
    conditions.push('#status = :ifStatus');
    conditionNames['#status'] = 'status';
    conditionValues[':ifStatus'] = options.ifStatus;
  }
  if (options.ifAttempt !== undefined) {
    // A job written before attempts were counted is at its first.
    conditions.push(options.ifAttempt === 0 ? '(attribute_not_exists(#attempt) OR #attempt = :ifAttempt)' : '#attempt = :ifAttempt');
    conditionNames['#attempt'] = 'attempt';
    conditionValues[':ifAttempt'] = options.ifAttempt;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenantId, jobId),
      UpdateExpression: 'SET ' + names.map((n, i) => `#f${i} = :v${i}`).join(', '),
      ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])), ...conditionNames },
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n]])), ...conditionValues },
      ConditionExpression: conditions.join(' AND '),
    }),
  );
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
