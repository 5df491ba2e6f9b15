/**
 * Runs async tasks one after another, in the order they were queued. The orders service commits
 * through one: every order change also advances the single event counter, so concurrent
 * transactions would all conflict on it and retry in rounds (n tasks, n rounds); queued, each
 * commits first time. Across instances the transactions still conflict and retry, correctly.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

export type SerialQueue = ReturnType<typeof createSerialQueue>;
