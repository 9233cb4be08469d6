import { type SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { JOB_QUEUES, type JobQueue } from '@praktijk/shared/jobs';
import { SCHEDULE_GROUP, setJobTransport } from '@praktijk/functions/lib/jobs/queue';
import { SCHEDULED_EXPORTS_KIND } from '@praktijk/functions/lib/jobs/run-job';
import { MAX_RECEIVE_COUNT, QUEUE_CONCURRENCY, WORKER_TIMEOUT_SECONDS } from '@praktijk/functions/lib/jobs/worker-settings';
import { handler as worker } from '@praktijk/functions/jobs/worker';
import { SCHEDULE } from '@praktijk/functions/lib/jobs/schedule';

// The twin's job queues and scheduler, modelled on the cloud's (infra/stacks/jobs-stack.ts): two
// queues, interactive and nightly, each working on its own so the night's work never holds up an
// import; messages go to the same worker handler SQS invokes, in an SQS-shaped event, with a
// context whose remaining time counts down the cloud's worker timeout (so jobs checkpoint and
// continue here as they do there); a failed record is retried like SQS would. Fairness as SQS
// fair queues give it: each message carries its practice as group, and each queue takes its next
// message from the groups in turn, so one practice's burst does not make another's job wait.

function sqsEvent(body: string, receiveCount: number, queue: JobQueue): SQSEvent {
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: 'twin',
        body,
        md5OfBody: '',
        eventSource: 'aws:sqs',
        awsRegion: 'us-east-1',
        eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:praktijk-jobs-${queue}`,
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

interface Waiting {
  body: string;
  receiveCount: number;
}

/**
 * One queue: messages wait per group (practice); the next one handled is the oldest of the group
 * after the one served last, round robin. Up to `concurrency` messages are handled at once, as the
 * cloud's event source runs QUEUE_CONCURRENCY invocations per queue: one long import (minutes, until
 * it checkpoints) must not hold every other practice's import back.
 */
export class FairQueue {
  private readonly groups = new Map<string, Waiting[]>();
  private active = 0;
  private drained: Promise<void> = Promise.resolve();
  private resolveDrained: (() => void) | undefined;

  constructor(
    private readonly handle: (body: string, receiveCount: number) => Promise<boolean>,
    private readonly concurrency = 1,
  ) {}

  enqueue(body: string, group: string, receiveCount = 1): void {
    const waiting = this.groups.get(group) ?? [];
    waiting.push({ body, receiveCount });
    this.groups.set(group, waiting);
    if (!this.resolveDrained) this.drained = new Promise((resolve) => (this.resolveDrained = resolve));
    if (this.active < this.concurrency) {
      this.active++;
      void this.work();
    }
  }

  /** The group served next: the one waiting longest since it was last served (groups rotate: served, then to the back). */
  nextGroup(): string | undefined {
    return this.groups.keys().next().value;
  }

  private take(): { group: string; message: Waiting } | undefined {
    const group = this.nextGroup();
    if (group === undefined) return undefined;
    const waiting = this.groups.get(group)!;
    const message = waiting.shift()!;
    this.groups.delete(group);
    if (waiting.length) this.groups.set(group, waiting); // to the back of the turn
    return { group, message };
  }

  private async work(): Promise<void> {
    for (let next = this.take(); next; next = this.take()) {
      const { group, message } = next;
      const failed = await this.handle(message.body, message.receiveCount).catch(() => true);
      if (failed && message.receiveCount < MAX_RECEIVE_COUNT) this.enqueue(message.body, group, message.receiveCount + 1);
      else if (failed) console.error('[jobs] a message failed 3 times and was dropped (the dead-letter queue in the cloud)');
    }
    this.active--;
    if (this.active > 0) return;
    this.resolveDrained?.();
    this.resolveDrained = undefined;
  }

  /** Resolves when every message queued so far (and each one they sent on) has been handled. */
  idle(): Promise<void> {
    return this.drained;
  }
}

export class LocalJobQueue {
  readonly queues: Record<JobQueue, FairQueue>;
  private timer?: NodeJS.Timeout;

  /** invocationMs: how long an invocation may run before its job must continue in a fresh one (the cloud's worker timeout unless a bench shortens it). */
  constructor(private readonly invocationMs = Number(process.env.PRAKTIJK_TWIN_JOB_INVOCATION_MS) || WORKER_TIMEOUT_SECONDS * 1000) {
    const queue = (name: JobQueue) => new FairQueue((body, count) => this.invoke(body, count, name), QUEUE_CONCURRENCY[name]);
    this.queues = { interactive: queue('interactive'), nightly: queue('nightly') };
  }

  start(): void {
    setJobTransport(async (message, queue, group) => this.queues[queue].enqueue(JSON.stringify(message), group));
    this.scheduleNextTick();
  }

  /** True when the record failed. */
  private async invoke(body: string, receiveCount: number, queue: JobQueue): Promise<boolean> {
    const deadline = Date.now() + this.invocationMs;
    const result = await worker(sqsEvent(body, receiveCount, queue), { getRemainingTimeInMillis: () => deadline - Date.now() });
    return result.batchItemFailures.length > 0;
  }

  /** Resolves when both queues have handled every message queued so far (tests use it). */
  async idle(): Promise<void> {
    await Promise.all(JOB_QUEUES.map((queue) => this.queues[queue].idle()));
  }

  private scheduleNextTick(): void {
    const wait = SCHEDULE.msUntilNextRun(new Date());
    this.timer = setTimeout(() => {
      this.queues.nightly.enqueue(JSON.stringify({ kind: SCHEDULED_EXPORTS_KIND }), SCHEDULE_GROUP);
      this.scheduleNextTick();
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
