import { ETA_PUSH_MINUTES, ETA_STATUSES, estimateOf, type Order } from '@pizza/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { useNow } from '../../../lib/use-now';
import { usePushEta } from '../api/push-eta';
import { formatClock } from '../order-time';

/**
 * The accepted order's estimate on its card ("Ready 19:40" / "Delivery 20:05", red once passed)
 * and "+10 min" to push it later (PATCH /eta). Nothing before the order is accepted.
 */
export function OrderEstimate({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const push = usePushEta(order.orderId);
  const estimate = estimateOf(order);
  if (!estimate || !ETA_STATUSES.includes(order.status)) return null;
  const late = Date.parse(estimate) < now;
  const time = formatClock(estimate, i18n.language, now);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <p
          className={`flex flex-wrap items-center gap-x-2 text-lg font-extrabold whitespace-nowrap tabular-nums sm:text-xl ${late ? 'text-brand-700' : 'text-ink'}`}
        >
          <Clock aria-hidden="true" className="size-5" />
          <time dateTime={estimate}>{t(order.orderType === 'PICKUP' ? 'board.eta.ready' : 'board.eta.delivery', { time })}</time>
          {late && <span className="text-base font-bold">{t('board.eta.late')}</span>}
        </p>
        {!readOnly && (
          <button
            type="button"
            onClick={() => !push.isPending && push.mutate(ETA_PUSH_MINUTES)}
            aria-disabled={push.isPending}
            aria-label={t('board.eta.pushLabel', { minutes: ETA_PUSH_MINUTES, sequence: order.orderSequence })}
            className="min-h-12 shrink-0 cursor-pointer rounded-xl border-2 border-ink/25 bg-surface px-4 text-lg font-bold text-ink hover:bg-cream-200"
          >
            {t('board.eta.push', { minutes: ETA_PUSH_MINUTES })}
          </button>
        )}
      </div>
      {push.isError && !push.isPending && <InlineError>{push.error.message || t('board.eta.pushFailed')}</InlineError>}
    </div>
  );
}
