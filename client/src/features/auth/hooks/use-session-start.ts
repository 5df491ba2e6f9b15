import { useEffect, useRef } from 'react';

import { startSession } from './start-session';

/** Runs the session-start check once per app load (the ref survives StrictMode's double effect). */
export function useSessionStart(): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSession();
  }, []);
}
