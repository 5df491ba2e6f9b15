import { type RefObject, useEffect } from 'react';

/** How far the page must move from where it was when the popup opened before it counts as a scroll. */
const SCROLL_TOLERANCE_PX = 8;

/**
 * Closes a popup (SPEC user menu rules) on a press outside it, on page scroll, and on a touch move
 * outside it. Touch moves inside are ignored so a slightly shaky tap on an item still lands.
 * A scroll counts only when the page really moved since the popup opened: a late scroll event from
 * a programmatic jump (route change, layout settling) must not snatch the menu from under a click.
 */
export function useDismiss(rootRef: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const openedAtY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAtY) > SCROLL_TOLERANCE_PX) close();
    };
    const isOutside = (event: Event) => !(event.target instanceof Node && rootRef.current?.contains(event.target));
    const onPress = (event: Event) => {
      if (isOutside(event)) close();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('touchmove', onPress, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('touchmove', onPress);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, close, rootRef]);
}
