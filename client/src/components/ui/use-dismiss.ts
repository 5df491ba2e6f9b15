import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup (SPEC user menu rules) on a press outside it, on page scroll, and on a touch move
 * outside it. Touch moves inside are ignored so a slightly shaky tap on an item still lands.
 */
export function useDismiss(rootRef: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const isOutside = (event: Event) => !(event.target instanceof Node && rootRef.current?.contains(event.target));
    const onPress = (event: Event) => {
      if (isOutside(event)) close();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('touchmove', onPress, { passive: true });
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('touchmove', onPress);
      window.removeEventListener('scroll', close);
    };
  }, [open, close, rootRef]);
}
