import { NIGHTLY_TICK_KIND } from '@praktijk/shared/jobs';
import { runOnPracticeDirectory } from '../auth/tenant-scope';
import { listPracticeIds } from '../data/practices';
import { logEvent } from '../log';
import { publishToUser } from '../realtime/publisher';
import { getStoredJob, isConditionFailure, isOverdue, JOB_ABANDONED_ERROR, updateJob, type JobItem, type JobMessage } from './jobs';
import { sendJob } from './queue';
import { JobGone, JobParamsError, JobPause, jobRunner, listScheduledTasks, type JobRunner, type JobStep } from './registry';

export const SCHEDULED_EXPORTS_KIND = NIGHTLY_TICK_KIND;

/** What a job's user is told when the worker stopped it before its Lambda would have timed out. */
export const JOB_STOPPED_ERROR = 'The job took too long and was stopped.';
/** Kept back from the Lambda's remaining time to mark the job failed and tell its user before the timeout kills the invocation. */
export const TIMEOUT_MARGIN_MS = 15_000;
/**
 * A job that checkpoints stops asking for more work this long before its Lambda's timeout, saves
 * its cursor and continues in a fresh invocation: room for the stretch of work under way (an
 * import chunk of 25 rows takes a few seconds) and the checkpoint, well before TIMEOUT_MARGIN_MS.
 */
export const PAUSE_MARGIN_MS = 60_000;
/** Without a Lambda context (the twin) a job may run this long before it counts as abandoned: Lambda's own maximum. */
export const DEFAULT_MAX_RUN_MS = 15 * 60_000;

export interface RunJobOptions {
  /** The invocation's remaining time (Lambda's context.getRemainingTimeInMillis); none on the twin. */
  remainingMs?: () => number;
}

type Outcome = { kind: 'done'; result: Record<string, unknown> } | { kind: 'paused' } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

/**
 * Runs one invocation of a job and, when it ends, tells its user over the realtime channel. A job
 * that checkpoints stops before its Lambda's timeout and continues in a fresh invocation from its
 * cursor (message attempt + 1); one that does not is marked failed shortly before the timeout. A
 * job never stays `running` forever: an invocation that could not settle it (a crash, out of
 * memory) leaves a `running_until` deadline, after which readers see it failed (jobView) and a
 * redelivered message records that.
 *
 * Idempotence: every change of the job is conditional on its status and on the invocation
 * (attempt) the message names, so a message delivered twice starts an invocation once, and an
 * invocation that lost its job (cleared, or settled by another) changes nothing.
 */
