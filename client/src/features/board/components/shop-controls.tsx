import { type RestaurantStatus, type ShopState, shopStateOf, untilWhen } from '@pizza/shared';
import { ChevronDown, Gauge } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDismiss } from '../../../components/ui/use-dismiss';
import { useNow } from '../../../lib/use-now';
import { type ShopControl, useShopControl } from '../api/restaurant-status';
import { BusyGroup, CloseGroup, PauseGroup } from './shop-control-groups';

/** The words for the state on the controls' button (and its accessible name): the real reason orders stop. */
export function useShopStateText(): (state: ShopState) => string {
  const { t, i18n } = useTranslation();
  const now = new Date(useNow());
  return (state) => {
    switch (state.kind) {
      case 'paused':
        return t('board.controls.state.paused', { time: untilWhen(state.until, now, i18n.language) });
      case 'closed-until':
        return t('board.controls.state.closedUntil', { time: untilWhen(state.until, now, i18n.language) });
      case 'hours':
        return t('board.controls.state.closedByHours');
      case 'switched-off':
        return t('board.controls.state.closed');
      case 'open':
        return state.busyExtraMinutes > 0
          ? t('board.controls.state.busy', { minutes: state.busyExtraMinutes })
          : t('board.controls.state.normal');
    }
  };
}

/**
 * The board's one-tap shop controls next to the Opened/Closed switch: busy mode (+15/+30/+45 min
 * on every new estimate), pausing new orders for 15/30/60 min (and resuming), and closing until
 * a time (30 min, 1 h, the rest of today, or a chosen time). Each tap asks the server and shows
 * its answer; a pause or closing ends by itself at its time.
 */
export function ShopControls({ status }: { status: RestaurantStatus }) {
  const { t } = useTranslation();
  const stateText = useShopStateText();
  const control = useShopControl();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [open]);

  const state = shopStateOf(status);
  const label = stateText(state);
  const busy = control.isPending;

  const run = (action: ShopControl) =>
    control.mutate(action, {
      onSuccess: () => {
        setOpen(false);
        buttonRef.current?.focus();
      },
    });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const highlighted = state.kind !== 'open' || state.busyExtraMinutes > 0;
  return (
    <div ref={rootRef} onKeyDown={onKeyDown} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('board.controls.button')}: ${label}`}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2.5 font-bold ring-1 sm:px-3 transition-colors ${
          highlighted ? 'bg-accent-400 text-night ring-accent-500' : 'bg-white/10 text-paper ring-white/25 hover:bg-white/20'
        }`}
      >
        <Gauge aria-hidden="true" className="size-5 shrink-0" />
        <span aria-hidden="true" className="hidden max-w-44 truncate sm:inline lg:max-w-72">
          {label}
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform max-sm:hidden ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-label={t('board.controls.button')}
        hidden={!open}
        className="fixed inset-x-2 top-16 z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl bg-surface p-4 text-ink shadow-card-hover ring-1 ring-ink/10 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
      >
        <p className="mb-3 rounded-xl bg-cream-100 px-3 py-2 font-semibold" aria-live="polite">
          {t('board.controls.now', { state: label })}
        </p>
        <div className="flex flex-col gap-5">
          <BusyGroup extraMinutes={status.busyExtraMinutes} busy={busy} run={run} />
          {/* A pause only matters while orders come in: a closed shop is opened or closed, not paused. */}
          {(state.kind === 'open' || state.kind === 'paused') && <PauseGroup paused={state.kind === 'paused'} busy={busy} run={run} />}
          <CloseGroup state={state} busy={busy} run={run} />
        </div>
        {control.isError && (
          <p role="alert" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
            {t('board.restaurant.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
