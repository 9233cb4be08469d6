import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ENV, requireEnv } from '../env';
import { traceAwsCalls } from '../tracing';
import { type JobMessage, type ScheduledMessage } from './jobs';

// How a job (or a practice's share of the nightly tick) reaches the worker: SQS in the cloud; the
// twin swaps in its in-process queue.
export type QueueMessage = JobMessage | ScheduledMessage;
export type JobTransport = (message: QueueMessage) => Promise<void>;

let sqs: SQSClient | undefined;
const sqsTransport: JobTransport = async (message) => {
  sqs ??= traceAwsCalls(new SQSClient({}));
  await sqs.send(new SendMessageCommand({ QueueUrl: requireEnv(ENV.jobsQueueUrl), MessageBody: JSON.stringify(message) }));
};

let transport: JobTransport = sqsTransport;

export function setJobTransport(next: JobTransport): void {
  transport = next;
}

export function sendJob(message: QueueMessage): Promise<void> {
  return transport(message);
}
