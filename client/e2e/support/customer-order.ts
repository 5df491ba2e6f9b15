/** A customer's order placed through the API, as the shop's checkout does it: a dish, the address, checkout, place. */
import type { Order } from '@pizza/shared';

import { call, DELIVERY_ADDRESS } from './api';

/** A Pepperoni (PIZ_006) delivered to DELIVERY_ADDRESS, paid in cash. */
export async function placeDeliveryOrderViaApi(customerToken: string): Promise<Order> {
  await call('POST', '/api/cart/add-to-cart', customerToken, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/address/add', customerToken, { json: DELIVERY_ADDRESS });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', customerToken, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', customerToken, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
}
