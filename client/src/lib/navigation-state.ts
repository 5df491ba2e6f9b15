import type { OrderType } from '@pizza/shared';
import type { Location } from 'react-router-dom';

/*
 * What one page hands the next through the router's location state. It lives in the browser's
 * history entry, so it survives a reload of that page, and never shows in the address bar.
 */

/** /checkout opened with a service already chosen (an address was just picked or saved: Delivery). */
export interface CheckoutEntryState {
  orderType?: OrderType;
}

/** /address opened from checkout: saving or choosing an address goes back there, with Delivery. */
export interface AddressEntryState {
  returnTo?: 'checkout';
}

export const deliveryCheckoutState: CheckoutEntryState = { orderType: 'DELIVERY' };
export const addressFromCheckoutState: AddressEntryState = { returnTo: 'checkout' };

export function checkoutEntryOrderType(location: Pick<Location, 'state'>): OrderType | undefined {
  const orderType = (location.state as CheckoutEntryState | null | undefined)?.orderType;
  return orderType === 'DELIVERY' || orderType === 'PICKUP' ? orderType : undefined;
}

export function cameFromCheckout(location: Pick<Location, 'state'>): boolean {
  return (location.state as AddressEntryState | null | undefined)?.returnTo === 'checkout';
}
