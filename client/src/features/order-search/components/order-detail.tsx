import type { Order } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DrawerHeader } from '../../../components/ui/drawer-header';
import { Sheet } from '../../../components/ui/sheet';
import { formatDateTime } from '../../../lib/format';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { OrderCard } from '../../board';

/** When the order reached each status, oldest first, with the date (a search reaches back weeks). */
function StatusHistory({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { orderNumber } = useLocaleFormat();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-lg font-extrabold">{t('orderSearch.detail.statusHistory')}</h3>
      <ol
        aria-label={t('orderSearch.detail.statusHistoryOf', { order: orderNumber(order.orderSequence) })}
        className="flex flex-col gap-1.5 border-l-2 border-cream-300 pl-3"
      >
        {order.statusHistory.map((change) => (
          <li key={`${change.status}-${change.at}`} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold">{t(`board.status.${change.status}`)}</span>
            <time dateTime={change.at} className="text-ink-muted tabular-nums">
              {formatDateTime(change.at, i18n.language)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * One found order in a pane from the right: when it reached each status, then the board's own
 * card of it, read-only (lines, money, customer and address, notes, and its History of who did
 * what). Escape, the X or the backdrop closes it, and focus goes back to the result that opened it.
 */
export function OrderDetail({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { orderNumber } = useLocaleFormat();
  const titleId = useId();
  return (
    <Sheet open onClose={onClose} labelledBy={titleId} placement="right" className="w-full sm:w-[32rem]">
      <DrawerHeader
        titleId={titleId}
        title={t('orderSearch.detail.title', { order: orderNumber(order.orderSequence) })}
        closeLabel={t('orderSearch.detail.close')}
        onClose={onClose}
        className="border-b border-cream-300"
      />
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-4 py-4 sm:px-5">
        <StatusHistory order={order} />
        <OrderCard order={order} readOnly />
      </div>
    </Sheet>
  );
}
