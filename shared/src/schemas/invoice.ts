import { z } from 'zod';

/**
 * The billing details of a customer who asked for an invoice (docs/product/ordering.md#invoice):
 * the shop issues it from its own till or invoicing system. `taxNumber` for a company: a Hungarian
 * tax number (adószám, 12345678-1-12) or an EU VAT number (HU12345678, DE123456789).
 */
export const INVOICE_LIMITS = { name: 120, city: 80, street: 160 } as const;
export const HUNGARIAN_TAX_NUMBER = /^\d{8}-[1-5]-\d{2}$/;
/**
 * An EU VAT number, spaces removed and upper-cased: a member state's prefix (EL for Greece, XI for
 * Northern Ireland) and 2 to 12 letters or digits, at least two of them digits, so a word typed in
 * the field ("COMPANY") is not taken for one.
 */
export const EU_VAT_NUMBER =
  /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)(?=(?:[A-Z]*\d){2})[0-9A-Z]{2,12}$/;

/** The tax number as stored: a Hungarian one as typed (trimmed), an EU VAT number upper-case without spaces. */
export function normalizeTaxNumber(taxNumber: string): string {
  const trimmed = taxNumber.trim();
  return HUNGARIAN_TAX_NUMBER.test(trimmed) ? trimmed : trimmed.replace(/\s/g, '').toUpperCase();
}
export const invoiceSchema = z
  .object({
    name: z.string(),
    zip: z.string(),
    city: z.string(),
    street: z.string(),
    taxNumber: z.string().optional(),
  })
  .meta({ id: 'InvoiceDetails' });
export type InvoiceDetails = z.infer<typeof invoiceSchema>;

export const INVOICE_MESSAGES = {
  nameRequired: 'Please give the name to put on the invoice.',
  zipInvalid: 'The postcode of the billing address is 4 digits.',
  cityRequired: 'Please give the city of the billing address.',
  streetRequired: 'Please give the street and number of the billing address.',
  taxNumberInvalid: 'The tax number is 8 digits, a dash, 1 digit, a dash and 2 digits (12345678-1-12), or an EU VAT number (HU12345678).',
  taxNumberAlone: 'A tax number needs the billing name and address too.',
} as const;

export type InvoiceFields = {
  invoiceName?: string;
  invoiceZip?: string;
  invoiceCity?: string;
  invoiceStreet?: string;
  invoiceTaxNumber?: string;
};

/** What is wrong with an order's invoice fields (none given: nothing), one issue per field, in the form's order. */
export function invoiceIssues(form: InvoiceFields): Array<{ path: [keyof InvoiceFields]; message: string }> {
  const { invoiceName: name, invoiceZip: zip, invoiceCity: city, invoiceStreet: street, invoiceTaxNumber: taxNumber } = form;
  if (!name && !zip && !city && !street && !taxNumber) return [];
  const issues: Array<{ path: [keyof InvoiceFields]; message: string }> = [];
  if (!name && !zip && !city && !street) return [{ path: ['invoiceTaxNumber'], message: INVOICE_MESSAGES.taxNumberAlone }];
  if (!name) issues.push({ path: ['invoiceName'], message: INVOICE_MESSAGES.nameRequired });
  if (!zip || !/^\d{4}$/.test(zip)) issues.push({ path: ['invoiceZip'], message: INVOICE_MESSAGES.zipInvalid });
  if (!city) issues.push({ path: ['invoiceCity'], message: INVOICE_MESSAGES.cityRequired });
  if (!street) issues.push({ path: ['invoiceStreet'], message: INVOICE_MESSAGES.streetRequired });
  if (taxNumber && !HUNGARIAN_TAX_NUMBER.test(taxNumber) && !EU_VAT_NUMBER.test(taxNumber.replace(/\s/g, '').toUpperCase()))
    issues.push({ path: ['invoiceTaxNumber'], message: INVOICE_MESSAGES.taxNumberInvalid });
  return issues;
}

/**
 * The invoice details of a valid placing request (invoiceIssues found nothing), trimmed and the tax
 * number normalised; undefined when the customer asked for no invoice.
 */
export function invoiceOf(form: InvoiceFields): InvoiceDetails | undefined {
  const [name, zip, city, street, taxNumber] = [
    form.invoiceName,
    form.invoiceZip,
    form.invoiceCity,
    form.invoiceStreet,
    form.invoiceTaxNumber,
  ].map((value) => value?.trim() ?? '');
  if (!name || !zip || !city || !street) return undefined;
  return { name, zip, city, street, ...(taxNumber ? { taxNumber: normalizeTaxNumber(taxNumber) } : {}) };
}

/** "Kovács Kft., 1051 Budapest, Fő utca 1., 12345678-1-12": the details on one line (ticket, card, mail). */
export function invoiceLine(invoice: InvoiceDetails): string {
  return [invoice.name, `${invoice.zip} ${invoice.city}`, invoice.street, invoice.taxNumber].filter(Boolean).join(', ');
}
