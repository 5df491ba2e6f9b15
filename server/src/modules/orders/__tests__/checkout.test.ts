import { checkoutQuoteSchema, DEFAULT_RESTAURANT_SETTINGS, MINIMUM_ORDER, ORDER_MESSAGES } from '@pizza/shared';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { addSelectedAddress, bearer, budapestWinter, checkout, fillCart, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { MenuItemModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

const clock = fixedClock(budapestWinter('2026-02-10', '13:00:00'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  clock.set(budapestWinter('2026-02-10', '13:00:00'));
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true, deliveryRadiusM: 5000 } });
});

async function customerWithCart(lines: Parameters<typeof fillCart>[2] = WORKED_EXAMPLE) {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, lines);
  return customer;
}

describe('checkout quotes (reference section 3.3 without its hidden packaging fee)', () => {
  it('when the worked example is checked out for pickup at 13:00, then items 6397 + deposit 100 + service 150 + delivery 0 = 6647', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token, 'PICKUP');
    expect(checkoutQuoteSchema.parse(quote)).toEqual({
      orderId: expect.any(String),
      orderType: 'PICKUP',
      totalCartAmount: 6397,
      bottleDepositFee: 100,
      serviceFee: 150,
      deliveryFee: 0,
      totalPrice: 6647,
    });
  });

  it('when it is checked out for delivery at 13:00, then the delivery fee is 599 and the total 7246', async () => {
    const customer = await customerWithCart();
    await addSelectedAddress(t.app, customer.token);
    expect(await quoteOf(t.app, customer.token, 'DELIVERY')).toMatchObject({ orderType: 'DELIVERY', deliveryFee: 599, totalPrice: 7246 });
  });

  it('when the Budapest clock is at 11:59:59, then delivery costs 799; at 12:00:00, 599 (the noon switch)', async () => {
    const customer = await customerWithCart();
    await addSelectedAddress(t.app, customer.token);
    clock.set(budapestWinter('2026-02-10', '11:59:59'));
    expect(await quoteOf(t.app, customer.token, 'DELIVERY')).toMatchObject({ deliveryFee: 799, totalPrice: 7446 });
    clock.set(budapestWinter('2026-02-10', '12:00:00'));
    expect(await quoteOf(t.app, customer.token, 'DELIVERY')).toMatchObject({ deliveryFee: 599, totalPrice: 7246 });
  });

  it('when extras and several drinks are in the cart, then extras are charged per unit and the deposit per drink unit', async () => {
    const customer = await customerWithCart([
      { menuItemId: 'PIZ_001', quantity: 2, extras: ['EXT_001', 'EXT_002'] }, // (2899 + 400 + 300) x 2 = 7198
      { menuItemId: 'COC_001', quantity: 3 }, // 2097, deposit 150
    ]);
    expect(await quoteOf(t.app, customer.token)).toMatchObject({
      totalCartAmount: 9295,
      bottleDepositFee: 150,
      serviceFee: 150,
      totalPrice: 9595,
    });
  });

  it('when the customer switches pickup and delivery, then the same single draft is re-quoted', async () => {
    const customer = await customerWithCart();
    await addSelectedAddress(t.app, customer.token);
    const pickup = await quoteOf(t.app, customer.token, 'PICKUP');
    const delivery = await quoteOf(t.app, customer.token, 'DELIVERY');
    expect(delivery.orderId).toBe(pickup.orderId);
    expect(await OrderModel.countDocuments({ userId: customer.user.id, status: 'PENDING' })).toBe(1);
  });

  it('when two tabs check out at the same moment, then there is one draft and both answers name it', async () => {
    const customer = await customerWithCart();
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(t.app, customer.token).expect(200)));
    expect(new Set(answers.map((res) => res.body.orderId)).size).toBe(1);
    expect(await OrderModel.countDocuments({ userId: customer.user.id, status: 'PENDING' })).toBe(1);
  });

  it('when a draft is made, then it expires 24 h after the last checkout (TTL), and the quote never lists it as an order', async () => {
    const customer = await customerWithCart();
    const quote = await quoteOf(t.app, customer.token);
    const draft = await OrderModel.findOne({ orderId: quote.orderId }).lean();
    expect(draft?.draftExpiresAt?.getTime()).toBe(clock.now().getTime() + 24 * 60 * 60 * 1000);
    await request(t.app).get(`/api/orders/${quote.orderId}`).set(bearer(customer.token)).expect(404);
  });
});

