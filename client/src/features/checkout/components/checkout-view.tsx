import type { CheckoutQuote, OrderType } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/use-error-text';
import { ClosedNotice, HoursNotice } from '../../restaurant';
import { type CheckoutState, useCheckout } from '../hooks/use-checkout';
import { isPromoRefusal, isRestaurantClosed, isSlotRefusal } from '../quote';
import { AllergyNoteSection } from './allergy-note-section';
import { WhenSection } from './fixed-sections';
import { InvoiceSection } from './invoice-section';
import { OrderItemsSection } from './order-items-section';
import { OrderTypeToggle } from './order-type-toggle';
import { PaymentSection } from './payment-section';
import { SlotRefusal } from './slot-refusal';
import { SummaryPanel } from './summary-panel';
import { WhereSection } from './where-section';

/** A failure worth retrying as is (no connection, a server fault); a 4xx needs the customer to act. */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Why no quote came: the server's sentence alone (a closed shop has its own banner instead). */
function CheckoutError({ quote, schedule }: Pick<CheckoutState, 'quote' | 'schedule'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A refused promo code is said at its field (and the quote is asked for again without it).
  if (!quote.error || quote.isFetching || isRestaurantClosed(quote.error) || isPromoRefusal(quote.error)) return null;
  if (isSlotRefusal(quote.error)) return <SlotRefusal error={quote.error} onPick={schedule.chooseSlot} />;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 font-medium text-brand-900 ring-1 ring-brand-200"
    >
      <p>{errorText(quote.error)}</p>
      {isTransient(quote.error) && (
        <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
          {t('checkout.retry')}
        </Button>
      )}
    </div>
  );
}

/** The quote on screen, if it is for the chosen type (switching asks for a new one). */
const quoteFor = (quote: CheckoutQuote | undefined, orderType: OrderType) => (quote?.orderType === orderType ? quote : undefined);

/** The checkout screen: the order column (type, where, when, items, allergy note, payment, invoice) and the summary. */
export function CheckoutView() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const { orderType, chooseOrderType, placement } = checkout;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t('checkout.title')}</h1>
      <ClosedNotice variant="banner" canOrderLater={checkout.schedule.available} />
      <HoursNotice service={orderType} />
      <CheckoutError quote={checkout.quote} schedule={checkout.schedule} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-5">
          <OrderTypeToggle value={orderType} onChange={chooseOrderType} disabled={placement.isPlacing} />
          <WhereSection orderType={orderType} address={checkout.address} placement={placement} />
          <WhenSection
            orderType={orderType}
            driveMinutes={quoteFor(checkout.quote.data, orderType)?.driveMinutes}
            schedule={checkout.schedule}
            disabled={placement.isPlacing}
          />
          <OrderItemsSection cart={checkout.cart} />
          <AllergyNoteSection placement={placement} />
          <PaymentSection orderType={orderType} placement={placement} />
          <InvoiceSection placement={placement} />
        </div>
        <SummaryPanel
          orderType={orderType}
          quote={checkout.quote}
          quoteReady={checkout.quoteReady}
          placement={placement}
          cart={checkout.cart}
          schedule={checkout.schedule}
          promo={checkout.promo}
        />
      </div>
    </div>
  );
}
