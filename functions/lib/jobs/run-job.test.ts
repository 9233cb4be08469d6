import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJob, JOB_ABANDONED_ERROR, type JobItem } from './jobs';
import { setJobTransport, type QueueMessage } from './queue';
import { registerJobKind, registerScheduledTask } from './registry';
import { fanOutScheduledTasks, JOB_STOPPED_ERROR, runJob, runScheduledTasks, SCHEDULED_EXPORTS_KIND, TIMEOUT_MARGIN_MS } from './run-job';
import { handler as worker } from '../../jobs/worker';

const ddb = mockClient(DynamoDBDocumentClient);

function storedJob(change: Partial<JobItem> = {}): JobItem {
  return {
    entity: 'job',
    id: 'job1',
    tenant_id: 't1',
    user_id: 'u1',
    kind: 'test-kind',
    params: {},
    status: 'queued',
    progress: { done: 0, total: 0 },
    result: null,
    error: null,
    running_until: null,
    created: '2026-11-26T00:00:00.000Z',
    updated: '2026-11-26T00:00:00.000Z',
    consistency_token: 'x',
    ...change,
  };
}

interface UpdateInput {
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
  ConditionExpression: string;
}
/** Each UpdateCommand as the fields it sets, plus the status it required. */
function updates(): { set: Record<string, unknown>; ifStatus: unknown }[] {
  return ddb.commandCalls(UpdateCommand).map((call) => {
    const input = call.args[0].input as UpdateInput;
    const set = Object.fromEntries(
      Object.entries(input.ExpressionAttributeNames)
        .filter(([alias]) => alias.startsWith('#f'))
        .map(([alias, name]) => [name, input.ExpressionAttributeValues[`:v${alias.slice(2)}`]]),
    );
    return { set, ifStatus: input.ExpressionAttributeValues[':ifStatus'] };
  });
}

let runner: () => Promise<Record<string, unknown>> = () => Promise.resolve({});
beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.WS_MANAGEMENT_ENDPOINT = 'https://ws.example.org/app';
  registerJobKind('test-kind', { realtimeType: 'patient_import', run: () => runner() } as never);
});
afterEach(() => {
  ddb.reset();
  vi.useRealTimers();
});

function givenStored(job: JobItem | undefined): void {
  ddb.on(GetCommand).resolves({ Item: job });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] }); // the user's realtime connections: none
}

