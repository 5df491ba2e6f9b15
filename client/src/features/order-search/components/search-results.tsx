import type { Order } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { formatPhone, usePromoText } from '../../board';

interface SearchResultsProps {
  orders: Order[];
  onOpen: (order: Order) => void;
}

/** What a result says about its order, in the reader's language. */
function useResultText() {
  const { t, i18n } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const promoText = usePromoText();
  return (order: Order) => ({
    number: orderNumber(order.orderSequence),
    phone: formatPhone(order.user.phone),
    placed: formatDateTime(order.createdAt, i18n.language),
    service: t(`board.orderType.${order.orderType}`),
    status: t(`board.status.${order.status}`),
    total: money(order.totalPrice),
    promo: order.promo ? promoText(order.promo) : undefined,
  });
}

/** Phones: one card per order, the whole card a button that opens it. */
function ResultCards({ orders, onOpen }: SearchResultsProps) {
  const { t } = useTranslation();
  const textOf = useResultText();
  return (
    <ol aria-label={t('orderSearch.results.caption')} className="flex flex-col gap-3">
      {orders.map((order) => {
        const text = textOf(order);
        return (
          <li key={order.orderId}>
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="flex w-full cursor-pointer flex-col gap-1.5 rounded-2xl bg-surface p-4 text-left shadow-card ring-1 ring-ink/10 hover:ring-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="text-xl font-extrabold tabular-nums">{text.number}</span>
                <span className="text-lg font-bold tabular-nums">{text.total}</span>
              </span>
              {text.promo && <span className="self-end text-sm font-semibold text-leaf tabular-nums">{text.promo}</span>}
              <span className="text-sm text-ink-muted tabular-nums">
                <time dateTime={order.createdAt}>{text.placed}</time>
              </span>
              <span className="font-semibold wrap-anywhere">
                {order.user.name} · <span className="tabular-nums">{text.phone}</span>
              </span>
              <span className="text-sm font-semibold">
                {text.service} · {text.status}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Wider screens: a table; the order number is the row's button (the whole row answers a click too). */
function ResultTable({ orders, onOpen }: SearchResultsProps) {
  const { t } = useTranslation();
  const textOf = useResultText();
  const head = 'px-3 py-2 text-left text-sm font-bold text-ink-muted';
  const columns = ['number', 'placed', 'customer', 'phone', 'service', 'status', 'total'] as const;
  return (
    <div className="overflow-x-auto rounded-2xl bg-surface shadow-card ring-1 ring-ink/10">
      <table className="w-full border-collapse text-base">
        <caption className="sr-only">{t('orderSearch.results.caption')}</caption>
        <thead className="border-b-2 border-cream-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${head} ${column === 'total' ? 'text-right' : ''}`}>
                {t(`orderSearch.results.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const text = textOf(order);
            return (
              <tr
                key={order.orderId}
                onClick={() => onOpen(order)}
                className="cursor-pointer border-b border-cream-200 align-top last:border-b-0 hover:bg-cream-100"
              >
                <td className="px-3 py-1">
                  <button
                    type="button"
                    // The row's click opens it too; the button is there for keyboards and screen readers.
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(order);
                    }}
                    aria-label={t('orderSearch.results.open', { order: text.number })}
                    className="inline-flex min-h-11 cursor-pointer items-center font-extrabold text-brand-700 tabular-nums underline underline-offset-2 hover:text-brand-800"
                  >
                    {text.number}
                  </button>
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                  <time dateTime={order.createdAt}>{text.placed}</time>
                </td>
                <td className="px-3 py-3 font-semibold wrap-anywhere">{order.user.name}</td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{text.phone}</td>
                <td className="px-3 py-3">{text.service}</td>
                <td className="px-3 py-3">{text.status}</td>
                <td className="px-3 py-3 text-right font-bold whitespace-nowrap tabular-nums">
                  {text.total}
                  {text.promo && <span className="block text-sm font-semibold text-leaf">{text.promo}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The results, newest first (as the server sends them): a table from the `md` width on, cards on phones. */
export function SearchResults(props: SearchResultsProps) {
  const wide = useMediaQuery('(min-width: 48rem)');
  return wide ? <ResultTable {...props} /> : <ResultCards {...props} />;
}
