import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { type JobItem } from './jobs';
import { setJobTransport } from './queue';
import { declaredRunner, JobPause, registerJobKind } from './registry';
import { PAUSE_MARGIN_MS, runJob } from './run-job';
import { handler as worker } from '../../jobs/worker';

// Checkpoint and resume, against a job item kept in memory whose updates honour their conditions
// as DynamoDB does: a job stopped by low remaining time continues from its cursor in the next
// invocation, and a message delivered twice never runs a stretch of work twice.
const ddb = mockClient(DynamoDBDocumentClient);
let stored: JobItem | undefined;
const imported: number[] = [];
const sent: { message: unknown; queue: string; group: string }[] = [];

function applyUpdate(input: UpdateCommandInput): void {
  const values = input.ExpressionAttributeValues ?? {};
  const names = input.ExpressionAttributeNames ?? {};
  if (!stored) throw new ConditionalCheckFailedException({ message: 'gone', $metadata: {} });
  if (':ifStatus' in values && stored.status !== values[':ifStatus']) throw new ConditionalCheckFailedException({ message: 'status', $metadata: {} });
  if (':ifAttempt' in values && (stored.attempt ?? 0) !== values[':ifAttempt'])
    throw new ConditionalCheckFailedException({ message: 'attempt', $metadata: {} });
  const changes = Object.entries(names)
    .filter(([alias]) => alias.startsWith('#f'))
    .map(([alias, name]) => [name, values[`:v${alias.slice(2)}`]]);
  stored = { ...stored, ...Object.fromEntries(changes) } as JobItem;
}

const ITEMS = 10;
const declaration = {
  queue: 'interactive',
  params: z.object({ items: z.number().int() }),
  cursor: z.object({ next: z.number().int() }),
  result: z.object({ imported: z.number() }),
  realtimeType: 'import-batch',
} as const;

/** A job that "imports" items one by one, saving its cursor after each and pausing when told to. */
const countingRunner = declaredRunner(declaration, async (_job, { params, cursor }, step) => {
  for (let next = cursor?.next ?? 0; next < params.items;) {
    imported.push(next);
    next += 1;
    await step.checkpoint({ cursor: { next }, progress: { done: next, total: params.items }, result: { imported: next } });
    if (step.shouldPause() && next < params.items) return new JobPause();
  }
  return { imported: params.items };
});

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.WS_MANAGEMENT_ENDPOINT = 'https://ws.example.org/app';
  registerJobKind('counting', countingRunner);
  setJobTransport(async (message, queue, group) => void sent.push({ message, queue, group }));
});
beforeEach(() => {
  imported.length = 0;
  sent.length = 0;
  stored = {
    entity: 'job',
    id: 'job1',
    tenant_id: 't1',
    user_id: 'u1',
    kind: 'counting',
    params: { items: ITEMS },
    status: 'queued',
    progress: { done: 0, total: 0 },
    result: null,
    error: null,
    running_until: null,
    attempt: 0,
    cursor: null,
    created: '2026-11-28T00:00:00.000Z',
    updated: '2026-11-28T00:00:00.000Z',
    consistency_token: 'x',
  };
  ddb.on(GetCommand).callsFake(() => ({ Item: stored && structuredClone(stored) }));
  ddb.on(UpdateCommand).callsFake((input: UpdateCommandInput) => (applyUpdate(input), {}));
  ddb.on(QueryCommand).resolves({ Items: [] }); // the user's realtime connections: none
});
afterEach(() => ddb.reset());

/** An invocation whose remaining time falls below the pause margin after `stretches` checkpoints. */
function invocation(stretches: number) {
  let calls = 0;
  return {
    remainingMs: () => {
      calls += 1;
      // start() reads it twice (deadline and budget); each shouldPause() once after that.
      return calls <= 2 + stretches ? 10 * 60_000 : PAUSE_MARGIN_MS - 1;
    },
  };
}

