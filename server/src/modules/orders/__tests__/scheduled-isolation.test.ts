/**
 * An order for later checks its slot again inside the placement's transaction, as an order for now
 * checks that the shop is open: a pause committed while the placement was being priced, ending after
 * the order would go to the kitchen, refuses it as SLOT_UNAVAILABLE; no order is placed and no place
 * of the slot is taken (docs/product/scheduled-orders.md#slots).
 */
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { everyDay } from '../../../test/scheduled-fixture';
import { budapestWinter, fillCart, placeOrder } from '../../../test/shop-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';
import { SlotBookingModel } from '../slot-bookings.model';

const DAY = '2026-02-14';
const HOURS = everyDay('11:00', '22:00');

/** Holds the first placement once it priced the cart, until released. */
let arrived!: () => void;
let release!: () => void;
const reached = new Promise<void>((resolve) => (arrived = resolve));
const released = new Promise<void>((resolve) => (release = resolve));
let held = false;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    overrides: {
      // Saturday 12:00 Budapest: open, the pickup prep is 20 minutes.
      clock: fixedClock(budapestWinter(DAY, '12:00:00')),
      orderHooks: {
        placementPriced: async () => {
          if (held) return;
          held = true;
          arrived();
          await released;
        },
      },
    },
  });
});

afterAll(() => t.close());

it('when staff pause for an hour while an order for 12:30 is being placed, then it is refused as SLOT_UNAVAILABLE, not placed, no place taken', async () => {
  const staff = await createTestAdmin();
  await request(t.app).put('/api/restaurant/hours').set(bearer(staff.token)).send(HOURS).expect(200);
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const slot = budapestWinter(DAY, '12:30:00').toISOString();
  const quote = await request(t.app)
    .post('/api/orders/pickup-checkout')
    .set(bearer(customer.token))
    .send({ scheduledFor: slot })
    .expect(200);

  const placing = placeOrder(t.app, customer.token, quote.body.orderId, 'PICKUP', { scheduledFor: slot }).then((res) => res);
  await reached;
  // 12:30 would reach the kitchen at 12:10, inside the pause until 13:00.
  await request(t.app).put('/api/restaurant/pause').set(bearer(staff.token)).send({ minutes: 60 }).expect(200);
  release();
  const res = await placing;

  expect([res.status, res.body.code]).toEqual([409, 'SLOT_UNAVAILABLE']);
  expect(res.body.details.nextSlots[0]).toMatchObject({ time: '13:30' });
  expect(await OrderModel.exists({ orderId: quote.body.orderId, status: { $ne: 'PENDING' } })).toBeNull();
  expect((await SlotBookingModel.findById(`PICKUP:${slot}`).lean())?.taken ?? 0).toBe(0);
});
