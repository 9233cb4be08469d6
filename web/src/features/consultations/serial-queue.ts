// Runs tasks one after another per key: a task starts once the one before it (of the same key)
// has settled, whether it succeeded or failed. Writes of one record use it, so each reads the
// record's consistency_token only after the write before it has answered with the new one.
export interface SerialQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function serialQueue(): SerialQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const before = tails.get(key) ?? Promise.resolve();
      const result = before.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      // The last task of a key removes its entry, so the map does not grow with every record opened.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
