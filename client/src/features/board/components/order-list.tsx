import type { Order, OrderListTab } from '@pizza/shared';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { formatClock } from '../order-time';
import { OrderCard } from './order-card';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  dataUpdatedAt: number;
  refetch: () => unknown;
}

interface OrderListProps {
  tab: OrderListTab;
  query: ListQuery;
  orders: Order[] | undefined;
  readOnly?: boolean;
  older?: { hasMore: boolean; loading: boolean; load: () => void };
}

/**
 * The cards of one tab. Background refreshes change nothing on screen but the cards that changed:
 * no spinner, no remount (keys are order ids), so the scroll position and an open dropdown survive.
 */
export function OrderList({ tab, query, orders, readOnly = false, older }: OrderListProps) {
  const { t } = useTranslation();

  if (!orders) {
    if (query.isError) {
      return (
        <div className="flex flex-col items-start gap-3 py-8">
          <InlineError>{t('board.loadFailed')}</InlineError>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="min-h-11 cursor-pointer rounded-full bg-ink px-5 font-bold text-cream-50"
          >
            {t('board.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('board.loading')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {query.isError && <StaleWarning updatedAt={query.dataUpdatedAt} />}
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-cream-300 px-6 py-14 text-center">
          <Inbox aria-hidden="true" className="size-10 text-ink-muted" />
          <p className="text-lg font-semibold text-ink-muted">{t(`board.empty.${tab}`)}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] items-start gap-4">
          {orders.map((order) => (
            <li key={order.orderId} className="grid min-w-0">
              <OrderCard order={order} readOnly={readOnly} />
            </li>
          ))}
        </ul>
      )}
      {older?.hasMore && (
        <button
          type="button"
          onClick={older.load}
          disabled={older.loading}
          className="min-h-12 cursor-pointer self-center rounded-full border-2 border-ink/25 bg-surface px-6 text-lg font-bold hover:bg-cream-100"
        >
          {older.loading ? t('board.loadingOlder') : t('board.showOlder')}
        </button>
      )}
    </div>
  );
}

function StaleWarning({ updatedAt }: { updatedAt: number }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  return (
    <p role="status" className="rounded-xl bg-accent-200 px-4 py-2 font-semibold text-ink">
      {t('board.refreshFailed', { time: formatClock(new Date(updatedAt).toISOString(), i18n.language, now) })}
    </p>
  );
}
