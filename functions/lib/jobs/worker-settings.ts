import { type JobQueue } from '@praktijk/shared/jobs';

// The worker's limits, one place for the CDK stack (infra/stacks/jobs-stack.ts) and the twin's
// queues (infra/local/jobs.ts), so tests on the twin run jobs under the cloud's rules.

/** One invocation's timeout: a job that checkpoints continues in a fresh invocation before it (run-job.ts). */
export const WORKER_TIMEOUT_SECONDS = 300;
/** A message that failed this many receives goes to its queue's dead-letter queue. */
export const MAX_RECEIVE_COUNT = 3;
/**
 * Invocations that run at once per queue, so a burst cannot starve the API of table capacity:
 * more for the jobs a user waits for; the night's work has hours.
 */
export const QUEUE_CONCURRENCY: Record<JobQueue, number> = { interactive: 5, nightly: 2 };
