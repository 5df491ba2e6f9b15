import { CalendarClock } from 'lucide-react';
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
import { isPromoRefusal, isRestaurantClosed, isSlotRefusal } from '../quote';
import { useWhenText } from './fixed-sections';
import { OrderTerms } from './order-terms';
import { PromoCodeField } from './promo-code-field';
import { useSlotWhen } from './schedule-picker';
import { SlotRefusal } from './slot-refusal';

/** Next to the order button, what the order is for: the slot, a prompt to choose one, or as soon as possible. */
function WhenSummary({ orderType, schedule, driveMinutes }: Pick<CheckoutState, 'orderType' | 'schedule'> & { driveMinutes?: number }) {
  const { t } = useTranslation();
  const slotWhen = useSlotWhen();
  const asapText = useWhenText(orderType, driveMinutes);
  if (!schedule.available) return null;
  const text = !schedule.scheduling
    ? `${t('checkout.schedule.asap')}${asapText ? ` · ${asapText}` : ''}`
    : schedule.scheduledFor
      ? t('checkout.schedule.scheduledFor', { when: slotWhen(schedule.scheduledFor) })
      : t('checkout.schedule.chooseTime');
  return (
    <p
      className="flex items-start gap-2 rounded-2xl bg-cream-50 px-3 py-2 font-bold ring-1 ring-cream-200"
      data-testid="checkout-when-summary"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{text}</span>
    </p>
  );
}

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
  schedule,
  promo,
}: Pick<CheckoutState, 'orderType' | 'quote' | 'quoteReady' | 'placement' | 'cart' | 'schedule' | 'promo'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const calculating = quote.isFetching;
  // Only for lines still in the cart: a removed line's change is no longer news.
  const lineIds = new Set(visibleLines(cart.data).map((line) => line.cartItemId));
  const priceChanges = usePriceChanges(quote.data).filter((change) => lineIds.has(change.cartItemId));
  // A closed shop is said once, by the banner at the top (not twice in red); a refused code at its field.
  const placeError =
    placement.error && !isRestaurantClosed(placement.error) && !isSlotRefusal(placement.error) && !isPromoRefusal(placement.error)
      ? errorText(placement.error)
      : null;
  const appliedCode = quoteReady ? quote.data?.promo?.code : undefined;
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
      <PromoCodeField
        promo={promo}
        appliedCode={appliedCode}
        applying={promo.applied !== undefined && calculating && appliedCode !== promo.applied}
        disabled={placement.isPlacing}
      />
      <PriceBreakdown amounts={quoteReady ? quote.data : undefined} orderType={orderType} totalTestId="checkout-total" />
      <PriceChangeNotice changes={priceChanges} />
      <OrderTerms />
      <LegalReacceptance gate={legal} disabled={placement.isPlacing} />
      <WhenSummary
        orderType={orderType}
        schedule={schedule}
        driveMinutes={quote.data?.orderType === orderType ? quote.data.driveMinutes : undefined}
      />
      {placeError && <InlineError>{placeError}</InlineError>}
      {isSlotRefusal(placement.error) && <SlotRefusal error={placement.error} onPick={schedule.chooseSlot} />}
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
