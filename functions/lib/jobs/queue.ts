import { type SQSClient } from '@aws-sdk/client-sqs';
import { type JobQueue, type QueueMessage } from '@praktijk/shared/jobs';
import { ENV, requireEnv } from '../env';
import { traceAwsCalls } from '../tracing';

// How a job (or a practice's share of the nightly tick) reaches the worker: SQS in the cloud; the
// twin swaps in its in-process queues. Two queues (shared/src/jobs.ts JOB_QUEUES): jobs a user
// waits for, and the nightly work.
//
// Fairness between practices: every message carries its practice as SQS message group. On a
// standard queue that makes it an SQS fair queue: when one practice has a burst of messages in
// flight, SQS delivers the other practices' messages first, so one practice's 50 imports do not
// make another's one import wait behind them. Chosen over a per-practice running limit (a guard
// item counting running jobs) because it needs no counter that a crashed invocation could leave
// wrong, and no message is held back while capacity is idle. The twin models the same rule.
export type { QueueMessage };
export type JobTransport = (message: QueueMessage, queue: JobQueue, group: string) => Promise<void>;

/** The message group of the nightly tick before it is fanned out to practices. */
export const SCHEDULE_GROUP = 'schedule';

const QUEUE_URL_ENV: Record<JobQueue, string> = { interactive: ENV.jobsQueueUrl, nightly: ENV.nightlyJobsQueueUrl };

// The SQS client's module loads with the first message sent, not at every cold start of the
// Lambdas that bundle it: of the patients Lambda's requests only an import's start sends one, and
// the worker sends one only to continue a job or to fan out the nightly tick.
let sqs: SQSClient | undefined;
const sqsTransport: JobTransport = async (message, queue, group) => {
  const { SendMessageCommand, SQSClient } = await import('./sqs-client');
  sqs ??= traceAwsCalls(new SQSClient({}));
  await sqs.send(new SendMessageCommand({ QueueUrl: requireEnv(QUEUE_URL_ENV[queue]), MessageBody: JSON.stringify(message), MessageGroupId: group }));
};

let transport: JobTransport = sqsTransport;

export function setJobTransport(next: JobTransport): void {
  transport = next;
}

/** queue: by default the nightly queue for the tick, the interactive one for a job (a job's own queue is in its declaration). */
export function sendJob(message: QueueMessage, queue?: JobQueue): Promise<void> {
  const isTick = 'kind' in message;
  return transport(message, queue ?? (isTick ? 'nightly' : 'interactive'), message.tenantId ?? SCHEDULE_GROUP);
}
