import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again ('Send a new code'): starts at `seconds`, counts
 * down once a second to 0; `restart()` begins a new wait.
 */
export function useCooldown(seconds: number): { left: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);
  return { left, restart };
}
