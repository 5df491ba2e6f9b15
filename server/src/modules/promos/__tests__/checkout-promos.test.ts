/**
 * A customer's code at checkout and placing (docs/product/promo-codes.md#at-checkout) on the real app
 * and database, with a fixed clock (a summer Wednesday in Budapest): the discount line, each refusal
 * with its sentence, fees, never below zero, the order carrying the code, and the original client.
 */
import { type CheckoutQuote, moneyParam, type Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { OrderEventModel, OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PromoCodeModel } from '../promo-code.model';
import {
  budapest,
  customerWithCart,
  EXAMPLE_ITEMS,
  EXAMPLE_PICKUP_TOTAL,
  makeCode,
  openAllDay,
  orderWithCode,
  placeWith,
  quotedWith,
  quoteWith,
} from './promo-fixture';

const clock = fixedClock(budapest('12:00'));
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  // Many refused codes from one test address: the attempt limit has its own test file.
  t = await createTestApp({ overrides: { clock }, env: { RATE_LIMIT_SCALE: '100' } });
  owner = await createTestAdmin();
  await openAllDay(t.app, owner);
});

afterAll(() => t.close());

beforeEach(() => clock.set(budapest('12:00')));

async function refusal(code: string, customer?: TestPrincipal, orderType: 'PICKUP' | 'DELIVERY' = 'PICKUP', language = 'en') {
  const who = customer ?? (await customerWithCart(t.app));
  const res = await quoteWith(t.app, who, code, orderType).set('Accept-Language', language).expect(422);
  expect(res.body).toMatchObject({ code: 'PROMO_REFUSED', details: { code: code.toUpperCase() } });
  return res.body as { message: string; details: { refusal: string } };
}

