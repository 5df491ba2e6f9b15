import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import type { Clock } from '../lib/clock';
import type { TestPrincipal } from './auth';
import { fillCart, placeOrder, quoteOf, WORKED_EXAMPLE } from './shop-requests';
import type { TestApp } from './test-app';

type SettableClock = Clock & { set(instant: Date): void };

/** An instant written as UTC without its Z ('2026-10-25T01:30:00'). */
export const utc = (iso: string) => new Date(`${iso}Z`);

/**
 * Orders placed and moved through the API at chosen instants of a test's clock (the reports'
 * tests: orders on given Budapest days, accepted, readied, delivered or cancelled at given times).
 */
export function clockedOrders(app: () => TestApp['app'], clock: SettableClock, staff: () => TestPrincipal) {
  return {
    async placeAt(
      iso: string,
      customer: TestPrincipal,
      lines: Parameters<typeof fillCart>[2] = WORKED_EXAMPLE,
      orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP',
      paymentMethod: 'CASH' | 'CARD' = 'CASH',
    ): Promise<Order> {
      clock.set(utc(iso));
      await fillCart(app(), customer.token, lines);
      const quote = await quoteOf(app(), customer.token, orderType);
      return (await placeOrder(app(), customer.token, quote.orderId, orderType, { paymentMethod }).expect(200)).body as Order;
    },

    async moveAt(iso: string, order: Order, status: string, query: Record<string, string | number> = {}): Promise<void> {
      clock.set(utc(iso));
      await request(app())
        .patch(`/api/orders/${order.orderId}/status`)
        .query({ status, ...query })
        .set(bearer(staff().token))
        .send({})
        .expect(200);
    },
  };
}
