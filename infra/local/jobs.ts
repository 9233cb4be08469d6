import { type SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { setJobTransport } from '@praktijk/functions/lib/jobs/queue';
import { SCHEDULED_EXPORTS_KIND } from '@praktijk/functions/lib/jobs/run-job';
import { handler as worker } from '@praktijk/functions/jobs/worker';
import { SCHEDULE } from '@praktijk/functions/lib/jobs/schedule';

// The twin's job queue and scheduler: messages go to the same worker handler SQS invokes in the
// cloud, one at a time, in an SQS-shaped event; a failed record is retried like SQS would.
const MAX_RECEIVES = 3;

function sqsEvent(body: string, receiveCount: number): SQSEvent {
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: 'twin',
        body,
        md5OfBody: '',
        eventSource: 'aws:sqs',
        awsRegion: 'us-east-1',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:praktijk-jobs',
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: String(Date.now()),
          SenderId: 'twin',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
      },
    ],
  };
}

export class LocalJobQueue {
  private chain: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  start(): void {
    setJobTransport(async (message) => this.enqueue(JSON.stringify(message)));
    this.scheduleNextTick();
  }

  enqueue(body: string, receiveCount = 1): void {
    this.chain = this.chain.then(async () => {
      const result = await worker(sqsEvent(body, receiveCount)).catch(() => ({ batchItemFailures: [{ itemIdentifier: 'x' }] }));
      if (result.batchItemFailures.length && receiveCount < MAX_RECEIVES) this.enqueue(body, receiveCount + 1);
      else if (result.batchItemFailures.length) console.error('[jobs] a message failed 3 times and was dropped (the dead-letter queue in the cloud)');
    });
  }

  /** Resolves when every message queued so far has been handled (tests use it). */
  idle(): Promise<void> {
    return this.chain;
  }

  private scheduleNextTick(): void {
    const wait = SCHEDULE.msUntilNextRun(new Date());
    this.timer = setTimeout(() => {
      this.enqueue(JSON.stringify({ kind: SCHEDULED_EXPORTS_KIND }));
      this.scheduleNextTick();
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
