import { type RefObject, useEffect, useEffectEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Rendered, reachable controls: not inside [hidden]/[inert], and not hidden by CSS (e.g. `sm:hidden`). */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]') && (element.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first goes to the last. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  const all = focusables(container);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node && container.contains(active));
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page behind a dialog from scrolling; padding takes the scrollbar's place so nothing shifts. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

/**
 * While `active`, keeps keyboard focus inside `containerRef` (modal dialogs and drawers), closes on
 * Escape, locks the page scroll, and on deactivation returns focus to whatever opened it.
 * The container (or its `[data-autofocus]` child) receives focus first, so screen readers start
 * at the dialog's title rather than its first button.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (container.querySelector<HTMLElement>('[data-autofocus]') ?? container).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') {
        keepTabInside(event, container);
      }
    };
    const unlockScroll = lockPageScroll();
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      // The opener may be gone (e.g. the page navigated away); focusing a detached node is a no-op anyway.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
