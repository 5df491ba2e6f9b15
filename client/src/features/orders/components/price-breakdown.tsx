import { type AppliedPromo, feeLines, type OrderType } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';

export interface BreakdownAmounts {
  totalCartAmount: number;
  bottleDepositFee: number;
  serviceFee: number;
  deliveryFee: number;
  /** A promo code's discount (docs/product/promo-codes.md), already taken off totalPrice. */
  promo?: AppliedPromo;
  totalPrice: number;
}

interface PriceBreakdownProps {
  /** Undefined while a quote is on its way: every amount is a dash, nothing looks final. */
  amounts: BreakdownAmounts | undefined;
  orderType: OrderType;
  /** A test id for the total's amount (checkout's tests find it by 'checkout-total'). */
  totalTestId?: string;
}

/**
 * Item subtotal, the fees that apply (shared feeLines: the same ones in the same order at checkout,
 * on the order page and in the mails), a promo code's discount after the fees, and the total.
 */
export function PriceBreakdown({ amounts, orderType, totalTestId }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const show = (amount: number | undefined) => (amount === undefined ? '—' : money(amount));
  const rows: Array<[label: string, amount: number | undefined]> = [
    [t('orders.itemSubtotal'), amounts?.totalCartAmount],
    ...feeLines(amounts, orderType).map(({ kind, amount }): [string, number | undefined] => [t(`orders.${kind}`), amount]),
  ];
  return (
    <dl className="flex flex-col gap-2">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt>{label}</dt>
          <dd className="tabular-nums">{show(amount)}</dd>
        </div>
      ))}
      {amounts?.promo && (
        <div className="flex items-baseline justify-between gap-4 font-semibold text-leaf" data-testid="promo-line">
          <dt className="min-w-0 break-words">{t('orders.promoLine', { code: amounts.promo.code })}</dt>
          <dd className="shrink-0 tabular-nums">{`−${money(amounts.promo.discount)}`}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-cream-200 pt-3 text-xl font-extrabold">
        <dt>{t('orders.total')}</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {show(amounts?.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
