import { ChevronDown, CircleUserRound } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { useDismiss } from '../../../components/ui/use-dismiss';

export type MenuEntry =
  | { key: string; label: string; to: string; state?: unknown; onSelect?: never }
  | { key: string; label: string; onSelect: () => void; to?: never; state?: never };

interface DropdownMenuProps {
  /** The button's text and accessible name ('Hello, Anna', 'Account'). */
  label: string;
  entries: MenuEntry[];
  /** 'dark' for the staff bar's dark background. */
  tone?: 'light' | 'dark';
}

const buttonTones = {
  light: { button: 'text-ink hover:bg-cream-200', icon: 'text-brand-700' },
  dark: { button: 'text-paper hover:bg-white/10', icon: 'text-accent-300' },
};

const itemClasses =
  'flex min-h-11 w-full cursor-pointer items-center rounded-xl px-3 text-left font-semibold text-ink hover:bg-cream-100 focus-visible:bg-cream-100';

/**
 * The account button of the top bars: a disclosure whose items are ordinary links and buttons
 * (Tab reaches them), plus arrow keys, Home/End, and Escape that closes and returns focus.
 */
export function DropdownMenu({ label, entries, tone = 'light' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const moves: Record<string, (current: number) => number> = {
      ArrowDown: (current) => current + 1,
      ArrowUp: (current) => (current < 0 ? -1 : current - 1),
      Home: () => 0,
      End: () => -1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (!open) setOpen(true);
    // Opening renders the items first; focus once they exist.
    requestAnimationFrame(() => focusItem(move(items().indexOf(document.activeElement as HTMLElement))));
  };

  // Tabbing out of the menu closes it, so it never stays open behind the keyboard user.
  const onBlur = (event: FocusEvent) => {
    if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2 font-semibold sm:px-3 ${buttonTones[tone].button}`}
      >
        <CircleUserRound aria-hidden="true" className={`size-6 shrink-0 ${buttonTones[tone].icon}`} />
        {/* Phones show only the icon (the greeting opens the panel); wider screens show the greeting. */}
        <span className="sr-only md:not-sr-only">
          <span className="block max-w-56 truncate">{label}</span>
        </span>
        <ChevronDown aria-hidden="true" className={`hidden size-4 transition-transform md:block ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-60 rounded-2xl border border-cream-200 bg-surface p-2 shadow-card-hover"
      >
        {/* The greeting is only in the button on wide screens; phones see it here. */}
        <p aria-hidden="true" className="truncate px-3 pt-1 pb-2 text-sm font-semibold text-ink-muted md:hidden">
          {label}
        </p>
        <ul className="flex flex-col gap-0.5">
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.to !== undefined ? (
                <Link data-menu-item to={entry.to} state={entry.state} onClick={close} className={itemClasses}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  data-menu-item
                  type="button"
                  onClick={() => {
                    close();
                    entry.onSelect();
                  }}
                  className={itemClasses}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
