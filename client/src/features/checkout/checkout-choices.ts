import { ALLERGY_NOTE_MAX_LENGTH, INVOICE_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '@pizza/shared';

import { readSession, removeSession, SESSION_KEYS, writeSession } from '../../lib/storage';

/**
 * What the customer chose on the checkout page besides the service: how they pay, whether the
 * courier may leave the order at the door, the allergy note to the kitchen, and the invoice details.
 * Kept in the tab's sessionStorage, so a reload (or a trip to the address page and back, or a switch
 * between pickup and delivery) keeps them; forgotten once the order is placed.
 */
export interface CheckoutChoices {
  paymentMethod: PaymentMethod;
  leaveAtDoor: boolean;
  /** Free text, sent only when not blank (docs/product/menu.md#allergens). */
  allergyNote: string;
  /** 'I need an invoice' and the billing details typed (docs/product/ordering.md#invoice). */
  invoice: InvoiceChoice;
}

/** The invoice part of the checkout form: the details stay typed when the box is unticked, but only a ticked box sends them. */
export interface InvoiceChoice {
  wanted: boolean;
  name: string;
  zip: string;
  city: string;
  street: string;
  taxNumber: string;
}

export const NO_INVOICE: InvoiceChoice = { wanted: false, name: '', zip: '', city: '', street: '', taxNumber: '' };

/** Each text field's length limit (the server's). */
export const INVOICE_FIELD_LIMITS: Record<Exclude<keyof InvoiceChoice, 'wanted'>, number> = {
  name: INVOICE_LIMITS.name,
  zip: 10,
  city: INVOICE_LIMITS.city,
  street: INVOICE_LIMITS.street,
  taxNumber: 20,
};

export const DEFAULT_CHECKOUT_CHOICES: CheckoutChoices = {
  paymentMethod: 'CASH',
  leaveAtDoor: false,
  allergyNote: '',
  invoice: NO_INVOICE,
};

function readInvoice(stored: unknown): InvoiceChoice {
  if (typeof stored !== 'object' || stored === null) return NO_INVOICE;
  const record = stored as Record<string, unknown>;
  const text = (key: keyof typeof INVOICE_FIELD_LIMITS) =>
    typeof record[key] === 'string' ? (record[key] as string).slice(0, INVOICE_FIELD_LIMITS[key]) : '';
  return {
    wanted: record.wanted === true,
    name: text('name'),
    zip: text('zip'),
    city: text('city'),
    street: text('street'),
    taxNumber: text('taxNumber'),
  };
}

/** The tab's choices; anything unreadable (another version's value, a hand edit) counts as none. */
export function readCheckoutChoices(): CheckoutChoices {
  try {
    const stored = JSON.parse(readSession(SESSION_KEYS.checkoutChoices) ?? '{}') as Partial<Record<keyof CheckoutChoices, unknown>>;
    return {
      paymentMethod: (PAYMENT_METHODS as readonly unknown[]).includes(stored.paymentMethod)
        ? (stored.paymentMethod as PaymentMethod)
        : DEFAULT_CHECKOUT_CHOICES.paymentMethod,
      leaveAtDoor: stored.leaveAtDoor === true,
      allergyNote: typeof stored.allergyNote === 'string' ? stored.allergyNote.slice(0, ALLERGY_NOTE_MAX_LENGTH) : '',
      invoice: readInvoice(stored.invoice),
    };
  } catch {
    return DEFAULT_CHECKOUT_CHOICES;
  }
}

export const saveCheckoutChoices = (choices: CheckoutChoices): void => writeSession(SESSION_KEYS.checkoutChoices, JSON.stringify(choices));

export const forgetCheckoutChoices = (): void => removeSession(SESSION_KEYS.checkoutChoices);
