// Mutual exclusion for the replayer: the Web Locks API where the browser has it, so only one tab
// drains at a time; otherwise an in-memory lock shared by everything in this JavaScript realm.

export interface ExclusiveLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

const tails = new Map<string, Promise<unknown>>();

/** Serialises tasks per name within this realm (one tab, or one test process). */
export const memoryLock: ExclusiveLock = {
  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(name) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return result;
  },
};

export function webLock(locks: LockManager): ExclusiveLock {
  return {
    // The lib typing nests the callback's promise; awaiting it unwraps to the task's own result.
    async run<T>(name: string, task: () => Promise<T>): Promise<T> {
      return await locks.request(name, { mode: 'exclusive' }, task);
    },
  };
}

export function defaultLock(): ExclusiveLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? webLock(locks) : memoryLock;
}
