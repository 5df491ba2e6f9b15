/**
 * A read of the log that has not answered after this long is given up (the reader tries again).
 * Seen in the chaos run: after the database connections were cut mid-write, one query's promise
 * never settled, and the follower, waiting on it, delivered nothing until the instance restarted.
 * The sockets' follower and replay both read under it.
 */
export const LOG_READ_LIMIT_MS = 15_000;

export function withinReadLimit<T>(read: Promise<T>, ms: number = LOG_READ_LIMIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`reading the event log did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([read, limit]).finally(() => clearTimeout(timer));
}
