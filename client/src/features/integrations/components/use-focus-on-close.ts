import { type RefObject, useEffect, useRef } from 'react';

/** When `open` turns false (a confirm step backed out of), focus goes back to the control that opened it. */
export function useFocusOnClose(open: boolean, target: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus();
    wasOpen.current = open;
  }, [open, target]);
}