export async function runJob(message: JobMessage, options: RunJobOptions = {}): Promise<void> {
  const attempt = message.attempt ?? 0;
  const job = await getStoredJob(message.tenantId, message.jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return; // gone or already handled (SQS redelivery)
  const runner = jobRunner(job.kind);
  const current = job.attempt ?? 0;
  if (attempt !== current) {
    // An earlier invocation's message again. If its continuation has not started, that
    // invocation may have failed to send it (it saved its checkpoint first): send it again; a
    // duplicate is harmless, only one start succeeds.
    if (attempt < current && job.status === 'queued') await sendJob({ tenantId: job.tenant_id, jobId: job.id, attempt: current }, runner?.queue);
    return;
  }
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
  if (!(await start(job, attempt, options))) return;
  const outcome = await within(runner.run(job, jobStep(job, attempt, options)), hardBudget(options));
  await conclude(job, attempt, runner, outcome, options);
}

const hardBudget = (options: RunJobOptions) => (options.remainingMs ? options.remainingMs() - TIMEOUT_MARGIN_MS : undefined);

/** queued -> running for this invocation; false when another delivery started it first. */
async function start(job: JobItem, attempt: number, options: RunJobOptions): Promise<boolean> {
  const runningUntil = new Date(Date.now() + (options.remainingMs ? options.remainingMs() : DEFAULT_MAX_RUN_MS)).toISOString();
  try {
    await updateJob(job.tenant_id, job.id, { status: 'running', running_until: runningUntil }, { ifStatus: 'queued', ifAttempt: attempt });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function jobStep(job: JobItem, attempt: number, options: RunJobOptions): JobStep {
  const owned = { ifStatus: 'running', ifAttempt: attempt } as const;
  const write = async (change: Parameters<typeof updateJob>[2]) => {
    try {
      await updateJob(job.tenant_id, job.id, change, owned);
    } catch (error) {
      throw isConditionFailure(error) ? new JobGone("The job is no longer this invocation's to run.") : error;
    }
  };
  return {
    reportProgress: (done, total) => write({ progress: { done, total } }),
    checkpoint: ({ cursor, progress, result }) => write({ cursor, progress, result }),
    shouldPause: () => Boolean(options.remainingMs && options.remainingMs() <= PAUSE_MARGIN_MS),
  };
}

async function conclude(job: JobItem, attempt: number, runner: JobRunner, outcome: Outcome, options: RunJobOptions): Promise<void> {
  if (outcome.kind === 'done') return settle(job, { status: 'done', result: outcome.result }, runner.realtimeType);
  if (outcome.kind === 'paused') return continueLater(job, attempt, runner);
  if (outcome.kind === 'error' && outcome.error instanceof JobGone) {
    logEvent('info', 'job stopped: cleared or settled elsewhere', { jobId: job.id, kind: job.kind });
    return;
  }
  if (outcome.kind === 'timeout') logEvent('error', 'job stopped: out of time', { jobId: job.id, kind: job.kind, budgetMs: hardBudget(options) });
  else if (outcome.error instanceof JobParamsError)
    logEvent('error', 'job refused: params not valid', { jobId: job.id, kind: job.kind, fields: outcome.error.fields });
  else logEvent('error', 'job failed', { jobId: job.id, kind: job.kind, error: (outcome.error as Error).name });
  const error = outcome.kind === 'timeout' ? JOB_STOPPED_ERROR : 'The job could not be completed.';
  await settle(job, { status: 'failed', error }, runner.realtimeType);
}

/**
 * The run saved its cursor and stopped: hand the job to the next invocation. The job item first
 * (queued for attempt + 1), then the message: if sending fails, this message is retried, finds
 * the job queued for a later attempt and sends the continuation again.
 */
async function continueLater(job: JobItem, attempt: number, runner: JobRunner): Promise<void> {
  try {
    await updateJob(job.tenant_id, job.id, { status: 'queued', attempt: attempt + 1, running_until: null }, { ifStatus: 'running', ifAttempt: attempt });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logEvent('info', 'job not continued: cleared or settled elsewhere', { jobId: job.id, kind: job.kind });
    return;
  }
  logEvent('info', 'job continues in a fresh invocation', { jobId: job.id, kind: job.kind, attempt: attempt + 1 });
  await sendJob({ tenantId: job.tenant_id, jobId: job.id, attempt: attempt + 1 }, runner.queue);
}

/** Ends a running job (only if it is still running) and tells its user. */
async function settle(job: JobItem, change: Pick<JobItem, 'status'> & Partial<Pick<JobItem, 'result' | 'error'>>, realtimeType?: JobRunner['realtimeType']) {
  try {
    await updateJob(job.tenant_id, job.id, { ...change, running_until: null }, { ifStatus: 'running' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logEvent('warn', 'job already settled', { jobId: job.id, kind: job.kind });
    return;
  }
  if (realtimeType) await publishToUser(job.tenant_id, job.user_id, { type: realtimeType, payload: { id: job.id, status: change.status } });
}

/** The run's outcome, or 'timeout' once `budgetMs` has passed (the run itself cannot be cancelled; the invocation ends soon after). */
async function within(run: Promise<Record<string, unknown> | JobPause>, budgetMs: number | undefined): Promise<Outcome> {
  const settled = run.then(
    (result): Outcome => (result instanceof JobPause ? { kind: 'paused' } : { kind: 'done', result }),
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
