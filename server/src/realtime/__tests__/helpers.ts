import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../test/auth';

type Target = Parameters<typeof request>[0];

/** One order through the real API: one line (Pepperoni large, 4999) so it is above the minimum. */
export async function placeOrder(app: Target, customer: TestPrincipal, type: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<Order> {
  await request(app)
    .post('/api/cart/add-to-cart')
    .set(bearer(customer.token))
    .type('form')
    .send('menuItemId=PIZ_006&quantity=1&extraItemId=')
    .expect(200);
  const quote = await request(app)
    .post(type === 'PICKUP' ? '/api/orders/pickup-checkout' : '/api/orders/checkout')
    .set(bearer(customer.token))
    .expect(200);
  const placed = await request(app)
    .post('/api/orders/placeorder')
    .set(bearer(customer.token))
    .type('form')
    .send({ orderId: quote.body.orderId, paymentMethod: 'CASH', orderType: type })
    .expect(200);
  return placed.body as Order;
}

export const changeStatus = (app: Target, staffToken: string, orderId: string, status: string) =>
  request(app).patch(`/api/orders/${orderId}/status?status=${status}`).set(bearer(staffToken)).send({});

export const customers = (n: number) => Promise.all(Array.from({ length: n }, () => createTestCustomer()));
