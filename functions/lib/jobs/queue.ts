import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ENV, requireEnv } from '../env';
import { type JobMessage } from './jobs';

// How a job reaches the worker: SQS in the cloud; the twin swaps in its in-process queue.
export type JobTransport = (message: JobMessage) => Promise<void>;

let sqs: SQSClient | undefined;
const sqsTransport: JobTransport = async (message) => {
  sqs ??= new SQSClient({});
  await sqs.send(new SendMessageCommand({ QueueUrl: requireEnv(ENV.jobsQueueUrl), MessageBody: JSON.stringify(message) }));
};

let transport: JobTransport = sqsTransport;

export function setJobTransport(next: JobTransport): void {
  transport = next;
}

export function sendJob(message: JobMessage): Promise<void> {
  return transport(message);
}
