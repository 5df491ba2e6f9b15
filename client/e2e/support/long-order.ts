/**
 * An order whose every free text is one long unbroken word (a name, a building, an address note, a
 * dish instruction), placed by the API as a customer would: what the board's cards must hold
 * without growing wider than the screen.
 */
import type { Order } from '@pizza/shared';

import { type CustomerAccount, signUpCustomerViaApi } from './accounts';
import { call, DELIVERY_ADDRESS } from './api';

/** `length` letters without a space or a hyphen, so nothing but the layout can break the line. */
export const unbroken = (length: number, word = 'Szentgyörgyvári'): string => word.repeat(Math.ceil(length / word.length)).slice(0, length);

/** The longest name sign-up accepts (100 characters), in one word. */
export const LONG_NAME = unbroken(100);

/** A customer with a 100-character unbroken name. */
export function longNamedCustomer(): Promise<CustomerAccount> {
  return signUpCustomerViaApi({ name: LONG_NAME });
}

/** A delivery of a Pepperoni with extra cheese: a long instruction on the dish, a long building name and note on the address. */
export async function placeLongDeliveryOrder(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, {
    form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: 'EXT_001', instructions: unbroken(300, 'Jólátsütve') },
  });
  await call('POST', '/api/address/add', token, {
    json: { ...DELIVERY_ADDRESS, buildingName: unbroken(100, 'Épület'), otherInstructions: unbroken(400, 'Kapukód') },
  });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
}