describe('a job that runs out of time', () => {
  it('is marked failed shortly before its Lambda would time out, and no late result turns it done', async () => {
    givenStored(storedJob());
    runner = () => new Promise(() => undefined); // hangs
    const started = Date.now();
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => TIMEOUT_MARGIN_MS + 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    const [start, stop] = updates();
    expect(start).toMatchObject({ set: { status: 'running' }, ifStatus: 'queued' });
    expect(stop).toMatchObject({ set: { status: 'failed', error: JOB_STOPPED_ERROR, running_until: null }, ifStatus: 'running' });
  });

  it('records a deadline when it starts: the invocation end', async () => {
    givenStored(storedJob());
    runner = () => Promise.resolve({ imported: 1 });
    const before = Date.now();
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => 300_000 });
    const deadline = Date.parse(updates()[0]!.set.running_until as string);
    expect(deadline - before).toBeGreaterThanOrEqual(300_000);
    expect(deadline - before).toBeLessThan(302_000);
    expect(updates()[1]).toMatchObject({ set: { status: 'done', result: { imported: 1 } }, ifStatus: 'running' });
  });

  it('is marked failed when its message comes back after the deadline (the Lambda timed out or crashed), without running again', async () => {
    givenStored(storedJob({ status: 'running', running_until: '2026-11-26T00:05:00.000Z' }));
    const run = vi.fn(() => Promise.resolve({}));
    runner = run;
    await runJob({ tenantId: 't1', jobId: 'job1' }, { remainingMs: () => 300_000 });
    expect(run).not.toHaveBeenCalled();
    expect(updates()).toEqual([{ set: expect.objectContaining({ status: 'failed', error: JOB_ABANDONED_ERROR }) as unknown, ifStatus: 'running' }]);
  });

  it('is left alone when a duplicate delivery arrives before the deadline', async () => {
    givenStored(storedJob({ status: 'running', running_until: new Date(Date.now() + 60_000).toISOString() }));
    await runJob({ tenantId: 't1', jobId: 'job1' });
    expect(updates()).toEqual([]);
  });

  it('is not started twice: a second delivery that loses the race to start it does nothing', async () => {
    givenStored(storedJob());
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const run = vi.fn(() => Promise.resolve({}));
    runner = run;
    await runJob({ tenantId: 't1', jobId: 'job1' });
    expect(run).not.toHaveBeenCalled();
  });

  it('reads as failed once past its deadline, even before any worker recorded it', async () => {
    ddb.on(GetCommand).resolves({ Item: storedJob({ status: 'running', running_until: '2026-11-26T00:05:00.000Z' }) });
    expect(await getJob('t1', 'job1')).toMatchObject({ status: 'failed', error: JOB_ABANDONED_ERROR });
    ddb.on(GetCommand).resolves({ Item: storedJob({ status: 'running', running_until: new Date(Date.now() + 60_000).toISOString() }) });
    expect(await getJob('t1', 'job1')).toMatchObject({ status: 'running' });
  });

  it("gets the Lambda's remaining time from the worker", async () => {
    givenStored(storedJob());
    runner = () => new Promise(() => undefined);
    const result = await worker({ Records: [{ messageId: 'm1', body: JSON.stringify({ tenantId: 't1', jobId: 'job1' }) }] } as never, {
      getRemainingTimeInMillis: () => TIMEOUT_MARGIN_MS + 20,
    });
    expect(result.batchItemFailures).toEqual([]);
    expect(updates()[1]).toMatchObject({ set: { status: 'failed', error: JOB_STOPPED_ERROR } });
  });
});

describe('worker logs', () => {
  it("carry the message's practice and job on every line (ids only)", async () => {
    givenStored(storedJob());
    runner = () => Promise.reject(new Error('boom'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await worker({ Records: [{ messageId: 'm9', body: JSON.stringify({ tenantId: 't1', jobId: 'job1' }) }] } as never, {
      getRemainingTimeInMillis: () => 300_000,
    });
    const lines = errors.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);
    errors.mockRestore();
    expect(lines).toContainEqual(expect.objectContaining({ message: 'job failed', tenantId: 't1', jobId: 'job1', messageId: 'm9', error: 'Error' }));
  });
});

describe('the nightly tick', () => {
  const sent: QueueMessage[] = [];
  const ran: [string, string][] = [];
  beforeAll(() => {
    setJobTransport(async (message) => void sent.push(message));
    registerScheduledTask('test-task', async (tenantId, now) => {
      ran.push([tenantId, now.toISOString()]);
      return 1;
    });
  });

  it('fans out one message per practice, carrying the tick time', async () => {
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PRACTICES' } }).resolves({ Items: [{ tenant_id: 'pA' }, { tenant_id: 'pB' }] });
    const now = new Date('2026-11-26T05:00:00.000Z');
    expect(await fanOutScheduledTasks(now)).toBe(2);
    expect(sent).toEqual([
      { kind: SCHEDULED_EXPORTS_KIND, tenantId: 'pA', runAt: now.toISOString() },
      { kind: SCHEDULED_EXPORTS_KIND, tenantId: 'pB', runAt: now.toISOString() },
    ]);
    expect(ran).toEqual([]);
  });

  it('runs the tasks of one practice per message, at the tick time', async () => {
    ran.length = 0;
    const result = await worker(
      { Records: [{ messageId: 'm2', body: JSON.stringify({ kind: SCHEDULED_EXPORTS_KIND, tenantId: 'pA', runAt: '2026-11-26T05:00:00.000Z' }) }] } as never,
      { getRemainingTimeInMillis: () => 300_000 },
    );
    expect(result.batchItemFailures).toEqual([]);
    expect(ran).toEqual([['pA', '2026-11-26T05:00:00.000Z']]);
    expect(await runScheduledTasks('pB', new Date('2026-11-26T05:00:00.000Z'))).toEqual({ 'test-task': 1 });
  });
});