describe('the discount line', () => {
  it('when a customer applies "lunch20" (any case), then the quote has promo LUNCH20 and its discount off the total', async () => {
    await makeCode(t.app, owner, 'LUNCH20', { kind: 'percent', amount: 20, maxDiscount: 1200 });
    const customer = await customerWithCart(t.app);
    const quote = await quotedWith(t.app, customer, 'lunch20');
    expect(quote.promo).toEqual({ code: 'LUNCH20', discount: 1200 });
    expect(quote.totalPrice).toBe(EXAMPLE_PICKUP_TOTAL - 1200);
    expect(quote.totalCartAmount).toBe(EXAMPLE_ITEMS);
  });

  it('when a quote follows without the code, then the draft’s code comes off and the price is full again', async () => {
    await makeCode(t.app, owner, 'COMEOFF', { amount: 500 });
    const customer = await customerWithCart(t.app);
    await quotedWith(t.app, customer, 'comeoff');
    const plain = (await quoteWith(t.app, customer).expect(200)).body as CheckoutQuote;
    expect(plain.promo).toBeUndefined();
    expect(plain.totalPrice).toBe(EXAMPLE_PICKUP_TOTAL);
    expect((await OrderModel.findOne({ orderId: plain.orderId }).lean())?.promo).toBeUndefined();
  });

  it('when a delivery gets a fixed 100 000 Ft code, then the dishes are free but the fees are not; with discountsFees the total is 0, never below', async () => {
    await makeCode(t.app, owner, 'HUGE', { amount: 100_000 });
    await makeCode(t.app, owner, 'HUGEFEES', { amount: 100_000, discountsFees: true });
    const customer = await customerWithCart(t.app);
    await addSelectedAddress(t.app, customer.token);
    const dishesOnly = await quotedWith(t.app, customer, 'HUGE', 'DELIVERY');
    const fees = dishesOnly.bottleDepositFee + dishesOnly.serviceFee + dishesOnly.deliveryFee;
    expect(dishesOnly.promo).toEqual({ code: 'HUGE', discount: EXAMPLE_ITEMS });
    expect(dishesOnly.totalPrice).toBe(fees);
    expect(fees).toBeGreaterThan(0);
    const all = await quotedWith(t.app, customer, 'HUGEFEES', 'DELIVERY');
    expect(all.promo).toEqual({ code: 'HUGEFEES', discount: EXAMPLE_ITEMS + fees });
    expect(all.totalPrice).toBe(0);
  });

  it('when the dishes reach the minimum order only before the discount, then the code still applies (the minimum is on the dishes)', async () => {
    await makeCode(t.app, owner, 'MINFIRST', { amount: 3000 });
    const customer = await customerWithCart(t.app, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const quote = await quotedWith(t.app, customer, 'MINFIRST');
    expect(quote.promo?.discount).toBe(3000);
    expect(quote.totalCartAmount).toBe(4999);
  });
});

describe('each refusal, in one sentence', () => {
  it('when the code does not exist, then unknown', async () => {
    expect((await refusal('lunch2o')).message).toBe('We do not know the code LUNCH2O. Please check how it is spelt.');
  });

  it('when the code is switched off, then inactive', async () => {
    await makeCode(t.app, owner, 'OFFCODE', { active: false });
    expect((await refusal('OFFCODE')).message).toBe('The code OFFCODE is not valid any more.');
  });

  it('when the code starts on 1 December, then notYet names the day (in Hungarian too)', async () => {
    await makeCode(t.app, owner, 'XMAS', { validFrom: budapest('00:00', '2026-12-01').toISOString() });
    expect((await refusal('XMAS')).message).toBe('The code XMAS is valid from 1 December 2026 at 00:00.');
    expect((await refusal('XMAS', undefined, 'PICKUP', 'hu')).message).toBe('A(z) XMAS kód ettől érvényes: 2026. december 1. 00:00.');
  });

  it('when the code ended on 31 May, then expired', async () => {
    await makeCode(t.app, owner, 'SPRING', { validUntil: budapest('23:59', '2026-05-31').toISOString() });
    expect((await refusal('SPRING')).message).toBe('The code SPRING expired on 31 May 2026 at 23:59.');
  });

  it('when a lunchtime code (Mon–Fri 11:00–14:00) is tried at 15:00, then outsideWindow; at 12:00 it applies', async () => {
    await makeCode(t.app, owner, 'LUNCHTIME', {
      windows: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], from: '11:00', to: '14:00' }],
    });
    const customer = await customerWithCart(t.app);
    expect((await quotedWith(t.app, customer, 'lunchtime')).promo?.code).toBe('LUNCHTIME');
    clock.set(budapest('15:00'));
    const refused = await refusal('LUNCHTIME', customer);
    expect(refused.message).toBe('The code LUNCHTIME is valid only Mon–Fri 11:00–14:00 (Budapest time).');
    expect(refused.details.refusal).toBe('outsideWindow');
  });

  it('when a pickup code is used for delivery, then pickupOnly; a delivery code for pickup, deliveryOnly', async () => {
    await makeCode(t.app, owner, 'PICKUP10', { service: 'PICKUP' });
    await makeCode(t.app, owner, 'FREEDEL', { service: 'DELIVERY' });
    const customer = await customerWithCart(t.app);
    await addSelectedAddress(t.app, customer.token);
    expect((await refusal('PICKUP10', customer, 'DELIVERY')).message).toBe('The code PICKUP10 is for pickup orders only.');
    expect((await refusal('FREEDEL', customer, 'PICKUP')).message).toBe('The code FREEDEL is for delivery orders only.');
    expect((await quotedWith(t.app, customer, 'FREEDEL', 'DELIVERY')).promo?.code).toBe('FREEDEL');
  });

  it('when a first-order code is tried by a customer who has ordered, then firstOrderOnly; a new customer gets it once, then is refused too', async () => {
    await makeCode(t.app, owner, 'WELCOME', { firstOrderOnly: true });
    const regular = await customerWithCart(t.app);
    await placeOrder(t.app, regular.token, (await quoteOf(t.app, regular.token)).orderId).expect(200);
    await fillCart(t.app, regular.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    expect((await refusal('WELCOME', regular)).message).toBe(
      'The code WELCOME is for a first order only, and you have ordered from us before.',
    );
    const newcomer = await customerWithCart(t.app);
    const order = await orderWithCode(t.app, 'welcome', newcomer);
    expect(order.promo).toEqual({ code: 'WELCOME', discount: 1000 });
    await fillCart(t.app, newcomer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    expect((await refusal('WELCOME', newcomer)).details.refusal).toBe('firstOrderOnly');
  });

  it('when a cancelled order is the only one, then it does not count as ordered before', async () => {
    await makeCode(t.app, owner, 'WELCOME2', { firstOrderOnly: true });
    const customer = await customerWithCart(t.app);
    const first = (await placeOrder(t.app, customer.token, (await quoteOf(t.app, customer.token)).orderId).expect(200)).body as Order;
    await request(t.app)
      .patch(`/api/orders/${first.orderId}/status`)
      .query({ status: 'CANCELLED' })
      .set(bearer(owner.token))
      .send({})
      .expect(200);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    expect((await quotedWith(t.app, customer, 'WELCOME2')).promo?.code).toBe('WELCOME2');
  });

  it('when the dishes are below the code’s minimum, then minSubtotal names the amount', async () => {
    await makeCode(t.app, owner, 'BIGONE', { minSubtotal: 7000 });
    expect((await refusal('BIGONE')).message).toBe(`The code BIGONE needs at least ${moneyParam(7000).en} of dishes in your cart.`);
  });

  it('when the code is for burgers and the cart has none, then noEligibleItems; a pizza code takes off the pizza only', async () => {
    await makeCode(t.app, owner, 'BURGER15', { kind: 'percent', amount: 15, categories: ['BURGER'] });
    await makeCode(t.app, owner, 'PIZZA10', { kind: 'percent', amount: 10, categories: ['PIZZA'] });
    expect((await refusal('BURGER15')).message).toBe('The code BURGER15 is for certain dishes only, and none of them is in your cart.');
    const customer = await customerWithCart(t.app);
    expect((await quotedWith(t.app, customer, 'PIZZA10')).promo).toEqual({ code: 'PIZZA10', discount: 500 });
  });

  it('when the last use has been taken, then usedUp', async () => {
    await makeCode(t.app, owner, 'LAST', { totalUses: 1 });
    await orderWithCode(t.app, 'LAST');
    expect((await refusal('LAST')).message).toBe('The code LAST has been used up.');
    expect((await PromoCodeModel.findOne({ code: 'LAST' }).lean())?.used).toBe(1);
  });

  it('when the customer used their one use, then usedByYou (others may still use it)', async () => {
    await makeCode(t.app, owner, 'ONCEEACH', { usesPerCustomer: 1 });
    const customer = await customerWithCart(t.app);
    await orderWithCode(t.app, 'ONCEEACH', customer);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    expect((await refusal('ONCEEACH', customer)).message).toBe('You have already used the code ONCEEACH.');
    expect((await refusal('ONCEEACH', customer, 'PICKUP', 'hu')).message).toBe('Ön már felhasználta a(z) ONCEEACH kódot.');
    await orderWithCode(t.app, 'ONCEEACH');
  });

  it('when the code is someone else’s loyalty reward, then it is unknown to this customer', async () => {
    const stranger = await createTestAdmin();
    const made = await makeCode(t.app, owner, 'NOTYOURS');
    await PromoCodeModel.updateOne({ _id: made.promoId }, { $set: { personalUserId: stranger.user.id } });
    expect((await refusal('NOTYOURS')).details.refusal).toBe('unknown');
  });
});

