/**
 * An order for later, placed as a customer places one (docs/product/scheduled-orders.md#checkout):
 * the shop open all day every day with room in every slot, the worked-example cart, the slots asked
 * for, the first slot at or after `after` quoted and placed with `scheduledFor`. For the tests of
 * what follows a placing for later (release, events, mails, push, webhooks).
 */
import type { Order, RestaurantHours, SlotsAnswer } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin } from './auth';
import { addSelectedAddress, fillCart, placeOrder, WORKED_EXAMPLE } from './shop-requests';

type Target = Parameters<typeof request>[0];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Both services open from `opens` to `closes` every day of the week, no special days. */
export function everyDay(opens: string, closes: string): RestaurantHours {
  const week = DAYS.map((dayOfWeek) => ({ dayOfWeek, opens, closes }));
  return { timezone: 'Europe/Budapest', pickup: week, delivery: week, special: [] };
}

/** Open all day (equal times are a whole day), both services: every quarter hour is a slot. */
const ALL_DAY_HOURS = everyDay('00:00', '00:00');

export interface ScheduledOrderOptions {
  /** The slot asked for: the first one offered at or after it (slots are every 15 minutes from midnight). */
  after: Date;
  orderType?: 'PICKUP' | 'DELIVERY';
}

/** The shop takes orders for later all day, 100 to a slot (its hours and scheduling settings, through the API). */
export async function openAllDayForLater(app: Target): Promise<void> {
  const owner = await createTestAdmin();
  await request(app).put('/api/restaurant/hours').set(bearer(owner.token)).send(ALL_DAY_HOURS).expect(200);
  await request(app)
    .put('/api/restaurant/scheduling')
    .set(bearer(owner.token))
    .send({ enabled: true, daysAhead: 2, slotMinutes: 15, capacity: { PICKUP: 100, DELIVERY: 100 }, rules: [] })
    .expect(200);
}

/** Places an order for later for `customerToken` through the API; answers the placed order (scheduledFor, releaseAt). */
export async function placeScheduledOrder(
  t: { app: Target },
  customerToken: string,
  { after, orderType = 'PICKUP' }: ScheduledOrderOptions,
): Promise<Order> {
  await openAllDayForLater(t.app);
  await fillCart(t.app, customerToken, WORKED_EXAMPLE);
  if (orderType === 'DELIVERY') await addSelectedAddress(t.app, customerToken);
  const answer = (await request(t.app).get(`/api/orders/slots?orderType=${orderType}`).set(bearer(customerToken)).expect(200))
    .body as SlotsAnswer;
  const slot = answer.days.flatMap((day) => day.slots).find((each) => Date.parse(each.at) >= after.getTime() && each.left > 0);
  if (!slot) throw new Error(`no slot offered at or after ${after.toISOString()}`);
  const path = orderType === 'PICKUP' ? '/api/orders/pickup-checkout' : '/api/orders/checkout';
  const quote = (await request(t.app).post(path).set(bearer(customerToken)).send({ scheduledFor: slot.at }).expect(200)).body as {
    orderId: string;
  };
  return (await placeOrder(t.app, customerToken, quote.orderId, orderType, { scheduledFor: slot.at }).expect(200)).body as Order;
}
