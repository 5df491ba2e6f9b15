import { BUSY_EXTRA_MINUTES, PAUSE_MINUTES, type ShopState } from '@pizza/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TimeInput } from '../../../components/ui/time-input';
import type { ShopControl } from '../api/restaurant-status';

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

interface GroupProps {
  /** A tap is on its way: every choice waits. */
  busy: boolean;
  run: (action: ShopControl) => void;
}

/** One choice. Its name says what it does ("Pause new orders for 30 min"): several show only a duration. */
interface ChoiceSpec {
  action: ShopControl;
  /** The accessible name when the text alone is not enough. */
  name?: string;
  text: string;
  pressed?: boolean;
  tint?: string;
}

function Choices({ choices, busy, run, columns }: GroupProps & { choices: ChoiceSpec[]; columns?: string }) {
  return (
    <div className={columns ?? 'flex flex-col'}>
      {choices.map(({ action, name, text, pressed, tint = '' }) => (
        <button
          key={text}
          type="button"
          aria-pressed={pressed}
          aria-label={name}
          disabled={busy}
          onClick={() => run(action)}
          className={`${choice} ${tint}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** Busy mode Off / +15 / +30 / +45, the current one pressed. */
export function BusyGroup({ extraMinutes, ...props }: GroupProps & { extraMinutes: number }) {
  const { t } = useTranslation();
  const choices = BUSY_EXTRA_MINUTES.map((minutes) => ({
    action: { kind: 'busy', extraMinutes: minutes } as const,
    text: minutes === 0 ? t('board.controls.busyOff') : t('board.controls.plusMinutes', { minutes }),
    pressed: extraMinutes === minutes,
  }));
  return (
    <Group title={t('board.controls.busyTitle')} hint={t('board.controls.busyHint')}>
      <Choices choices={choices} columns="grid grid-cols-4 gap-2" {...props} />
    </Group>
  );
}

/** Pausing new orders for 15 / 30 / 60 min, and Resume now while paused. */
export function PauseGroup({ paused, ...props }: GroupProps & { paused: boolean }) {
  const { t } = useTranslation();
  const choices = PAUSE_MINUTES.filter((minutes) => minutes > 0).map((minutes) => ({
    action: { kind: 'pause', minutes } as const,
    name: t('board.controls.pauseFor', { minutes }),
    text: t('board.controls.minutes', { minutes }),
  }));
  const resume = { action: { kind: 'pause', minutes: 0 } as const, text: t('board.controls.resume') };
  return (
    <Group title={t('board.controls.pauseTitle')} hint={t('board.controls.pauseHint')}>
      <Choices choices={choices} columns="grid grid-cols-3 gap-2" {...props} />
      {paused && <Choices choices={[{ ...resume, tint: 'bg-green-100' }]} {...props} />}
    </Group>
  );
}

/** Closing for 30 min, 1 hour, the rest of today or until a chosen time; Open now while closed. */
export function CloseGroup({ state, ...props }: GroupProps & { state: ShopState }) {
  const { t } = useTranslation();
  const choices: ChoiceSpec[] = [
    {
      action: { kind: 'close-for', minutes: 30 },
      name: t('board.controls.closeFor', { minutes: 30 }),
      text: t('board.controls.minutes', { minutes: 30 }),
    },
    { action: { kind: 'close-for', minutes: 60 }, name: t('board.controls.closeForHour'), text: t('board.controls.oneHour') },
    { action: { kind: 'close-rest-of-today' }, name: t('board.controls.closeRestOfToday'), text: t('board.controls.restOfToday') },
  ];
  const closed = state.kind === 'closed-until' || state.kind === 'switched-off' || state.kind === 'hours';
  const open = { action: { kind: 'open' } as const, text: t('board.controls.openNow'), tint: 'bg-green-100' };
  return (
    <Group title={t('board.controls.closeTitle')} hint={t('board.controls.closeHint')}>
      <Choices choices={choices} columns="grid grid-cols-3 gap-2" {...props} />
      <CloseAtTime {...props} />
      {closed && <Choices choices={[open]} {...props} />}
    </Group>
  );
}

/** "Until a time": a time input and its button; without a time it says to choose one. */
function CloseAtTime({ busy, run }: GroupProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState('');
  const [timeMissing, setTimeMissing] = useState(false);
  const timeId = useId();
  const closeAtTime = (event: FormEvent) => {
    event.preventDefault();
    setTimeMissing(!time);
    if (time) run({ kind: 'close-until-time', time });
  };
  return (
    <>
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
    </>
  );
}
