import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';

import { useFocusTrap } from './use-focus-trap';

type Placement = 'right' | 'center';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** Id of the visible title that names the dialog. */
  labelledBy: string;
  /** 'right': a drawer sliding in from the right edge; 'center': a modal (a bottom sheet on phones). */
  placement: Placement;
  /** Width classes of the panel, e.g. 'w-full sm:w-[23rem]'. */
  className?: string;
  children: ReactNode;
}

// 0.3 s slide and a 0.5 black backdrop (docs/product/rules.md#constants). `starting:` animates the very first
// render too, because drawers are lazy-loaded and mount already open.
const panelClasses: Record<Placement, (open: boolean) => string> = {
  right: (open) =>
    `absolute inset-y-0 right-0 flex flex-col transition-transform duration-300 ease-out starting:translate-x-full ${
      open ? 'translate-x-0' : 'translate-x-full'
    }`,
  center: (open) =>
    `relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl transition duration-300 ease-out starting:translate-y-8 starting:opacity-0 sm:max-h-[88dvh] sm:rounded-3xl ${
      open ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0'
    }`,
};

/**
 * The one modal surface of the shop (item modal, cart drawer, side menu): `role="dialog"` with
 * `aria-modal`, labelled by its title, focus kept inside, Escape and the backdrop close it, focus
 * returns to the opener. While closed it stays mounted but invisible and inert, so it can slide out.
 */
export function Sheet({ open, onClose, labelledBy, placement, className = '', children }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);

  return createPortal(
    <div
      inert={!open}
      className={`fixed inset-0 z-50 flex items-end justify-center transition-[visibility] duration-300 sm:items-center sm:p-6 ${
        open ? 'visible' : 'invisible'
      } ${placement === 'right' ? 'sm:p-0' : ''}`}
    >
      {/* Pointer-only shortcut; keyboard users have Escape and the close button. */}
      <div
        aria-hidden="true"
        data-testid="sheet-backdrop"
        onClick={onClose}
        className={`absolute inset-0 bg-black/50 transition-opacity duration-300 starting:opacity-0 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`bg-cream-50 shadow-2xl outline-none ${panelClasses[placement](open)} ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
