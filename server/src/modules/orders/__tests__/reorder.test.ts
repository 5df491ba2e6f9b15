/**
 * "Order again" (docs/product/promo-codes.md#order-again) on the real app and database: a past
 * order's lines go into the customer's cart with their size, add-ons, quantity and kitchen note, at
 * today's prices (changed through the menu editor), after what the cart holds; a sold-out dish is
 * left out and named, a sold-out add-on is dropped from its line and named; only the order's own
 * customer may do it.
 */
import { type AdminMenu, type Cart, type Order, ORDER_MESSAGES, type ReorderResult, reorderResultSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { clockedOrders, utc } from '../../../test/clocked-orders';
import { checkout, fillCart } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The Pepperoni as ordered: the seed names it the same in Hungarian. */
const PEPPERONI = { name: 'Pepperoni', translations: { hu: { name: 'Pepperoni' } } };
const clock = fixedClock(utc('2026-11-02T10:00:00'));

/**
 * 2 x Margarita MEDIUM (2899) with extra cheese (400) and mushrooms (300), "well done": 2 x 3599;
 * 1 x Pepperoni LARGE (4999) with ham (450): 5449; 2 x Coca-Cola 330 ml (699): 1398. Items 14045.
 */
const PAST_ORDER = [
  { menuItemId: 'PIZ_001', quantity: 2, extras: ['EXT_001', 'EXT_002'], instructions: 'well done' },
  { menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_003'] },
  { menuItemId: 'COC_001', quantity: 2 },
];

let t: TestApp;
let owner: TestPrincipal;

const { placeAt, moveAt } = clockedOrders(
  () => t.app,
  clock,
  () => owner,
);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
  owner = await createTestStaff('OWNER');
});

afterAll(() => t.close());

const reorder = (customer: TestPrincipal, orderId: string) =>
  request(t.app).post(`/api/orders/${orderId}/reorder`).set(bearer(customer.token)).send({});

async function reordered(customer: TestPrincipal, orderId: string): Promise<ReorderResult> {
  return reorderResultSchema.parse((await reorder(customer, orderId).expect(200)).body);
}

async function cartOf(customer: TestPrincipal): Promise<Cart | undefined> {
  const res = await request(t.app)
    .get('/api/cart/user-email')
    .query({ email: customer.user.email })
    .set(bearer(customer.token))
    .expect(200);
  return (res.body as Cart[])[0];
}

/** The cart's lines as [item, extras, quantity, instructions, line total]. */
const linesOf = (cart: Cart | undefined) =>
  (cart?.cartItems ?? []).map((line) => [
    line.menuItem.id,
    line.extras.map((extra) => extra.id).sort(),
    line.quantity,
    line.instructions,
    line.totalPrice,
  ]);

async function pastOrder(customer: TestPrincipal, iso: string): Promise<Order> {
  const order = await placeAt(iso, customer, PAST_ORDER);
  await moveAt(iso.replace(/:00$/, ':30'), order, 'COMPLETED');
  return order;
}

const availability = (path: string, soldOut: boolean) =>
  request(t.app).put(`/api/${path}/availability`).set(bearer(owner.token)).send({ soldOut }).expect(200);

it('when a dish is sold out and an add-on too, then the dish is left out and named, the line goes in without the add-on, named', async () => {
  const customer = await createTestCustomer();
  const order = await pastOrder(customer, '2026-11-02T10:00:00');
  await availability('menuItem/COC_001', true);
  await availability('extras/EXT_003', true);
  try {
    const result = await reordered(customer, order.orderId);
    expect(result.added).toBe(2);
    expect(result.skipped).toEqual([
      { name: 'Ham', translations: { hu: { name: 'Sonka' } }, size: 'LARGE', what: 'extra', dish: PEPPERONI },
      { name: 'Coca-Cola 330 ml', translations: { hu: { name: 'Coca-Cola 330 ml' } }, size: 'REGULAR', what: 'line' },
    ]);
    // The Pepperoni then without its ham: 4999, as now.
    expect(result.totalThen).toBe(2 * 3599 + 4999);
    expect(result.totalNow).toBe(2 * 3599 + 4999);
    expect(linesOf(await cartOf(customer))).toEqual([
      ['PIZ_001', ['EXT_001', 'EXT_002'], 2, 'well done', 7198],
      ['PIZ_006', [], 1, undefined, 4999],
    ]);
  } finally {
    await availability('menuItem/COC_001', false);
    await availability('extras/EXT_003', false);
  }
});

it('when the cart already holds a line and a price went up since, then every line is appended at today’s price, then and now told', async () => {
  const customer = await createTestCustomer();
  const order = await pastOrder(customer, '2026-11-03T10:00:00');
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_003', quantity: 1 }]);

  // The owner raises the Margarita MEDIUM from 2899 to 3099 in the menu editor.
  const menu = (await request(t.app).get('/api/admin/menu').set(bearer(owner.token)).expect(200)).body as AdminMenu;
  const margarita = menu.dishes.find((dish) => dish.name === 'Margarita')!;
  const { id: dishId, version, category, name, description, translations, allergens, dietTags, extraIds, visible } = margarita;
  const sizes = margarita.sizes.map(({ size, price }) => ({ size, price: size === 'MEDIUM' ? 3099 : price }));
  await request(t.app)
    .put(`/api/admin/menu/dishes/${dishId}`)
    .set(bearer(owner.token))
    .send({ category, name, description, translations, sizes, allergens, dietTags, extraIds, visible, version })
    .expect(200);

  const result = await reordered(customer, order.orderId);
  expect(result).toEqual({ added: 3, skipped: [], totalThen: 2 * 3599 + 5449 + 2 * 699, totalNow: 2 * 3799 + 5449 + 2 * 699 });
  const cart = await cartOf(customer);
  expect(linesOf(cart)).toEqual([
    ['PIZ_003', [], 1, undefined, 2999],
    ['PIZ_001', ['EXT_001', 'EXT_002'], 2, 'well done', 2 * 3799],
    ['PIZ_006', ['EXT_003'], 1, undefined, 5449],
    ['COC_001', [], 2, undefined, 2 * 699],
  ]);
  // Put in at today's prices: the cart tells of no price change.
  expect(cart!.priceChanges).toBeUndefined();
  expect(cart!.totalPrice).toBe(2999 + 2 * 3799 + 5449 + 2 * 699);

  // Again: the same lines merge into the ones already there.
  await reordered(customer, order.orderId);
  expect(linesOf(await cartOf(customer)).map((line) => line[2])).toEqual([1, 4, 2, 4]);
});

it('when another customer, staff or a stranger ask to reorder it, or it is a draft, then 404 / 403 / 401 and no cart changes', async () => {
  const customer = await createTestCustomer();
  const other = await createTestCustomer();
  const order = await pastOrder(customer, '2026-11-04T10:00:00');

  const theirs = await reorder(other, order.orderId).expect(404);
  expect(theirs.body.message).toBe(ORDER_MESSAGES.notFound);
  expect(await cartOf(other)).toBeUndefined();
  await reorder(owner, order.orderId).expect(403);
  await request(t.app).post(`/api/orders/${order.orderId}/reorder`).expect(401);
  await reorder(customer, 'no-such-order').expect(404);

  // A draft (a quote not placed) is no order yet.
  clock.set(utc('2026-11-04T11:00:00'));
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const draft = (await checkout(t.app, customer.token).expect(200)).body as { orderId: string };
  await reorder(customer, draft.orderId).expect(404);
  expect(linesOf(await cartOf(customer))).toEqual([['PIZ_006', [], 1, undefined, 4999]]);
});
