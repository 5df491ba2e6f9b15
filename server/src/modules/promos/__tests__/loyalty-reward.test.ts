/**
 * The loyalty reward (docs/product/promo-codes.md#loyalty-reward) on the real app and database, with
 * a clock the test moves: orders placed through the API and finished through the staff PATCH; after
 * every N-th finished order the customer has exactly one personal code (a set amount or their
 * average basket rounded to 10 Ft, valid for the set days), cancelled orders do not count, and
 * My rewards lists the codes with their state and the progress to the next one.
 */
import { type LoyaltySettings, type Order, type RewardList, rewardListSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { clockedOrders, utc } from '../../../test/clocked-orders';
import { addSelectedAddress, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LoyaltySettingsModel } from '../loyalty-settings.model';
import { PromoCodeModel } from '../promo-code.model';

const clock = fixedClock(utc('2026-11-02T10:00:00'));
const DAY_MS = 24 * 60 * 60 * 1000;
/** Items 6397 (the worked example), 7198 (two Margaritas with cheese and mushrooms), 5798 (two plain Margaritas). */
const MARGARITAS = [{ menuItemId: 'PIZ_001', quantity: 2, extras: ['EXT_001', 'EXT_002'] }];
const PLAIN_MARGARITAS = [{ menuItemId: 'PIZ_001', quantity: 2 }];

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

beforeEach(async () => {
  await LoyaltySettingsModel.deleteMany({});
});

const setLoyalty = (settings: LoyaltySettings) =>
  request(t.app).put('/api/admin/loyalty').set(bearer(owner.token)).send(settings).expect(200);

/** Placed at `iso` and picked up a minute later (PLACED straight to COMPLETED, as the board may skip steps). */
async function finishedAt(iso: string, customer: TestPrincipal, lines = WORKED_EXAMPLE): Promise<Order> {
  const order = await placeAt(iso, customer, lines);
  await moveAt(iso.replace(/:00$/, ':01'), order, 'COMPLETED');
  return order;
}

const rewardsOf = (customer: TestPrincipal) => PromoCodeModel.find({ personalUserId: customer.user.id }).sort({ createdAt: 1 }).lean();

async function myRewards(customer: TestPrincipal): Promise<RewardList> {
  const res = await request(t.app).get('/api/account/rewards').set(bearer(customer.token)).expect(200);
  return rewardListSchema.parse(res.body);
}

it('when loyalty is off (the default), then finished orders earn nothing and My rewards is empty without progress', async () => {
  const customer = await createTestCustomer();
  for (const hour of ['10', '11', '12']) await finishedAt(`2026-11-02T${hour}:00:00`, customer);
  expect(await rewardsOf(customer)).toEqual([]);
  expect(await myRewards(customer)).toEqual({ rewards: [] });
});

it('when every 3rd order earns 1500 Ft, then the 2nd earns nothing, the 3rd exactly one personal code valid 30 days, the 6th a second', async () => {
  await setLoyalty({ enabled: true, every: 3, reward: 'fixed', amount: 1500, validDays: 30 });
  const customer = await createTestCustomer();
  await addSelectedAddress(t.app, customer.token);
  await finishedAt('2026-11-03T10:00:00', customer);
  // A delivery counts when it is delivered.
  const delivery = await placeAt('2026-11-03T11:00:00', customer, WORKED_EXAMPLE, 'DELIVERY');
  await moveAt('2026-11-03T11:30:00', delivery, 'DELIVERED');
  expect(await rewardsOf(customer)).toEqual([]);

  const third = await finishedAt('2026-11-03T12:00:00', customer);
  const [reward] = await rewardsOf(customer);
  expect(await rewardsOf(customer)).toHaveLength(1);
  expect(reward!.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
  expect(reward!.earnedByOrderId).toBe(third.orderId);
  expect(reward!.earnedByOrderSequence).toBe(third.orderSequence);
  expect(reward!.used).toBe(0);
  expect(reward!.rules).toMatchObject({
    description: 'Loyalty reward',
    kind: 'fixed',
    amount: 1500,
    minSubtotal: 0,
    service: 'ANY',
    firstOrderOnly: false,
    discountsFees: false,
    totalUses: 1,
    usesPerCustomer: 1,
    active: true,
  });
  expect(reward!.rules!.validUntil).toEqual(new Date(utc('2026-11-03T12:00:01').getTime() + 30 * DAY_MS));

  // Moving the finished order again changes nothing (it is final), and a second reward never appears.
  const again = await request(t.app)
    .patch(`/api/orders/${third.orderId}/status`)
    .query({ status: 'COMPLETED' })
    .set(bearer(owner.token))
    .send({});
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(await rewardsOf(customer)).toHaveLength(1);

  await finishedAt('2026-11-04T10:00:00', customer);
  await finishedAt('2026-11-04T11:00:00', customer);
  expect(await rewardsOf(customer)).toHaveLength(1);
  const sixth = await finishedAt('2026-11-04T12:00:00', customer);
  const rewards = await rewardsOf(customer);
  expect(rewards).toHaveLength(2);
  expect(rewards[1]!.earnedByOrderId).toBe(sixth.orderId);
  expect(rewards[1]!.code).not.toBe(rewards[0]!.code);
});

it('when two staff finish the same order at once, then one move wins and one reward is made', async () => {
  await setLoyalty({ enabled: true, every: 2, reward: 'fixed', amount: 1000, validDays: 10 });
  const customer = await createTestCustomer();
  await finishedAt('2026-11-05T10:00:00', customer);
  const second = await placeAt('2026-11-05T11:00:00', customer);
  const moves = await Promise.all(
    [0, 1, 2].map(() =>
      request(t.app).patch(`/api/orders/${second.orderId}/status`).query({ status: 'COMPLETED' }).set(bearer(owner.token)).send({}),
    ),
  );
  expect(moves.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
  const rewards = await rewardsOf(customer);
  expect(rewards).toHaveLength(1);
  expect(rewards[0]!.earnedByOrderId).toBe(second.orderId);
});

it('when an order is cancelled, then it does not count: the reward comes with the 3rd finished order, not the 3rd placed', async () => {
  await setLoyalty({ enabled: true, every: 3, reward: 'fixed', amount: 1500, validDays: 30 });
  const customer = await createTestCustomer();
  await finishedAt('2026-11-06T10:00:00', customer);
  await finishedAt('2026-11-06T11:00:00', customer);
  const cancelled = await placeAt('2026-11-06T12:00:00', customer);
  await moveAt('2026-11-06T12:01:00', cancelled, 'CANCELLED');
  expect(await rewardsOf(customer)).toEqual([]);
  const fourth = await finishedAt('2026-11-06T13:00:00', customer);
  const rewards = await rewardsOf(customer);
  expect(rewards).toHaveLength(1);
  expect(rewards[0]!.earnedByOrderId).toBe(fourth.orderId);
});

it('when the reward is the average order, then it is the average item subtotal of the finished orders rounded to 10 Ft', async () => {
  await setLoyalty({ enabled: true, every: 3, reward: 'average', amount: 1500, validDays: 7 });
  const customer = await createTestCustomer();
  await finishedAt('2026-11-07T10:00:00', customer, WORKED_EXAMPLE);
  await finishedAt('2026-11-07T11:00:00', customer, MARGARITAS);
  // A cancelled order's basket is not in the average either.
  const cancelled = await placeAt('2026-11-07T11:30:00', customer, [{ menuItemId: 'PIZ_006', quantity: 5 }]);
  await moveAt('2026-11-07T11:31:00', cancelled, 'CANCELLED');
  await finishedAt('2026-11-07T12:00:00', customer, PLAIN_MARGARITAS);
  const [reward] = await rewardsOf(customer);
  // (6397 + 7198 + 5798) / 3 = 6464.3: 6460 Ft, not the set 1500.
  expect(reward!.rules!.amount).toBe(6460);
  expect(reward!.rules!.validUntil).toEqual(new Date(utc('2026-11-07T12:00:01').getTime() + 7 * DAY_MS));
});

it('when a customer opens My rewards, then their codes newest first with state available, used or expired, and the progress', async () => {
  await setLoyalty({ enabled: true, every: 2, reward: 'fixed', amount: 1200, validDays: 5 });
  const customer = await createTestCustomer();
  const other = await createTestCustomer();
  await finishedAt('2026-11-10T10:00:00', other);
  await finishedAt('2026-11-10T11:00:00', other);
  for (const hour of ['10', '11', '12', '13', '14']) await finishedAt(`2026-11-12T${hour}:00:00`, customer);
  const [first, second] = await rewardsOf(customer);

  clock.set(utc('2026-11-13T09:00:00'));
  const now = await myRewards(customer);
  expect(now.rewards.map((reward) => [reward.code, reward.state, reward.amount])).toEqual([
    [second!.code, 'available', 1200],
    [first!.code, 'available', 1200],
  ]);
  expect(now.rewards[1]!.earnedBy).toEqual({ orderId: first!.earnedByOrderId, orderSequence: first!.earnedByOrderSequence });
  expect(now.rewards[1]!.validUntil).toBe(new Date(utc('2026-11-12T11:00:01').getTime() + 5 * DAY_MS).toISOString());
  // Five finished: one more to the next reward. The other customer's rewards are not theirs.
  expect(now.progress).toEqual({ finished: 5, every: 2, toNext: 1 });
  expect((await myRewards(other)).rewards).toHaveLength(1);

  // An order holding the code makes it used (the placing transaction raises `used`, docs/product/promo-codes.md#uses-are-exact).
  await PromoCodeModel.updateOne({ _id: second!._id }, { $set: { used: 1 } });
  // Past the first's validity (11:00:01 + 5 days): expired; the used one stays used.
  clock.set(utc('2026-11-17T11:00:02'));
  const later = await myRewards(customer);
  expect(later.rewards.map((reward) => reward.state)).toEqual(['used', 'expired']);

  // Loyalty switched off: the rewards stay, the progress goes.
  await setLoyalty({ enabled: false, every: 2, reward: 'fixed', amount: 1200, validDays: 5 });
  const off = await myRewards(customer);
  expect(off.rewards).toHaveLength(2);
  expect(off.progress).toBeUndefined();
});

it('when staff or a stranger ask for My rewards, then 403 and 401', async () => {
  await request(t.app).get('/api/account/rewards').set(bearer(owner.token)).expect(403);
  await request(t.app).get('/api/account/rewards').expect(401);
});