describe('a job that checkpoints', () => {
  it('stops when its remaining time runs short and continues from its cursor in a fresh invocation', async () => {
    await runJob({ tenantId: 't1', jobId: 'job1' }, invocation(3));
    expect(imported).toEqual([0, 1, 2, 3]);
    expect(stored).toMatchObject({ status: 'queued', attempt: 1, cursor: { next: 4 }, progress: { done: 4, total: ITEMS }, running_until: null });
    expect(sent).toEqual([{ message: { tenantId: 't1', jobId: 'job1', attempt: 1 }, queue: 'interactive', group: 't1' }]);

    await runJob({ tenantId: 't1', jobId: 'job1', attempt: 1 }, { remainingMs: () => 10 * 60_000 });
    expect(imported).toEqual([...Array(ITEMS).keys()]);
    expect(stored).toMatchObject({ status: 'done', result: { imported: ITEMS }, progress: { done: ITEMS, total: ITEMS } });
  });

  it('does not run twice when its continuation is delivered twice, or an old message comes back', async () => {
    await runJob({ tenantId: 't1', jobId: 'job1' }, invocation(5));
    const continuation = { tenantId: 't1', jobId: 'job1', attempt: 1 };
    // The first delivery of the continuation is under way (running) when its duplicate arrives.
    const slow = worker({ Records: [{ messageId: 'a', body: JSON.stringify(continuation) }] } as never, { getRemainingTimeInMillis: () => 10 * 60_000 });
    const duplicate = worker({ Records: [{ messageId: 'b', body: JSON.stringify(continuation) }] } as never, { getRemainingTimeInMillis: () => 10 * 60_000 });
    const first = worker({ Records: [{ messageId: 'c', body: JSON.stringify({ tenantId: 't1', jobId: 'job1' }) }] } as never, {
      getRemainingTimeInMillis: () => 10 * 60_000,
    });
    await Promise.all([slow, duplicate, first]);
    expect(imported).toEqual([...Array(ITEMS).keys()]);
    expect(stored).toMatchObject({ status: 'done', result: { imported: ITEMS } });
  });

  it('sends its continuation again when the message that paused it comes back before the continuation started', async () => {
    await runJob({ tenantId: 't1', jobId: 'job1' }, invocation(2));
    sent.length = 0; // as if sending it had failed
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => 10 * 60_000 });
    expect(sent.map((s) => s.message)).toEqual([{ tenantId: 't1', jobId: 'job1', attempt: 1 }]);
    expect(imported).toEqual([0, 1, 2]);
  });

  it('stops at its next checkpoint when the job is cleared meanwhile, and is not continued', async () => {
    const clearing = declaredRunner(declaration, async (_job, _input, step) => {
      imported.push(0);
      stored = undefined; // DELETE .../clear/ while the job runs
      await step.checkpoint({ cursor: { next: 1 }, progress: { done: 1, total: 2 }, result: { imported: 1 } });
      imported.push(1);
      return { imported: 2 };
    });
    registerJobKind('clearing', clearing);
    stored = { ...stored!, kind: 'clearing' };
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => 10 * 60_000 });
    expect(imported).toEqual([0]);
    expect(stored).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('fails, naming the fields and never their values, when its params do not match its declaration', async () => {
    stored = { ...stored!, params: { items: 'Anna Kromo' } };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => 10 * 60_000 });
    const lines = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(imported).toEqual([]);
    expect(stored).toMatchObject({ status: 'failed', error: 'The job could not be completed.' });
    expect(lines.join('\n')).toContain('"fields":["items"]');
    expect(lines.join('\n')).not.toContain('Anna');
  });
});

describe('the worker parses its messages', () => {
  it('reports a message that is not JSON or not of a known shape as failed (so it ends in the dead-letter queue), logging no body', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await worker({
      Records: [
        { messageId: 'm1', body: 'not json: Anna Kromo' },
        { messageId: 'm2', body: JSON.stringify({ tenantId: 't1', patient: 'Anna Kromo' }) },
        { messageId: 'm3', body: JSON.stringify({ tenantId: 't1', jobId: 'job1', attempt: -1 }) },
      ],
    } as never);
    const lines = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }]);
    expect(lines.join('\n')).not.toContain('Anna');
    expect(imported).toEqual([]);
  });
});
