import { type Order, readCancelReason } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { formatClock } from '../order-time';

/** 'Placed 14:05 · Delivered 14:50' for a finished or cancelled order, and why it was cancelled when the shop says. */
export function FinishedTime({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  // The reason in the board's language where the shop chose the words, then staff's own words.
  const reasonText = (text: string) => {
    const { reason, note } = readCancelReason(text);
    const words = reason === 'not-confirmed' ? t('board.escalation.autoCancelled') : reason && t(`board.card.reasons.${reason}`);
    return [words, note && t('board.card.reasonNote', { note })].filter(Boolean).join(' ');
  };
  const finished = order.statusHistory.findLast((change) => change.status === order.status);
  return (
    <span className="text-base text-ink-muted">
      {t('board.card.placedAt', { time: formatClock(order.createdAt, i18n.language, now) })}
      {finished && (
        <>
          <span aria-hidden="true"> · </span>
          {t(`board.status.${order.status}`)} {formatClock(finished.at, i18n.language, now)}
        </>
      )}
      {order.cancelReason && <span className="block font-semibold wrap-anywhere text-red-800">{reasonText(order.cancelReason)}</span>}
    </span>
  );
}
