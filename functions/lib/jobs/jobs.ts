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
}

export interface JobMessage {
  tenantId: string;
  jobId: string;
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

export async function getJob(tenantId: string, jobId: string): Promise<JobItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId) }));
  return out.Item as JobItem | undefined;
}

export async function deleteJob(tenantId: string, jobId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId) }));
}

export async function updateJob(tenantId: string, jobId: string, change: Partial<Pick<JobItem, 'status' | 'progress' | 'result' | 'error'>>): Promise<void> {
  const fields = { ...change, updated: new Date().toISOString(), consistency_token: newConsistencyToken() };
  const names = Object.keys(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenantId, jobId),
      UpdateExpression: 'SET ' + names.map((n, i) => `#f${i} = :v${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n as keyof typeof fields]])),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}
