import { escalationStageAt, type Order } from '@pizza/shared';
import { Phone, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { RESTAURANT } from '../../../config/restaurant';
import { useNow } from '../../../lib/use-now';
import { clockTime } from './order-eta';

/** Whether the customer should be told the restaurant has not confirmed yet (PLACED and past tell-customer). */
export function isAwaitingConfirmation(order: Order, now: number): boolean {
  return order.status === 'PLACED' && order.escalation !== undefined && escalationStageAt(order.escalation, now) === 'tell-customer';
}

/**
 * No order left unanswered: once nobody has accepted the order for a while (the
 * tell-customer deadline, or the server's order-escalated said so), the customer is told in words
 * and given the shop's phone, and when the shop will cancel it by itself. `compact`: My Orders' line.
 */
export function NotConfirmedNotice({ order, compact = false }: { order: Order; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!order.escalation || !isAwaitingConfirmation(order, now)) return null;
  // My Orders' one line (the whole card links to the order page, which has the phone).
  if (compact)
    return (
      <p className="flex items-start gap-1.5 text-sm font-bold text-amber-800" data-testid="not-confirmed">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('orders.tracker.notConfirmed')}
      </p>
    );
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
      data-testid="not-confirmed"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
      <div className="flex flex-col gap-1">
        <p className="text-lg font-extrabold">{t('orders.tracker.notConfirmed')}</p>
        <a
          href={RESTAURANT.phoneHref}
          className="inline-flex items-center gap-1.5 self-start font-bold text-brand-800 underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span>
            {t('orders.tracker.notConfirmedCall')} <span className="whitespace-nowrap">{RESTAURANT.phoneDisplay}</span>
          </span>
        </a>
        <p className="text-sm">
          {t('orders.tracker.notConfirmedAutoCancel', { time: clockTime(order.escalation.autoCancelAt, i18n.language) })}
        </p>
      </div>
    </div>
  );
}
