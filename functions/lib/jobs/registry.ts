import { type RealtimeType } from '@praktijk/shared/constants';
import { type JobItem } from './jobs';

// Job kinds register a runner here (exports, imports: later issues). The worker refuses kinds
// it does not know by marking the job failed, never by pretending to succeed.
export interface JobRunner {
  /** The realtime message type sent to the job's user when it ends. */
  realtimeType: RealtimeType;
  run(job: JobItem, reportProgress: (done: number, total: number) => Promise<void>): Promise<Record<string, unknown>>;
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
