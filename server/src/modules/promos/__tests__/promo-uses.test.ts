/**
 * Uses are exact (docs/product/promo-codes.md#uses-are-exact) on the real app and database: the last
 * use goes to one of twenty customers placing at once; the customer's own limit holds inside the
 * transaction; every kind of cancel gives the use back, a finished order keeps it.
 */
import type { CheckoutQuote, Order, SlotsAnswer } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { openAllDayForLater } from '../../../test/scheduled-fixture';
import { placeOrder } from '../../../test/shop-requests';
import { OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PromoCodeModel } from '../promo-code.model';
import { PromoCustomerUsesModel } from '../promo-customer-uses.model';
import { PromoRedemptionModel } from '../promo-redemption.model';
import { budapest, customerWithCart, makeCode, openAllDay, orderWithCode, placeWith, quotedWith } from './promo-fixture';

const clock = fixedClock(budapest('12:00'));
/** Set by a test: the placement waits here after pricing, before its transaction. */
let holdAfterPricing: (() => Promise<void>) | undefined;
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({
    overrides: { clock, orderHooks: { placementPriced: () => holdAfterPricing?.() ?? Promise.resolve() } },
    env: { RATE_LIMIT_SCALE: '100' },
  });
  owner = await createTestAdmin();
  await openAllDay(t.app, owner);
});

afterAll(() => t.close());

beforeEach(() => {
  clock.set(budapest('12:00'));
  holdAfterPricing = undefined;
});

const usedOf = async (code: string) => (await PromoCodeModel.findOne({ code }).lean())?.used;
const move = (order: Order, status: string, query: Record<string, string | number> = {}) =>
  request(t.app)
    .patch(`/api/orders/${order.orderId}/status`)
    .query({ status, ...query })
    .set(bearer(owner.token))
    .send({})
    .expect(200);

describe('the last use', () => {
  it('when 20 customers place with the last use at once, then exactly one order gets it, nineteen get 409 PROMO_REFUSED and nothing is placed for them', async () => {
    await makeCode(t.app, owner, 'RACE', { totalUses: 1 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart(t.app)));
    const quotes: CheckoutQuote[] = [];
    for (const customer of customers) quotes.push(await quotedWith(t.app, customer, 'RACE'));
    const answers = await Promise.all(customers.map((customer, i) => placeWith(t.app, customer, quotes[i]!.orderId, 'RACE')));
    const won = answers.filter((res) => res.status === 200);
    const lost = answers.filter((res) => res.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((res) => [res.status, res.body.code, res.body.message])).toEqual(
      Array.from({ length: 19 }, () => [409, 'PROMO_REFUSED', 'The code RACE has been used up.']),
    );
    const orderIds = quotes.map((quote) => quote.orderId);
    expect(await OrderModel.countDocuments({ orderId: { $in: orderIds }, status: 'PLACED' })).toBe(1);
    expect(await OrderModel.countDocuments({ orderId: { $in: orderIds }, status: 'PENDING' })).toBe(19);
    expect(await usedOf('RACE')).toBe(1);
    expect(await PromoRedemptionModel.countDocuments({ code: 'RACE' })).toBe(1);
  });

  it('when the customer’s last use is taken after their placing was priced, then the transaction refuses it: 409 usedByYou, nothing placed', async () => {
    const made = await makeCode(t.app, owner, 'MINEONCE', { usesPerCustomer: 1 });
    const customer = await customerWithCart(t.app);
    const quote = await quotedWith(t.app, customer, 'MINEONCE');
    // Another tab's order of this customer took their use between this placing's pricing and its transaction.
    holdAfterPricing = async () => {
      await PromoCustomerUsesModel.updateOne({ _id: `${made.promoId}:${customer.user.id}` }, { $inc: { uses: 1 } });
    };
    const res = await placeWith(t.app, customer, quote.orderId, 'MINEONCE').expect(409);
    expect(res.body).toMatchObject({ code: 'PROMO_REFUSED', message: 'You have already used the code MINEONCE.' });
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
    expect(await usedOf('MINEONCE')).toBe(0);
  });
});

