import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a final move (Delivered, Completed) can still be taken back before it is sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * Holds a change back for UNDO_WINDOW_MS so a mistaken tap can be undone (an Undo instead
 * of a confirmation on a busy board). Nothing is lost: when the window ends, when the card leaves
 * the screen (another tab, another page) and when the page itself is left ('pagehide': a reload,
 * a closed tab), the change is committed at once; the commit uses a keepalive request.
 */
export function useUndoWindow<T>(commit: (value: T) => void) {
  const [waiting, setWaiting] = useState<T | null>(null);
  const pending = useRef<{ value: T; timer: number } | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const flush = useCallback(() => {
    const held = pending.current;
    if (!held) return;
    pending.current = null;
    window.clearTimeout(held.timer);
    setWaiting(null);
    commitRef.current(held.value);
  }, []);

  const start = useCallback(
    (value: T) => {
      flush();
      pending.current = { value, timer: window.setTimeout(flush, UNDO_WINDOW_MS) };
      setWaiting(value);
    },
    [flush],
  );

  const undo = useCallback(() => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    pending.current = null;
    setWaiting(null);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { waiting, start, undo };
}