describe('placing with a code', () => {
  it('when the quoted code is placed, then the order, its event summary and the stored order carry the code; totalPrice is after the discount', async () => {
    await makeCode(t.app, owner, 'PLACEME', { amount: 800 });
    const order = await orderWithCode(t.app, 'placeme');
    expect(order.promo).toEqual({ code: 'PLACEME', discount: 800 });
    expect(order.totalPrice).toBe(EXAMPLE_PICKUP_TOTAL - 800);
    const event = await OrderEventModel.findOne({ type: 'order-created', 'payload.order.orderId': order.orderId }).lean();
    expect((event?.payload as { order: Order }).order).toMatchObject({
      promo: { code: 'PLACEME', discount: 800 },
      totalPrice: EXAMPLE_PICKUP_TOTAL - 800,
    });
    const seen = (await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(owner.token)).expect(200)).body as Order;
    expect(seen.promo).toEqual({ code: 'PLACEME', discount: 800 });
    expect((await PromoCodeModel.findOne({ code: 'PLACEME' }).lean())?.used).toBe(1);
  });

  it('when the original client places (a form, no code) after a plain quote, then at full price and no use is taken', async () => {
    await makeCode(t.app, owner, 'UNTOUCHED', { totalUses: 3 });
    const customer = await customerWithCart(t.app);
    const quote = await quoteOf(t.app, customer.token);
    const order = (await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body as Order;
    expect(order.promo).toBeUndefined();
    expect(order.totalPrice).toBe(EXAMPLE_PICKUP_TOTAL);
    expect((await PromoCodeModel.findOne({ code: 'UNTOUCHED' }).lean())?.used).toBe(0);
  });

  it('when the code was switched off between the quote and the placing, then 409 PROMO_REFUSED with its sentence and nothing is placed', async () => {
    const made = await makeCode(t.app, owner, 'SWITCHED');
    const customer = await customerWithCart(t.app);
    const quote = await quotedWith(t.app, customer, 'SWITCHED');
    await request(t.app)
      .put(`/api/admin/promos/${made.promoId}`)
      .set(bearer(owner.token))
      .send({ rules: { ...made.rules, active: false } })
      .expect(200);
    const res = await placeWith(t.app, customer, quote.orderId, 'SWITCHED').expect(409);
    expect(res.body).toMatchObject({ code: 'PROMO_REFUSED', message: 'The code SWITCHED is not valid any more.' });
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
  });

  it('when the cart changed after the quote so the discount differs, then 409 QUOTE_CHANGED with the new discount, nothing placed', async () => {
    await makeCode(t.app, owner, 'TENPC', { kind: 'percent', amount: 10 });
    const customer = await customerWithCart(t.app);
    const quote = await quotedWith(t.app, customer, 'TENPC');
    expect(quote.promo?.discount).toBe(640);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const res = await placeWith(t.app, customer, quote.orderId, 'TENPC').expect(409);
    expect(res.body).toMatchObject({ code: 'QUOTE_CHANGED', details: { promo: { code: 'TENPC', discount: 1140 } } });
    expect((await OrderModel.findOne({ orderId: quote.orderId }).lean())?.status).toBe('PENDING');
    const order = (await placeWith(t.app, customer, quote.orderId, 'TENPC').expect(200)).body as Order;
    expect(order.promo).toEqual({ code: 'TENPC', discount: 1140 });
  });

  it('when a draft quoted with a code is placed without it, then 409 QUOTE_CHANGED and the new quote is at full price', async () => {
    await makeCode(t.app, owner, 'DROPPED');
    const customer = await customerWithCart(t.app);
    const quote = await quotedWith(t.app, customer, 'DROPPED');
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(409);
    expect(res.body.code).toBe('QUOTE_CHANGED');
    expect(res.body.details.promo).toBeUndefined();
    expect(res.body.details.totalPrice).toBe(EXAMPLE_PICKUP_TOTAL);
    const order = (await placeOrder(t.app, customer.token, quote.orderId).expect(200)).body as Order;
    expect(order.promo).toBeUndefined();
    expect((await PromoCodeModel.findOne({ code: 'DROPPED' }).lean())?.used).toBe(0);
  });
});