describe('giving the use back', () => {
  async function lastUseTakenBy(code: string): Promise<Order> {
    await makeCode(t.app, owner, code, { totalUses: 1, usesPerCustomer: 1 });
    const order = await orderWithCode(t.app, code);
    expect(await usedOf(code)).toBe(1);
    return order;
  }

  /** The use is back: another customer can take the last use, and the first customer could again. */
  async function expectGivenBack(code: string, order: Order) {
    expect(await usedOf(code)).toBe(0);
    expect((await PromoRedemptionModel.findOne({ orderId: order.orderId }).lean())?.givenBackAt).toBeInstanceOf(Date);
    const next = await orderWithCode(t.app, code);
    expect(next.promo?.code).toBe(code);
    expect(await usedOf(code)).toBe(1);
  }

  it('when staff reject the order (PLACED to CANCELLED), then the use is back', async () => {
    const order = await lastUseTakenBy('REJECTED');
    await move(order, 'CANCELLED');
    await expectGivenBack('REJECTED', order);
  });

  it('when staff cancel after accepting, then the use is back, the customer’s own too', async () => {
    const made = await makeCode(t.app, owner, 'ACCEPTED', { totalUses: 1, usesPerCustomer: 1 });
    const customer = await customerWithCart(t.app);
    const order = await orderWithCode(t.app, 'ACCEPTED', customer);
    await move(order, 'PREPARING', { prepMinutes: 20 });
    await move(order, 'CANCELLED');
    expect((await PromoCustomerUsesModel.findById(`${made.promoId}:${customer.user.id}`).lean())?.uses).toBe(0);
    await expectGivenBack('ACCEPTED', order);
  });

  it('when nobody accepts and the shop cancels by itself, then the use is back', async () => {
    const order = await lastUseTakenBy('AUTOCANCEL');
    const later = new Date(budapest('12:00').getTime() + 60 * 60_000);
    for (let step = 0; step < 3; step += 1) await t.deps.orders.escalateOnce(order.orderId, later);
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('CANCELLED');
    await expectGivenBack('AUTOCANCEL', order);
  });

  it('when the customer cancels an order for later before its release, then the use is back', async () => {
    await makeCode(t.app, owner, 'FORLATER', { totalUses: 1 });
    await openAllDayForLater(t.app);
    const customer = await customerWithCart(t.app);
    const answer = (await request(t.app).get('/api/orders/slots?orderType=PICKUP').set(bearer(customer.token)).expect(200))
      .body as SlotsAnswer;
    const slot = answer.days.flatMap((day) => day.slots).find((each) => Date.parse(each.at) >= budapest('18:00').getTime())!;
    const quote = await request(t.app)
      .post('/api/orders/pickup-checkout')
      .set(bearer(customer.token))
      .send({ scheduledFor: slot.at, promoCode: 'forlater' })
      .expect(200);
    const order = (
      await placeOrder(t.app, customer.token, quote.body.orderId, 'PICKUP', { promoCode: 'FORLATER', scheduledFor: slot.at }).expect(200)
    ).body as Order;
    expect(order.promo?.code).toBe('FORLATER');
    expect(await usedOf('FORLATER')).toBe(1);
    await request(t.app).post(`/api/orders/${order.orderId}/cancel`).set(bearer(customer.token)).expect(200);
    await expectGivenBack('FORLATER', order);
  });

  it('when an order is finished, then it keeps its use', async () => {
    const order = await lastUseTakenBy('FINISHED');
    await move(order, 'PREPARING', { prepMinutes: 20 });
    await move(order, 'READY_FOR_PICKUP');
    await move(order, 'COMPLETED');
    expect(await usedOf('FINISHED')).toBe(1);
    expect((await PromoRedemptionModel.findOne({ orderId: order.orderId }).lean())?.givenBackAt).toBeUndefined();
  });
});
