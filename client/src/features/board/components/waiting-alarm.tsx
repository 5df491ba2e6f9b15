import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { waitingClock } from '../escalation';

/** Seconds matter on a red card: its own one-second clock, only while it is shown. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The red card's alarm: an icon and words, not colour alone ("Not accepted · waiting 4:12"), and
 * when the shop will cancel it by itself. The running timer is not a live region (a screen reader
 * would read it every second); the card's heading and this text are read when reached.
 */
export function WaitingAlarm({ since, autoCancelAt }: { since: string; autoCancelAt: string }) {
  const { t } = useTranslation();
  const now = useSecondClock();
  const cancelIn = Math.max(0, Math.ceil((Date.parse(autoCancelAt) - now) / 60_000));
  return (
    <div className="flex items-start gap-3 rounded-xl bg-red-700 px-3 py-2 text-white" data-testid="waiting-alarm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <p className="flex flex-col">
        <span className="text-lg font-extrabold">
          {t('board.escalation.notAccepted')} ·{' '}
          <span className="whitespace-nowrap tabular-nums">{t('board.escalation.waiting', { time: waitingClock(since, now) })}</span>
        </span>
        <span className="text-sm font-semibold">{t('board.escalation.cancelsIn', { count: cancelIn })}</span>
      </p>
    </div>
  );
}
