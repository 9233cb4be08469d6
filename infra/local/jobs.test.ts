import { describe, expect, it } from 'vitest';
import { FairQueue } from './jobs';

// The twin's queues give each practice its turn, as SQS fair queues do in the cloud: a burst of
// one practice's jobs does not make another practice's job wait behind all of them.
describe("the twin's fair job queue", () => {
  it('serves practices in turn, each in the order its messages came', async () => {
    const handled: string[] = [];
    const queue = new FairQueue(async (body) => {
      handled.push(body);
      return false;
    });
    for (let i = 1; i <= 5; i++) queue.enqueue(`a${i}`, 'practice-a');
    queue.enqueue('b1', 'practice-b');
    queue.enqueue('c1', 'practice-c');
    queue.enqueue('b2', 'practice-b');
    await queue.idle();
    // a1 was taken the moment it came; from then on the practices take turns: practice a's burst
    // of five holds b and c back by at most one job each.
    expect(handled).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4', 'a5']);
  });

  it('retries a failed message up to three receives, then drops it (the dead-letter queue in the cloud)', async () => {
    const receives: number[] = [];
    const queue = new FairQueue(async (_body, count) => {
      receives.push(count);
      return true;
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (line: unknown) => void errors.push(line);
    try {
      queue.enqueue('x', 'practice-a');
      await queue.idle();
    } finally {
      console.error = original;
    }
    expect(receives).toEqual([1, 2, 3]);
    expect(errors).toHaveLength(1);
  });

  it("runs up to its concurrency at once, so one practice's long job does not hold another's back", async () => {
    const handled: string[] = [];
    let finishLong: () => void = () => undefined;
    const queue = new FairQueue(async (body) => {
      if (body === 'long') await new Promise<void>((resolve) => (finishLong = resolve));
      handled.push(body);
      return false;
    }, 2);
    queue.enqueue('long', 'practice-a');
    queue.enqueue('short', 'practice-b');
    const idle = queue.idle();
    await expect.poll(() => handled).toEqual(['short']);
    finishLong();
    await idle;
    expect(handled).toEqual(['short', 'long']);
  });

  it('includes messages sent while it works (a job continuing in a fresh invocation) before it is idle', async () => {
    const handled: string[] = [];
    const queue: FairQueue = new FairQueue(async (body) => {
      handled.push(body);
      if (body === 'job') queue.enqueue('job, continued', 'practice-a');
      return false;
    });
    queue.enqueue('job', 'practice-a');
    await queue.idle();
    expect(handled).toEqual(['job', 'job, continued']);
  });
});
