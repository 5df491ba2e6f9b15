import type { SeqStorage } from '@pizza/shared';

/** The tab's sessionStorage (where the channel keeps its lastSeq), if the browser lets us have it. */
export function sessionSeqStorage(): SeqStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
