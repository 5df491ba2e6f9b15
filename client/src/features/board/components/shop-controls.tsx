import { BUSY_EXTRA_MINUTES, PAUSE_MINUTES, type RestaurantStatus } from '@pizza/shared';
import { ChevronDown, Gauge } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TimeInput } from '../../../components/ui/time-input';
import { useDismiss } from '../../../components/ui/use-dismiss';
import { type ShopControl, useShopControl } from '../api/restaurant-status';
import { type ShopState, shopStateOf } from '../shop-timing';

const choice =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-3 font-bold ring-1 ring-ink/15 transition-colors hover:bg-cream-100 disabled:cursor-progress disabled:opacity-60 aria-pressed:bg-ink aria-pressed:text-cream-50 aria-pressed:ring-ink';

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-bold">
        {title}
      </h3>
      <p className="text-sm text-ink-muted">{hint}</p>
      {children}
    </section>
  );
}

/** The words for the state on the controls' button (and its accessible name). */
export function useShopStateText(): (state: ShopState) => string {
  const { t } = useTranslation();
  return (state) => {
    switch (state.kind) {
      case 'paused':
        return t('board.controls.state.paused', { time: state.until });
      case 'closed':
        return state.until ? t('board.controls.state.closedUntil', { time: state.until }) : t('board.controls.state.closed');
      case 'busy':
        return t('board.controls.state.busy', { minutes: state.extraMinutes });
      case 'open':
        return t('board.controls.state.normal');
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
  const [time, setTime] = useState('');
  const [timeMissing, setTimeMissing] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const timeId = useId();
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
  const closeAtTime = (event: FormEvent) => {
    event.preventDefault();
    setTimeMissing(!time);
    if (time) run({ kind: 'close-until-time', time });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const highlighted = state.kind !== 'open';
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
        <span aria-hidden="true" className="hidden max-w-44 truncate sm:inline">
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
          <Group title={t('board.controls.busyTitle')} hint={t('board.controls.busyHint')}>
            <div className="grid grid-cols-4 gap-2">
              {BUSY_EXTRA_MINUTES.map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  aria-pressed={status.busyExtraMinutes === minutes}
                  disabled={busy}
                  onClick={() => run({ kind: 'busy', extraMinutes: minutes })}
                  className={choice}
                >
                  {minutes === 0 ? t('board.controls.busyOff') : t('board.controls.plusMinutes', { minutes })}
                </button>
              ))}
            </div>
          </Group>
          {/* A pause only matters while orders come in: a closed shop is opened or closed, not paused. */}
          {state.kind !== 'closed' && (
            <Group title={t('board.controls.pauseTitle')} hint={t('board.controls.pauseHint')}>
              <div className="grid grid-cols-3 gap-2">
                {PAUSE_MINUTES.filter((minutes) => minutes > 0).map((minutes) => (
                  <button key={minutes} type="button" disabled={busy} onClick={() => run({ kind: 'pause', minutes })} className={choice}>
                    {t('board.controls.minutes', { minutes })}
                  </button>
                ))}
              </div>
              {state.kind === 'paused' && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => run({ kind: 'pause', minutes: 0 })}
                  className={`${choice} bg-green-100`}
                >
                  {t('board.controls.resume')}
                </button>
              )}
            </Group>
          )}
          <Group title={t('board.controls.closeTitle')} hint={t('board.controls.closeHint')}>
            <div className="grid grid-cols-3 gap-2">
              <button type="button" disabled={busy} onClick={() => run({ kind: 'close-for', minutes: 30 })} className={choice}>
                {t('board.controls.minutes', { minutes: 30 })}
              </button>
              <button type="button" disabled={busy} onClick={() => run({ kind: 'close-for', minutes: 60 })} className={choice}>
                {t('board.controls.oneHour')}
              </button>
              <button type="button" disabled={busy} onClick={() => run({ kind: 'close-rest-of-today' })} className={choice}>
                {t('board.controls.restOfToday')}
              </button>
            </div>
            <form onSubmit={closeAtTime} noValidate className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1">
                <label htmlFor={timeId} className="text-sm font-semibold">
                  {t('board.controls.untilTime')}
                </label>
                <TimeInput
                  id={timeId}
                  value={time}
                  aria-invalid={timeMissing}
                  aria-describedby={timeMissing ? `${timeId}-error` : undefined}
                  onChange={(chosen) => {
                    setTime(chosen);
                    setTimeMissing(false);
                  }}
                  className="min-h-11 rounded-xl border border-ink/20 px-3"
                />
              </div>
              <button type="submit" disabled={busy} className={choice}>
                {t('board.controls.closeUntil')}
              </button>
            </form>
            {timeMissing && (
              <p id={`${timeId}-error`} className="text-sm font-semibold text-brand-800">
                {t('board.controls.pickTime')}
              </p>
            )}
            {!status.isOpen && state.kind === 'closed' && (
              <button type="button" disabled={busy} onClick={() => run({ kind: 'open' })} className={`${choice} bg-green-100`}>
                {t('board.controls.openNow')}
              </button>
            )}
          </Group>
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
