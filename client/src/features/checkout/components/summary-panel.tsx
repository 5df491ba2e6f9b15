import type { CheckoutQuote } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import type { CheckoutState } from '../hooks/use-checkout';
import { isRestaurantClosed } from '../quote';

type Amounts = Pick<CheckoutQuote, 'totalCartAmount' | 'bottleDepositFee' | 'serviceFee' | 'deliveryFee' | 'totalPrice'>;

/** The four parts and the total. Before a quote is in, every amount is a dash: nothing looks final. */
function Amounts({ quote }: { quote: Amounts | undefined }) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const show = (amount: number | undefined) => (amount === undefined ? '—' : money(amount));
  const rows = [
    [t('checkout.itemSubtotal'), quote?.totalCartAmount],
    [t('checkout.bottleDeposit'), quote?.bottleDepositFee],
    [t('checkout.serviceFee'), quote?.serviceFee],
    // The server's delivery fee for delivery; for pickup it is 0.
    [t('checkout.deliveryFee'), quote?.deliveryFee],
  ] as const;
  return (
    <dl className="flex flex-col gap-2">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt>{label}</dt>
          <dd className="tabular-nums">{show(amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-cream-200 pt-3 text-xl font-extrabold">
        <dt>{t('checkout.total')}</dt>
        <dd className="tabular-nums" data-testid="checkout-total">
          {show(quote?.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}

/** Summary (SPEC section 2): the quote of the order type on screen and 'Place order'. */
export function SummaryPanel({ quote, quoteReady, placement }: Pick<CheckoutState, 'quote' | 'quoteReady' | 'placement'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const calculating = quote.isFetching;
  // A closed shop is said once, by the banner at the top (issue 20: not twice in red).
  const placeError = placement.error && !isRestaurantClosed(placement.error) ? errorText(placement.error) : null;
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={calculating || undefined}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6 lg:sticky lg:top-24"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-summary" className="text-lg font-extrabold">
          {t('checkout.summary')}
        </h2>
        {calculating && (
          <span className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner label={t('checkout.calculating')} className="[&_svg]:size-5" />
            <span aria-hidden="true">{t('checkout.calculating')}</span>
          </span>
        )}
      </div>
      <Amounts quote={quoteReady ? quote.data : undefined} />
      {placeError && <InlineError>{placeError}</InlineError>}
      <Button
        onClick={placement.place}
        disabled={!quoteReady || !placement.canPlace}
        aria-busy={placement.isPlacing || undefined}
        className="w-full"
      >
        {placement.isPlacing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </section>
  );
}
