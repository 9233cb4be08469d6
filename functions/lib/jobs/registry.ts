import { type RealtimeType } from '@praktijk/shared/constants';
import { type z } from 'zod';
import { type JobDeclaration, type JobQueue } from '@praktijk/shared/jobs';
import { type JobItem } from './jobs';

// Job kinds register a runner here. The worker refuses kinds it does not know by marking the job
// failed, never by pretending to succeed.

/** What a running job is given besides its item. */
export interface JobStep {
  /** Saves progress only (as before checkpoints). */
  reportProgress(done: number, total: number): Promise<void>;
  /**
   * Saves where the run is (its cursor), its progress and its result so far on the job item, in
   * one write that holds only while this invocation still owns the job; throws JobGone when it
   * does not (the job was cleared or settled meanwhile): the run then stops.
   */
  checkpoint(state: { cursor: Record<string, unknown>; progress: { done: number; total: number }; result: Record<string, unknown> }): Promise<void>;
  /** True once the invocation has too little time left for another stretch of work: save, then return JobPause. */
  shouldPause(): boolean;
}

/** A run's answer when it stopped to continue in a fresh invocation from `cursor` (saved by its last checkpoint). */
export class JobPause {
  readonly paused = true;
}

/** The job is no longer this invocation's to run: cleared (cancelled) or settled by another. */
export class JobGone extends Error {
  override name = 'JobGone';
}

/** A job whose params or cursor do not match its kind's declaration: it fails, and the log names the fields (never their values). */
export class JobParamsError extends Error {
  override name = 'JobParamsError';
  constructor(readonly fields: string[]) {
    super('The job parameters are not valid.');
  }
}

export interface JobRunner {
  /** The realtime message type sent to the job's user when it ends. */
  realtimeType: RealtimeType;
  /** Where its continuation messages go; 'interactive' when not said. */
  queue?: JobQueue;
  run(job: JobItem, step: JobStep): Promise<Record<string, unknown> | JobPause>;
}

/**
 * The runner of a kind declared in the shared contract (`declaredRunner(JOBS[kind], ...)`): its
 * params and cursor are parsed with the kind's schemas before `run` sees them, and its result is
 * checked against the declared one.
 */
export function declaredRunner<P extends z.ZodType, C extends z.ZodType, R extends z.ZodType<Record<string, unknown>>>(
  declaration: JobDeclaration<P, C, R>,
  run: (job: JobItem, input: { params: z.infer<P>; cursor: z.infer<C> | null }, step: JobStep) => Promise<z.infer<R> | JobPause>,
): JobRunner {
  return {
    realtimeType: declaration.realtimeType,
    queue: declaration.queue,
    async run(job, step) {
      const params = declaration.params.safeParse(job.params);
      const cursor = job.cursor ? declaration.cursor.safeParse(job.cursor) : undefined;
      if (!params.success) throw new JobParamsError(params.error.issues.map((issue) => issue.path.join('.')));
      if (cursor && !cursor.success) throw new JobParamsError(cursor.error.issues.map((issue) => `cursor.${issue.path.join('.')}`));
      const outcome = await run(job, { params: params.data, cursor: cursor?.data ?? null }, step);
      return outcome instanceof JobPause ? outcome : declaration.result.parse(outcome);
    },
  };
}

/**
 * Periodic work started by the nightly schedule (scheduled exports, in a later issue), run for one
 * practice per invocation (the tick fans out one message per practice). `now` is the tick's time,
 * the same for every practice however late its message is handled. A message may be delivered
 * twice: a task must be safe to run again for the same practice and night.
 */
export type ScheduledTask = (tenantId: string, now: Date) => Promise<number>;

const runners = new Map<string, JobRunner>();
const scheduledTasks = new Map<string, ScheduledTask>();

export function registerJobKind(kind: string, runner: JobRunner): void {
  runners.set(kind, runner);
}

export function jobRunner(kind: string): JobRunner | undefined {
  return runners.get(kind);
}

export function registerScheduledTask(name: string, task: ScheduledTask): void {
  scheduledTasks.set(name, task);
}

export function listScheduledTasks(): [string, ScheduledTask][] {
  return [...scheduledTasks.entries()];
}
