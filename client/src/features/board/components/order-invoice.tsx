import type { InvoiceDetails } from '@pizza/shared';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The customer asked for an invoice (docs/product/ordering.md#invoice): compact, "Invoice: Kovács
 * Kft., 12345678-1-12", the billing address under it, so whoever issues it at the till has it all.
 */
export function OrderInvoice({ invoice }: { invoice: InvoiceDetails }) {
  const { t } = useTranslation();
  const headline = [invoice.name, invoice.taxNumber].filter(Boolean).join(', ');
  return (
    <section
      aria-label={t('board.card.invoice')}
      data-order-invoice
      className="flex gap-2 rounded-xl bg-cream-100 p-3 ring-1 ring-cream-300 wrap-anywhere"
    >
      <ReceiptText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="font-bold">
          {t('board.card.invoice')}: <span className="tabular-nums">{headline}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {invoice.zip} {invoice.city}, {invoice.street}
        </p>
      </div>
    </section>
  );
}
