import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/form-controls';
import { INVOICE_FIELD_LIMITS } from '../checkout-choices';
import type { CheckoutState } from '../hooks/use-checkout';
import { INVOICE_FIELDS, type InvoiceField, invoiceErrors, useInvoiceMessage } from '../invoice';
import { CheckoutSection } from './checkout-section';

const AUTOCOMPLETE: Record<InvoiceField, string> = {
  name: 'organization',
  zip: 'postal-code',
  city: 'address-level2',
  street: 'address-line1',
  taxNumber: 'off',
};

/**
 * 'Invoice' (docs/product/ordering.md#invoice): an 'I need an invoice' box, off by default, that
 * reveals the billing name, address and (for a company) tax number. A field's error shows once it
 * was left, or once placing stopped at the form; the first wrong field then takes the focus.
 */
export function InvoiceSection({ placement }: Pick<CheckoutState, 'placement'>) {
  const { t } = useTranslation();
  const id = useId();
  const { invoice, setInvoice, invoiceAttempts, isPlacing } = placement;
  const [left, setLeft] = useState<ReadonlySet<InvoiceField>>(new Set());
  const inputs = useRef<Partial<Record<InvoiceField, HTMLInputElement | null>>>({});
  const message = useInvoiceMessage();
  const errors = invoiceErrors(invoice);
  const shown = (field: InvoiceField) => (invoiceAttempts > 0 || left.has(field) ? message(errors[field]) : undefined);

  useEffect(() => {
    if (invoiceAttempts === 0) return;
    const first = INVOICE_FIELDS.find((field) => invoiceErrors(invoice)[field]);
    if (first) inputs.current[first]?.focus();
    // Only a new attempt moves the focus, not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoiceAttempts]);

  const field = (name: InvoiceField, extra: { hint?: string; inputMode?: 'numeric'; className?: string } = {}) => (
    <div className={extra.className}>
      <TextField
        ref={(element) => {
          inputs.current[name] = element;
        }}
        id={`${id}-${name}`}
        name={`invoice-${name}`}
        label={t(`checkout.invoice.fields.${name}`)}
        hint={extra.hint}
        error={shown(name)}
        value={invoice[name]}
        limit={{ max: INVOICE_FIELD_LIMITS[name], length: invoice[name].length }}
        autoComplete={AUTOCOMPLETE[name]}
        inputMode={extra.inputMode}
        disabled={isPlacing}
        onChange={(event) => setInvoice({ [name]: event.target.value })}
        onBlur={() => setLeft((before) => new Set(before).add(name))}
      />
    </div>
  );

  return (
    <CheckoutSection title={t('checkout.invoice.title')}>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="invoice-wanted"
          checked={invoice.wanted}
          disabled={isPlacing}
          onChange={(event) => setInvoice({ wanted: event.target.checked })}
          className="size-5 shrink-0 accent-brand-600"
        />
        {t('checkout.invoice.wanted')}
      </label>
      <p className="text-sm text-ink-muted">{t('checkout.invoice.hint')}</p>
      {invoice.wanted && (
        <fieldset disabled={isPlacing} className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <legend className="sr-only">{t('checkout.invoice.legend')}</legend>
          {field('name', { className: 'sm:col-span-2' })}
          {field('zip', { inputMode: 'numeric' })}
          {field('city')}
          {field('street', { className: 'sm:col-span-2' })}
          {field('taxNumber', { hint: t('checkout.invoice.taxNumberHint'), className: 'sm:col-span-2' })}
        </fieldset>
      )}
    </CheckoutSection>
  );
}
