import { useSyncExternalStore } from 'react';

/** How often "12 min ago" is recomputed; a minute display needs nothing finer. */
export const CLOCK_TICK_MS = 15_000;

/** One shared timer for everything that shows a time (board cards, opening hours), running only while something does. */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
