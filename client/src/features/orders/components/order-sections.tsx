import { type AddressSnapshot, type InvoiceDetails, type Order, RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';
import { DoorOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAddressText } from '../../../lib/use-address-text';
import { PriceBreakdown } from './price-breakdown';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
      <h2 className="mb-3 text-lg font-extrabold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The Hungarian order: street and number, postcode and city; then what was given of
 * building, floor, apartment and intercom; then the customer's note (the board shows it too).
 */
export function DeliveryAddress({ address, leaveAtDoor }: { address: AddressSnapshot; leaveAtDoor?: boolean }) {
  const { t } = useTranslation();
  const { street, details, note } = useAddressText()(address);
  return (
    <Section title={t('orders.deliveryAddress')}>
      <address className="flex flex-col gap-0.5 not-italic">
        <span className="font-bold break-words">{street}</span>
        {details.length > 0 && <span className="text-ink-muted">{details.join(' · ')}</span>}
        {note && <span className="break-words text-ink-muted italic">{t('orders.note', { note })}</span>}
      </address>
      {leaveAtDoor && (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold">
          <DoorOpen aria-hidden="true" className="size-4 text-brand-700" />
          {t('orders.leaveAtDoor')}
        </p>
      )}
    </Section>
  );
}

export function PickupPlace() {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.pickupFrom')}>
      <address className="flex flex-col gap-0.5 not-italic">
        <span className="font-bold">{RESTAURANT_PROFILE_DEFAULTS.name}</span>
        <span>{RESTAURANT_PROFILE_DEFAULTS.address}</span>
      </address>
    </Section>
  );
}

/** Method, then the amounts the total is made of as checkout listed them, then the total. */
export function PaymentDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.paymentDetails')}>
      <dl className="mb-2 flex items-baseline justify-between gap-4">
        <dt>{t('orders.paymentMethod')}</dt>
        <dd className="text-right font-semibold">{t(`paymentChoice.${order.orderType}.${order.paymentMethod}`)}</dd>
      </dl>
      <PriceBreakdown amounts={order} orderType={order.orderType} />
    </Section>
  );
}

/** The billing details the customer asked an invoice to (docs/product/ordering.md#invoice). */
export function InvoiceDetailsSection({ invoice }: { invoice: InvoiceDetails }) {
  const { t } = useTranslation();
  return (
    <Section title={t('orders.invoice')}>
      <address className="flex flex-col gap-0.5 not-italic wrap-anywhere">
        <span className="font-bold">{invoice.name}</span>
        <span>
          {invoice.zip} {invoice.city}, {invoice.street}
        </span>
        {invoice.taxNumber && <span className="tabular-nums">{t('orders.taxNumber', { taxNumber: invoice.taxNumber })}</span>}
      </address>
    </Section>
  );
}
