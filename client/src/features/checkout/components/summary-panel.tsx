import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';
import { PriceChangeNotice, visibleLines } from '../../cart';
import { LegalReacceptance, useLegalGate } from '../../legal';
import { PriceBreakdown } from '../../orders';
import type { CheckoutState } from '../hooks/use-checkout';
import { usePriceChanges } from '../hooks/use-price-changes';
import { isRestaurantClosed } from '../quote';
import { OrderTerms } from './order-terms';

/**
 * Summary (docs/product/screens.md): the quote of the order type on screen (before it is in, every amount is
 * a dash), the sentence of every price that changed since the customer last saw it, the delivery
 * zone, minimum order and payment, the terms to accept again when they changed, and the order
 * button, worded "Place order with obligation to pay" as the law wants (docs/product/legal.md).
 */
export function SummaryPanel({
  orderType,
  quote,
  quoteReady,
  placement,
  cart,
}: Pick<CheckoutState, 'orderType' | 'quote' | 'quoteReady' | 'placement' | 'cart'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const calculating = quote.isFetching;
  // Only for lines still in the cart: a removed line's change is no longer news.
  const lineIds = new Set(visibleLines(cart.data).map((line) => line.cartItemId));
  const priceChanges = usePriceChanges(quote.data).filter((change) => lineIds.has(change.cartItemId));
  // A closed shop is said once, by the banner at the top (not twice in red).
  const placeError = placement.error && !isRestaurantClosed(placement.error) ? errorText(placement.error) : null;
  const legal = useLegalGate();
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={calculating || undefined}
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-cream-200 sm:p-6 lg:sticky lg:top-24"
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
      <PriceBreakdown amounts={quoteReady ? quote.data : undefined} orderType={orderType} totalTestId="checkout-total" />
      <PriceChangeNotice changes={priceChanges} />
      <OrderTerms />
      <LegalReacceptance gate={legal} disabled={placement.isPlacing} />
      {placeError && <InlineError>{placeError}</InlineError>}
      <Button
        onClick={placement.place}
        disabled={!quoteReady || !placement.canPlace || legal.blocking}
        aria-busy={placement.isPlacing || undefined}
        className="w-full"
      >
        {placement.isPlacing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </section>
  );
}
