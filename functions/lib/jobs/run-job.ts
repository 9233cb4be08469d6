import { runOnPracticeDirectory } from '../auth/tenant-scope';
import { listPracticeIds } from '../provisioning/practices';
import { logEvent } from '../log';
import { publishToUser } from '../realtime/publisher';
import { SCHEDULE } from './schedule';
import { getStoredJob, isOverdue, JOB_ABANDONED_ERROR, updateJob, type JobItem, type JobMessage } from './jobs';
import { sendJob } from './queue';
import { jobRunner, listScheduledTasks } from './registry';

export const SCHEDULED_EXPORTS_KIND = SCHEDULE.payload.kind;

/** What a job's user is told when the worker stopped it before its Lambda would have timed out. */
export const JOB_STOPPED_ERROR = 'The job took too long and was stopped.';
/** Kept back from the Lambda's remaining time to mark the job failed and tell its user before the timeout kills the invocation. */
export const TIMEOUT_MARGIN_MS = 15_000;
/** Without a Lambda context (the twin) a job may run this long before it counts as abandoned: Lambda's own maximum. */
export const DEFAULT_MAX_RUN_MS = 15 * 60_000;

export interface RunJobOptions {
  /** The invocation's remaining time (Lambda's context.getRemainingTimeInMillis); none on the twin. */
  remainingMs?: () => number;
}

type Outcome = { kind: 'done'; result: Record<string, unknown> } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

/**
 * Runs one queued job to its end and tells its user over the realtime channel. A job never stays
 * `running` forever: the worker stops waiting and marks it failed shortly before its Lambda would
 * time out; a job it could not settle (a crash, out of memory) carries a `running_until` deadline,
 * after which readers see it failed (jobView) and a redelivered message records that.
 */
export async function runJob(message: JobMessage, options: RunJobOptions = {}): Promise<void> {
  const job = await getStoredJob(message.tenantId, message.jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return; // gone or already handled (SQS redelivery)
  const runner = jobRunner(job.kind);
  if (job.status === 'running') {
    // SQS delivers a message again only after its visibility timeout (six times the worker's
    // timeout), so the attempt that started this job has ended without settling it. Running it
    // again could repeat what it already did: it fails. Before the deadline this is a duplicate
    // delivery while that attempt still runs, which settles the job itself.
    if (isOverdue(job)) await settle(job, { status: 'failed', error: JOB_ABANDONED_ERROR }, runner?.realtimeType);
    return;
  }
  if (!runner) {
    await updateJob(job.tenant_id, job.id, { status: 'failed', error: `Unknown job kind ${job.kind}.` });
    return;
  }
  const budget = options.remainingMs ? options.remainingMs() - TIMEOUT_MARGIN_MS : undefined;
  const runningUntil = new Date(Date.now() + (options.remainingMs ? options.remainingMs() : DEFAULT_MAX_RUN_MS)).toISOString();
  try {
    await updateJob(job.tenant_id, job.id, { status: 'running', running_until: runningUntil }, { ifStatus: 'queued' });
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return; // another delivery started it
    throw error;
  }
  const progress = (done: number, total: number) => updateJob(job.tenant_id, job.id, { progress: { done, total } }, { ifStatus: 'running' });
  const outcome = await within(runner.run(job, progress), budget);
  if (outcome.kind === 'done') {
    await settle(job, { status: 'done', result: outcome.result }, runner.realtimeType);
    return;
  }
  if (outcome.kind === 'timeout') logEvent('error', 'job stopped: out of time', { jobId: job.id, kind: job.kind, budgetMs: budget });
  else logEvent('error', 'job failed', { jobId: job.id, kind: job.kind, error: (outcome.error as Error).name });
  const error = outcome.kind === 'timeout' ? JOB_STOPPED_ERROR : 'The job could not be completed.';
  await settle(job, { status: 'failed', error }, runner.realtimeType);
}

/** Ends a running job (only if it is still running) and tells its user. */
async function settle(job: JobItem, change: Pick<JobItem, 'status'> & Partial<Pick<JobItem, 'result' | 'error'>>, realtimeType?: JobRunnerType) {
  try {
    await updateJob(job.tenant_id, job.id, { ...change, running_until: null }, { ifStatus: 'running' });
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    logEvent('warn', 'job already settled', { jobId: job.id, kind: job.kind });
    return;
  }
  if (realtimeType) await publishToUser(job.tenant_id, job.user_id, { type: realtimeType, payload: { id: job.id, status: change.status } });
}

type JobRunnerType = NonNullable<ReturnType<typeof jobRunner>>['realtimeType'];

/** The run's outcome, or 'timeout' once `budgetMs` has passed (the run itself cannot be cancelled; the invocation ends soon after). */
async function within(run: Promise<Record<string, unknown>>, budgetMs: number | undefined): Promise<Outcome> {
  const settled = run.then(
    (result): Outcome => ({ kind: 'done', result }),
    (error: unknown): Outcome => ({ kind: 'error', error }),
  );
  if (budgetMs === undefined) return settled;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ kind: 'timeout' }), Math.max(0, budgetMs))));
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The nightly tick: one queue message per practice, so each practice's scheduled work runs in its
 * own invocation (its own timeout, retries and dead-letter entry) instead of every practice in one.
 */
export async function fanOutScheduledTasks(now = new Date()): Promise<number> {
  if (listScheduledTasks().length === 0) {
    logEvent('info', 'scheduled tick: no scheduled tasks registered');
    return 0;
  }
  const practices = await runOnPracticeDirectory(listPracticeIds);
  for (const tenantId of practices) await sendJob({ kind: SCHEDULED_EXPORTS_KIND, tenantId, runAt: now.toISOString() });
  logEvent('info', 'scheduled tick fanned out', { practices: practices.length });
  return practices.length;
}

/** One practice's share of the nightly tick: runs every registered scheduled task for it. */
export async function runScheduledTasks(tenantId: string, now = new Date()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, task] of listScheduledTasks()) counts[name] = await task(tenantId, now);
  logEvent('info', 'scheduled tasks ran', { tenantId, counts });
  return counts;
}
