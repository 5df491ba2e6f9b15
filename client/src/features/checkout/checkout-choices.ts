import { ALLERGY_NOTE_MAX_LENGTH, PAYMENT_METHODS, type PaymentMethod } from '@pizza/shared';

import { readSession, removeSession, SESSION_KEYS, writeSession } from '../../lib/storage';

/**
 * What the customer chose on the checkout page besides the service: how they pay, whether the
 * courier may leave the order at the door, and the allergy note to the kitchen. Kept in the tab's sessionStorage, so a reload (or a trip
 * to the address page and back) keeps them; forgotten once the order is placed.
 */
export interface CheckoutChoices {
  paymentMethod: PaymentMethod;
  leaveAtDoor: boolean;
  /** Free text, sent only when not blank (docs/product/menu.md#allergens). */
  allergyNote: string;
}

export const DEFAULT_CHECKOUT_CHOICES: CheckoutChoices = { paymentMethod: 'CASH', leaveAtDoor: false, allergyNote: '' };

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
    };
  } catch {
    return DEFAULT_CHECKOUT_CHOICES;
  }
}

export const saveCheckoutChoices = (choices: CheckoutChoices): void => writeSession(SESSION_KEYS.checkoutChoices, JSON.stringify(choices));

export const forgetCheckoutChoices = (): void => removeSession(SESSION_KEYS.checkoutChoices);
