/**
 * Placing an order while the same customer changes the cart in another tab: the placement reads
 * and prices the cart, a cola is added and committed, then the placement empties the cart. The
 * emptying must notice the change (a conditional write on the cart's revision, and under it the
 * database's snapshot isolation), so the placement prices again: the customer either gets the new
 * quote (409 QUOTE_CHANGED, the cola in it) or an order with the cola, never an order without it
 * and an empty cart (the add answered 200, the cola would be lost).
 */
import type { CheckoutQuote, Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { budapestWinter, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

const COLA = { menuItemId: 'COC_001', quantity: 1 };

/** Holds the first call of a hook until released; later calls pass. */
function gate() {
  let arrived!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const hook = async () => {
    calls += 1;
    if (calls > 1) return;
    arrived();
    await released;
  };
  return { hook, reached, release, calls: () => calls };
}

const held = gate();
/** Used by the second test only: holds a placement right after it read the draft. */
let afterDraftRead: (() => Promise<void>) | undefined;
/** Used by the pause test only: holds a placement once it priced the cart (else the first test's gate). */
let afterPriced: (() => Promise<void>) | undefined;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    overrides: {
      clock: fixedClock(budapestWinter('2026-02-10', '13:00:00')),
      orderHooks: { placementPriced: () => afterPriced?.() ?? held.hook(), draftRead: () => afterDraftRead?.() ?? Promise.resolve() },
    },
  });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
});

afterAll(() => t.close());

it('when a cola is added while the order is being placed, then the placement is retried: a new quote with the cola, never an order without it and an empty cart', async () => {
  const customer = await createTestCustomer({ name: 'Anna Kovács' });
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const quote = await quoteOf(t.app, customer.token);

  const placing = placeOrder(t.app, customer.token, quote.orderId).then((res) => res);
  await held.reached;
  await fillCart(t.app, customer.token, [COLA]); // the other tab: answers 200
  held.release();
  const res = await placing;

  expect(held.calls()).toBeGreaterThan(1); // the placement ran again after the conflict
  const cart = await request(t.app)
    .get('/api/cart/user-email')
    .query({ email: customer.user.email })
    .set(bearer(customer.token))
    .expect(200);
  const cartItems: Array<{ menuItem: { id: string } }> = cart.body[0]?.cartItems ?? [];
  if (res.status === 409) {
    expect(res.body.code).toBe('QUOTE_CHANGED');
    const fresh = res.body.details as CheckoutQuote;
    expect(fresh.totalCartAmount).toBeGreaterThan(quote.totalCartAmount);
    expect(cartItems.map((line) => line.menuItem.id).sort()).toEqual(['COC_001', 'PIZ_006']);
  } else {
    expect(res.status).toBe(200);
    expect((res.body as Order).orderItems.map((item) => item.menuItemId)).toContain('COC_001');
  }
});

it('when a retry read the draft before its first try committed and the cart after, then it answers with the placed order, not "no items"', async () => {
  const customer = await createTestCustomer({ name: 'Bence Tóth' });
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const quote = await quoteOf(t.app, customer.token);
  const retryHeld = gate();
  afterDraftRead = () => retryHeld.hook();
  // The first try (as if its answer was lost to a timeout) is the held one: it reads the draft and waits.
  const retry = placeOrder(t.app, customer.token, quote.orderId).then((res) => res);
  await retryHeld.reached;
  afterDraftRead = undefined;
  const first = await placeOrder(t.app, customer.token, quote.orderId).expect(200); // commits: cart emptied
  retryHeld.release(); // the held one now finds the cart empty
  const res = await retry;
  expect(res.status).toBe(200);
  expect((res.body as Order).orderId).toBe(first.body.orderId);
  expect((res.body as Order).orderSequence).toBe(first.body.orderSequence);
});

it('when new orders are paused while an order is being placed, then it is refused as paused and never placed, as a retry meanwhile was told', async () => {
  const customer = await createTestCustomer({ name: 'Csilla Nagy' });
  const staff = await createTestAdmin();
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const quote = await quoteOf(t.app, customer.token);
  const pricedHeld = gate();
  afterPriced = () => pricedHeld.hook();
  // The first try found the shop open and priced the cart; its answer will be lost to a timeout.
  const first = placeOrder(t.app, customer.token, quote.orderId).then((res) => res);
  await pricedHeld.reached;
  afterPriced = undefined;
  const pause = (minutes: number) => request(t.app).put('/api/restaurant/pause').set(bearer(staff.token)).send({ minutes }).expect(200);
  await pause(15);
  try {
    const retry = await placeOrder(t.app, customer.token, quote.orderId);
    expect([retry.status, retry.body.code]).toEqual([409, 'RESTAURANT_CLOSED']);
    pricedHeld.release();
    const res = await first;
    expect([res.status, res.body.code]).toEqual([409, 'RESTAURANT_CLOSED']);
    expect(await OrderModel.exists({ orderId: quote.orderId, status: { $ne: 'PENDING' } })).toBeNull();
  } finally {
    pricedHeld.release();
    await pause(0);
  }
});

it('when new orders are paused in the same batch just before an order is placed, then the placement sees the pause and is refused', async () => {
  const customer = await createTestCustomer({ name: 'Dóra Szabó' });
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const quote = await quoteOf(t.app, customer.token);
  // The batch chain held, so the pause and the placement queue behind it and share the next batch, in that order.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const holds = new Promise<void>((resolve) => (holding = resolve));
  const holder = t.deps.events.transaction(async () => {
    holding();
    await held;
  });
  await holds;
  const now = t.deps.clock.now();
  // Queued at once: the pause reads the restaurant (open) in the batch, then writes the pause.
  const paused = t.deps.restaurant.pause({ name: 'Pultos', email: 'pult@example.com' }, 15, now);
  let priced!: () => void;
  const pricedOpen = new Promise<void>((resolve) => (priced = resolve));
  afterPriced = async () => priced(); // priced while the shop is still open (the pause is not committed)
  const placing = placeOrder(t.app, customer.token, quote.orderId).then((res) => res);
  try {
    await pricedOpen;
    afterPriced = undefined;
    release(); // the placement's unit is queued by now: queueing is synchronous, the holder's commit is not
    await holder;
    expect((await paused).pausedUntil).toBeDefined();
    const res = await placing;
    // Read once per batch and again after a unit wrote it: the placement must not take the pause's earlier read.
    expect([res.status, res.body.code]).toEqual([409, 'RESTAURANT_CLOSED']);
    expect(await OrderModel.exists({ orderId: quote.orderId, status: { $ne: 'PENDING' } })).toBeNull();
  } finally {
    release();
    afterPriced = undefined;
    await t.deps.restaurant.pause({ name: 'Pultos' }, 0, now);
  }
});
