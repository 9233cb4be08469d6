import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../data/client';
import { newConsistencyToken } from '../data/consistency';
import { keys } from '../data/keys';

// Long work (exports, imports) runs as a job: an item with status and progress, a queue
// message, and a worker shared by the cloud (SQS) and the twin (in-process queue). DESIGN §7.
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobItem {
  entity: 'job';
  id: string;
  tenant_id: string;
  user_id: string;
  kind: string;
  params: Record<string, unknown>;
  status: JobStatus;
  progress: { done: number; total: number };
  result: Record<string, unknown> | null;
  error: string | null;
  created: string;
  updated: string;
  consistency_token: string;
  /**
   * While running: when the attempt that runs it must have ended (its Lambda's timeout). A job
   * still `running` after this was abandoned (a timeout, a crash) and reads as failed.
   */
  running_until?: string | null;
}

export interface JobMessage {
  tenantId: string;
  jobId: string;
}

/**
 * The nightly tick (`{"kind":"scheduled-exports"}`, from EventBridge Scheduler) and, fanned out
 * from it, one message per practice with its tenantId and the tick's time.
 */
export interface ScheduledMessage {
  kind: string;
  tenantId?: string;
  runAt?: string;
}

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
  return out.Item as JobItem | undefined;
}

export async function deleteJob(tenantId: string, jobId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId) }));
}

/**
 * ifStatus: change the job only while it still has this status, so a late finish cannot turn a
 * job that was stopped (failed) into done, and two deliveries of one message cannot both start it.
 * It throws ConditionalCheckFailedException otherwise.
 */
export async function updateJob(
  tenantId: string,
  jobId: string,
  change: Partial<Pick<JobItem, 'status' | 'progress' | 'result' | 'error' | 'running_until'>>,
  options: { ifStatus?: JobStatus } = {},
): Promise<void> {
  const fields = { ...change, updated: new Date().toISOString(), consistency_token: newConsistencyToken() };
  const names = Object.keys(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenantId, jobId),
      UpdateExpression: 'SET ' + names.map((n, i) => `#f${i} = :v${i}`).join(', '),
      ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])), ...(options.ifStatus ? { '#status': 'status' } : {}) },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n as keyof typeof fields]])),
        ...(options.ifStatus ? { ':ifStatus': options.ifStatus } : {}),
      },
      ConditionExpression: options.ifStatus ? 'attribute_exists(PK) AND #status = :ifStatus' : 'attribute_exists(PK)',
    }),
  );
}
