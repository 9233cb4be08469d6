import { describe, expect, it } from 'vitest';
import { serialQueue } from './serial-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serialQueue', () => {
  it('starts a task of a key only after the one before it has answered', async () => {
    const queue = serialQueue();
    const first = deferred<string>();
    const started: string[] = [];
    const a = queue.run('c1', () => {
      started.push('a');
      return first.promise;
    });
    const b = queue.run('c1', () => {
      started.push('b');
      return Promise.resolve('b');
    });
    await tick();
    expect(started).toEqual(['a']);
    first.resolve('a');
    await expect(a).resolves.toBe('a');
    await expect(b).resolves.toBe('b');
    expect(started).toEqual(['a', 'b']);
  });

  it('goes on after a failed task, which still fails for its caller', async () => {
    const queue = serialQueue();
    const failed = queue.run('c1', () => Promise.reject(new Error('409')));
    const next = queue.run('c1', () => Promise.resolve('saved'));
    await expect(failed).rejects.toThrow('409');
    await expect(next).resolves.toBe('saved');
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = serialQueue();
    const slow = deferred<string>();
    const started: string[] = [];
    void queue.run('c1', () => {
      started.push('c1');
      return slow.promise;
    });
    await queue.run('c2', () => {
      started.push('c2');
      return Promise.resolve('done');
    });
    expect(started).toEqual(['c1', 'c2']);
    slow.resolve('x');
  });
});
