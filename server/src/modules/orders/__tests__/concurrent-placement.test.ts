/**
 * A rush on one instance: many customers place at once while staff accept orders. Every placement
 * and status change is a unit of its instance's next batch (createEventTransactions), so none of
 * them collides with another on the counter documents and runs again (before, most attempts were
 * such re-runs), and units that arrive together share one transaction.
 */
import request from 'supertest';

import { transactionCounts } from '../../../db/transaction';
import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { bearer, budapestWinter, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: fixedClock(budapestWinter('2026-02-10', '13:00:00')) } });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
});

afterAll(() => t.close());

it('when 12 customers place at once and staff accept 6 orders meanwhile, then all succeed, numbered 1..12, with no transaction run twice', async () => {
  const staff = await createTestAdmin();
  const early = await createTestCustomer();
  await fillCart(t.app, early.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
  const earlyOrders = [];
  for (let i = 0; i < 6; i += 1) {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    earlyOrders.push({ customer, quote: await quoteOf(t.app, customer.token) });
  }
  const placing = [];
  for (let i = 0; i < 6; i += 1) {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    placing.push({ customer, quote: await quoteOf(t.app, customer.token) });
  }
  const placedFirst = await Promise.all(earlyOrders.map(({ customer, quote }) => placeOrder(t.app, customer.token, quote.orderId)));
  const before = transactionCounts();

  const [placed, accepted] = await Promise.all([
    Promise.all(placing.map(({ customer, quote }) => placeOrder(t.app, customer.token, quote.orderId))),
    Promise.all(
      placedFirst.map((res) =>
        request(t.app).patch(`/api/orders/${res.body.orderId}/status`).query({ status: 'PREPARING' }).set(bearer(staff.token)),
      ),
    ),
  ]);

  expect([...placedFirst, ...placed].map((res) => res.status)).toEqual(Array(12).fill(200));
  expect(accepted.map((res) => res.status)).toEqual(Array(6).fill(200));
  const numbers = [...placedFirst, ...placed].map((res) => res.body.orderSequence as string).sort();
  expect(numbers).toEqual(Array.from({ length: 12 }, (_v, i) => `#Order-${String(i + 1).padStart(4, '0')}`));
  const after = transactionCounts();
  expect(after.committed - before.committed).toBeGreaterThan(0);
  expect(after.committed - before.committed).toBeLessThanOrEqual(12);
  expect(after.retries - before.retries).toBe(0);
});
