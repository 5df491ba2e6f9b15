/** Requests a customer's phone makes in the order path (cart, address, checkout, place), for API tests of any module. */
import type { CheckoutQuote, Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

type Target = Parameters<typeof request>[0];

/** 1 x Pepperoni LARGE (4999) + 2 x Coca-Cola 330 ml (699): reference section 3.3's worked example. */
export const WORKED_EXAMPLE = [
  { menuItemId: 'PIZ_006', quantity: 1 },
  { menuItemId: 'COC_001', quantity: 2 },
];

/** Adds lines to the customer's cart through the real API (form-encoded, as the client sends them). */
export async function fillCart(
  app: Target,
  token: string,
  lines: Array<{ menuItemId: string; quantity: number; extras?: string[]; instructions?: string }>,
) {
  for (const line of lines) {
    await request(app)
      .post('/api/cart/add-to-cart')
      .set(bearer(token))
      .type('form')
      .send({
        menuItemId: line.menuItemId,
        quantity: String(line.quantity),
        extraItemId: (line.extras ?? []).join(','),
        ...(line.instructions ? { instructions: line.instructions } : {}),
      })
      .expect(200);
  }
}

/** A selected delivery address near the restaurant (Piac utca). */
export async function addSelectedAddress(app: Target, token: string, overrides: object = {}) {
  const body = {
    street: 'Piac utca',
    buildingName: '10',
    apartmentNo: '2',
    floor: '1',
    intercom: '21',
    latitude: 47.5293,
    longitude: 21.6253,
    selected: true,
    ...overrides,
  };
  const res = await request(app).post('/api/address/add').set(bearer(token)).send(body).expect(200);
  return res.headers['x-address-id'] as string;
}

export const checkout = (app: Target, token: string, type: 'PICKUP' | 'DELIVERY' = 'PICKUP') =>
  request(app)
    .post(type === 'PICKUP' ? '/api/orders/pickup-checkout' : '/api/orders/checkout')
    .set(bearer(token))
    .type('form')
    .send('');

export async function quoteOf(app: Target, token: string, type: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<CheckoutQuote> {
  return (await checkout(app, token, type).expect(200)).body as CheckoutQuote;
}

/** Place order as the original client does: form-encoded orderId, paymentMethod=CASH, orderType. */
export const placeOrder = (
  app: Target,
  token: string,
  orderId: string,
  orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP',
  extra: Record<string, string> = {},
) =>
  request(app)
    .post('/api/orders/placeorder')
    .set(bearer(token))
    .type('form')
    .send({ orderId, paymentMethod: 'CASH', orderType, ...extra });

export async function placed(app: Target, token: string, type: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<Order> {
  const quote = await quoteOf(app, token, type);
  return (await placeOrder(app, token, quote.orderId, type).expect(200)).body as Order;
}

/** An instant given as Budapest wall-clock time (CET in winter: UTC+1). */
export const budapestWinter = (day: string, time: string) => new Date(`${day}T${time}+01:00`);
