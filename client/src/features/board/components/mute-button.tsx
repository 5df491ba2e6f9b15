import type { Order } from '@pizza/shared';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useAlertsStore } from '../alerts/alerts-store';

/**
 * Silences the 30 s reminder of this order only; shown once alerts are on. A toggle button with
 * a constant label (WAI-ARIA APG): the pressed state is in aria-pressed, the dark fill and the icon.
 */
export function MuteButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const muted = useAlertsStore((state) => state.muted.has(order.orderId));
  const toggleMute = useAlertsStore((state) => state.toggleMute);
  if (!alertsOn) return null;
  const Icon = muted ? BellOff : Bell;
  return (
    <button
      type="button"
      aria-pressed={muted}
      title={t('board.card.muteHint', { sequence: order.orderSequence })}
      onClick={() => toggleMute(order.orderId)}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full px-4 text-base font-semibold transition-colors ${
        muted ? 'bg-ink text-cream-50' : 'border-2 border-ink/20 bg-surface text-ink hover:bg-cream-100'
      }`}
    >
      <Icon aria-hidden="true" className="size-5" />
      {t('board.card.mute')}
    </button>
  );
}
