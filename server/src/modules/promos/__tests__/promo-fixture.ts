/**
 * What the promo code tests share: a shop open all day on a summer Wednesday (Budapest UTC+2), codes
 * made through the board's API, and a customer's quote and placing with a code, as the client sends them.
 */
import { budapestInstant, type CheckoutQuote, type Order, type PromoCode, type PromoRules } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { everyDay } from '../../../test/scheduled-fixture';
import { fillCart, placeOrder, WORKED_EXAMPLE } from '../../../test/shop-requests';

type Target = Parameters<typeof request>[0];

/** Wednesday 10 June 2026, Budapest summer time. */
export const DAY = '2026-06-10';
export const budapest = (time: string, day = DAY) => budapestInstant(day, time);

/** WORKED_EXAMPLE as a pickup: 4999 + 2 x 699 of dishes, 2 x 50 deposit, 150 service fee. */
export const EXAMPLE_ITEMS = 6397;
export const EXAMPLE_PICKUP_TOTAL = 6647;

export const RULES: PromoRules = {
  description: 'Test code',
  kind: 'fixed',
  amount: 1000,
  minSubtotal: 0,
  windows: [],
  service: 'ANY',
  firstOrderOnly: false,
  categories: [],
  menuItemIds: [],
  discountsFees: false,
  active: true,
};

/** Both services open around the clock, so any instant of the test clock takes orders. */
export async function openAllDay(app: Target, owner: TestPrincipal): Promise<void> {
  await request(app).put('/api/restaurant/hours').set(bearer(owner.token)).send(everyDay('00:00', '00:00')).expect(200);
}

export async function makeCode(
  app: Target,
  owner: TestPrincipal,
  code: string | undefined,
  rules: Partial<PromoRules> = {},
): Promise<PromoCode> {
  const res = await request(app)
    .post('/api/admin/promos')
    .set(bearer(owner.token))
    .send({ ...(code ? { code } : {}), rules: { ...RULES, ...rules } })
    .expect(201);
  return res.body as PromoCode;
}

export async function customerWithCart(app: Target, lines: Parameters<typeof fillCart>[2] = WORKED_EXAMPLE): Promise<TestPrincipal> {
  const customer = await createTestCustomer();
  await fillCart(app, customer.token, lines);
  return customer;
}

/** The checkout's quote, with a code when given (JSON, as the new client sends it). */
export const quoteWith = (app: Target, customer: TestPrincipal, promoCode?: string, orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP') =>
  request(app)
    .post(orderType === 'PICKUP' ? '/api/orders/pickup-checkout' : '/api/orders/checkout')
    .set(bearer(customer.token))
    .send(promoCode ? { promoCode } : {});

export async function quotedWith(app: Target, customer: TestPrincipal, promoCode: string, orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP') {
  return (await quoteWith(app, customer, promoCode, orderType).expect(200)).body as CheckoutQuote;
}

export const placeWith = (
  app: Target,
  customer: TestPrincipal,
  orderId: string,
  promoCode: string,
  orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP',
) => placeOrder(app, customer.token, orderId, orderType, { promoCode });

/** A customer with the worked example in the cart, quoted and placed with the code. */
export async function orderWithCode(app: Target, promoCode: string, customer?: TestPrincipal): Promise<Order> {
  const who = customer ?? (await customerWithCart(app));
  if (customer) await fillCart(app, who.token, WORKED_EXAMPLE);
  const quote = await quotedWith(app, who, promoCode);
  return (await placeWith(app, who, quote.orderId, promoCode).expect(200)).body as Order;
}
