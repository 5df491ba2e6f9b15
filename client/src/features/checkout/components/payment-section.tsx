import { PAYMENT_METHODS, type PaymentMethod } from '@pizza/shared';
import { Banknote, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { CheckoutState } from '../hooks/use-checkout';
import { CheckoutSection } from './checkout-section';

const ICONS: Record<PaymentMethod, typeof Banknote> = { CASH: Banknote, CARD: CreditCard };

/**
 * Payment: cash or card, both paid on the spot, worded for the service chosen above ('Card to the
 * courier' for delivery, 'Card at pickup' for pickup). A radio group: arrow keys move the choice.
 */
export function PaymentSection({ orderType, placement }: Pick<CheckoutState, 'orderType' | 'placement'>) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.payment')}>
      <fieldset className="flex flex-col gap-2" disabled={placement.isPlacing}>
        <legend className="sr-only">{t('checkout.paymentLegend')}</legend>
        {PAYMENT_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200 transition-colors hover:bg-cream-100 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={placement.paymentMethod === method}
                onChange={() => placement.setPaymentMethod(method)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <span className="flex flex-col">
                <span className="font-bold">{t(`paymentChoice.${orderType}.${method}`)}</span>
                <span className="text-sm text-ink-muted">{t(`paymentDetail.${orderType}.${method}`)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </CheckoutSection>
  );
}
