import { INVOICE_MESSAGES, type InvoiceFields, invoiceIssues } from '@pizza/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { InvoiceChoice } from './checkout-choices';

/*
 * The invoice details at checkout (docs/product/ordering.md#invoice): checked here with the very
 * rules the server applies (shared invoiceIssues), so the customer reads the problem next to its
 * field before placing, and sent as the placing request's flat invoice* fields.
 */

export type InvoiceField = Exclude<keyof InvoiceChoice, 'wanted'>;

/** The fields in the form's order (the first invalid one takes the focus). */
export const INVOICE_FIELDS: readonly InvoiceField[] = ['name', 'zip', 'city', 'street', 'taxNumber'];

const REQUEST_FIELD: Record<InvoiceField, keyof InvoiceFields> = {
  name: 'invoiceName',
  zip: 'invoiceZip',
  city: 'invoiceCity',
  street: 'invoiceStreet',
  taxNumber: 'invoiceTaxNumber',
};

/** The placing request's invoice fields, trimmed: none unless the box is ticked. */
export function invoiceRequestFields(choice: InvoiceChoice): InvoiceFields {
  if (!choice.wanted) return {};
  const fields: InvoiceFields = {};
  for (const field of INVOICE_FIELDS) {
    const value = choice[field].trim();
    if (value) fields[REQUEST_FIELD[field]] = value;
  }
  return fields;
}

/**
 * What is wrong with the ticked form, per field, as the shared English sentence. A ticked box with
 * nothing typed yet names every required field (the shared rules read "nothing" as "no invoice").
 */
export function invoiceErrors(choice: InvoiceChoice): Partial<Record<InvoiceField, string>> {
  if (!choice.wanted) return {};
  const fields = invoiceRequestFields(choice);
  const addressTyped = Boolean(fields.invoiceName ?? fields.invoiceZip ?? fields.invoiceCity ?? fields.invoiceStreet);
  const issues = addressTyped
    ? invoiceIssues(fields)
    : [
        { path: ['invoiceName'], message: INVOICE_MESSAGES.nameRequired },
        { path: ['invoiceZip'], message: INVOICE_MESSAGES.zipInvalid },
        { path: ['invoiceCity'], message: INVOICE_MESSAGES.cityRequired },
        { path: ['invoiceStreet'], message: INVOICE_MESSAGES.streetRequired },
        // The tax number's own shape, checked as if the address were there.
        ...invoiceIssues({
          invoiceName: 'x',
          invoiceZip: '1000',
          invoiceCity: 'x',
          invoiceStreet: 'x',
          invoiceTaxNumber: fields.invoiceTaxNumber,
        }),
      ];
  const errors: Partial<Record<InvoiceField, string>> = {};
  for (const issue of issues) {
    const field = INVOICE_FIELDS.find((name) => REQUEST_FIELD[name] === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Each shared invoice sentence's catalogue key; English in the catalogue equals the sentence (a test checks it). */
export const INVOICE_MESSAGE_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(INVOICE_MESSAGES).map(([key, sentence]) => [sentence, `checkout.invoice.errors.${key}`]),
);

/** A shared invoice sentence in the reader's language (any other sentence as it came). */
export function useInvoiceMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = INVOICE_MESSAGE_KEYS[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