describe('checkout rules, each with its own message', () => {
  it('when the cart is empty or was never made, then 400 "No items in the cart to checkout"', async () => {
    const customer = await createTestCustomer();
    expect((await checkout(t.app, customer.token).expect(400)).body).toEqual({ code: 'BAD_REQUEST', message: ORDER_MESSAGES.emptyCart });
  });

  it('when the items come to less than 3500, then 400 with the minimum message', async () => {
    const customer = await customerWithCart([{ menuItemId: 'PIZ_001', quantity: 1 }]);
    const res = await checkout(t.app, customer.token).expect(400);
    expect(res.body.message).toBe('Minimum order amount is HUF\u00a03,500. Please add more items to reach the minimum.');
  });

  it('when an item became unavailable, then 409 naming it and no draft is made', async () => {
    const customer = await customerWithCart();
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'PIZ_006' }, { isAvailable: false }));
    try {
      const res = await checkout(t.app, customer.token).expect(409);
      expect(res.body.message).toBe('Pepperoni (large) is no longer available. Please remove it from your cart.');
      expect(await OrderModel.countDocuments({ userId: customer.user.id })).toBe(0);
    } finally {
      await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'PIZ_006' }, { isAvailable: true }));
    }
  });

  it('when delivery is asked without a selected address, then 400 "No selected address found for delivery"', async () => {
    const customer = await customerWithCart();
    expect((await checkout(t.app, customer.token, 'DELIVERY').expect(400)).body.message).toBe(ORDER_MESSAGES.noSelectedAddress);
  });

  it('when the selected address is outside the zone (the radius shrank), then 400 with the zone message', async () => {
    const customer = await customerWithCart();
    await addSelectedAddress(t.app, customer.token, { latitude: 47.5431, longitude: 21.6241 }); // about 1.5 km north
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { deliveryRadiusM: 1000 } });
    expect((await checkout(t.app, customer.token, 'DELIVERY').expect(400)).body).toEqual({
      code: 'OUTSIDE_ZONE',
      message: 'This address is outside our 1 km delivery zone.',
      details: { radiusM: 1000 },
    });
  });

  it('when the shop is closed, then 409 RESTAURANT_CLOSED with the original message; browsing and the cart keep working', async () => {
    const customer = await customerWithCart();
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: false } });
    expect((await checkout(t.app, customer.token).expect(409)).body).toEqual({ code: 'RESTAURANT_CLOSED', message: ORDER_MESSAGES.closed });
    await request(t.app).get('/api/menuItem/get/category/PIZZA').expect(200);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_001', quantity: 1 }]);
  });

  it('when staff or nobody checks out, then 403 or 401', async () => {
    await request(t.app).post('/api/orders/pickup-checkout').expect(401);
    const staff = await createTestAdmin();
    await checkout(t.app, staff.token).expect(403);
  });
});

/** The status of a shop without opening hours, run by its toggle (opening-hours.test.ts has the rest). */
const statusBody = (isOpen: boolean) => ({
  isOpen,
  reason: 'manual',
  services: { PICKUP: { isOpen }, DELIVERY: { isOpen } },
  busyExtraMinutes: 0,
  typicalMinutes: { PICKUP: DEFAULT_RESTAURANT_SETTINGS.prepMinutes.PICKUP, DELIVERY: DEFAULT_RESTAURANT_SETTINGS.prepMinutes.DELIVERY },
  // The default bands' drive inside the seeded 5 km zone.
  driveMinutes: { min: 15, max: 25 },
  deliveryZoneKm: 5,
  minimumOrder: MINIMUM_ORDER,
});

describe('restaurant status', () => {
  it('when anyone asks, then { isOpen, minimumOrder } comes back with why and per service, never cached', async () => {
    const res = await request(t.app).get('/api/restaurant/restaurant-status').expect(200, statusBody(true));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when staff closes the shop, then the very next checkout is refused, and reopening lets it through (no per-instance cache)', async () => {
    const staff = await createTestAdmin();
    const customer = await customerWithCart();
    const close = await request(t.app).put('/api/restaurant/1/status?isOpen=false').set(bearer(staff.token)).send({}).expect(200);
    expect(close.text).toBe('Restaurant status updated successfully.');
    await request(t.app).get('/api/restaurant/restaurant-status').expect(200, statusBody(false));
    await checkout(t.app, customer.token).expect(409);
    await request(t.app).put('/api/restaurant/1/status?isOpen=true').set(bearer(staff.token)).expect(200);
    await checkout(t.app, customer.token).expect(200);
  });

  it('when a customer or nobody toggles, or the flag or id is wrong, then 403, 401, 400 or 404 and nothing changes', async () => {
    const staff = await createTestAdmin();
    const customer = await createTestCustomer();
    await request(t.app).put('/api/restaurant/1/status?isOpen=false').expect(401);
    await request(t.app).put('/api/restaurant/1/status?isOpen=false').set(bearer(customer.token)).expect(403);
    await request(t.app).put('/api/restaurant/1/status?isOpen=maybe').set(bearer(staff.token)).expect(400);
    await request(t.app).put('/api/restaurant/1/status').set(bearer(staff.token)).expect(400);
    await request(t.app).put('/api/restaurant/2/status?isOpen=false').set(bearer(staff.token)).expect(404);
    await request(t.app).get('/api/restaurant/restaurant-status').expect(200, statusBody(true));
  });
});
