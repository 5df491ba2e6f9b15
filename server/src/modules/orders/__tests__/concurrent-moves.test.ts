import type { OrderStatus } from '@pizza/shared';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, bearer, fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

let t: TestApp;
let cook: TestPrincipal;
let driver: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  [cook, driver] = [await createTestAdmin(), await createTestAdmin()];
});

afterAll(async () => {
  await t.close();
});

const patch = (staff: TestPrincipal, orderId: string, query: { status: OrderStatus; from?: OrderStatus }) =>
  request(t.app).patch(`/api/orders/${orderId}/status`).query(query).set(bearer(staff.token)).send({});

/** A delivery order the kitchen has accepted (PREPARING). */
async function preparingDelivery(): Promise<string> {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  await addSelectedAddress(t.app, customer.token);
  const order = await placed(t.app, customer.token, 'DELIVERY');
  await patch(cook, order.orderId, { status: 'PREPARING' }).expect(200);
  return order.orderId;
}

/**
 * The driver takes the order out while the cook cancels it, both looking at PREPARING: whichever is
 * written first wins, and the other is told the order changed instead of being applied to it.
 */
async function raceOnce(withFrom: boolean) {
  const orderId = await preparingDelivery();
  const from = withFrom ? { from: 'PREPARING' as const } : {};
  const answers = await Promise.all([
    patch(driver, orderId, { status: 'OUT_FOR_DELIVERY', ...from }),
    patch(cook, orderId, { status: 'CANCELLED', ...from }),
  ]);
  const moves = await OrderEventModel.find({ orderId, type: 'status-changed' }).sort({ seq: 1 }).lean();
  const stored = await OrderModel.findOne({ orderId }).lean();
  return { answers, moves: moves.map((event) => (event.payload as { previousStatus: string }).previousStatus), stored };
}

describe('two staff move one order at the same moment', () => {
  it.each([
    ['with the status they saw (from=PREPARING, our board)', true],
    ['without it (the original client: the server reads first)', false],
  ])(
    'when Out for delivery and Cancel are sent together %s, 20 times, then each time one is 200 and the other 409',
    async (_way, withFrom) => {
      for (let round = 0; round < 20; round += 1) {
        const { answers, moves, stored } = await raceOnce(withFrom);
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
        const winner = answers[0]!.status === 200 ? 'OUT_FOR_DELIVERY' : 'CANCELLED';
        const loser = answers.find((res) => res.status === 409)!;
        expect(loser.body.message).toMatch(/was just changed to .+ by someone else/);
        expect(loser.body.details).toMatchObject({ from: 'PREPARING', current: winner });
        // Accepted, then the one move that won: nothing was applied to a status its sender never saw.
        expect(moves).toEqual(['PLACED', 'PREPARING']);
        expect(stored?.status).toBe(winner);
      }
    },
  );
});

describe('PATCH ...?status=X&from=Y', () => {
  it('when the order is no longer at `from`, then 409 names its status now and nothing is written', async () => {
    const orderId = await preparingDelivery();
    const stale = await patch(cook, orderId, { status: 'CANCELLED', from: 'PLACED' }).expect(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', details: { from: 'PLACED', to: 'CANCELLED', current: 'PREPARING' } });
    const hu = await request(t.app)
      .patch(`/api/orders/${orderId}/status`)
      .query({ status: 'OUT_FOR_DELIVERY', from: 'PLACED' })
      .set(bearer(cook.token))
      .set('Accept-Language', 'hu')
      .send({})
      .expect(409);
    expect(hu.body.message).toMatch(/valaki más épp most/);
    expect((await OrderModel.findOne({ orderId }).lean())?.status).toBe('PREPARING');
  });

  it('when `from` is right, then the move applies; an illegal move from it is 409 naming both; a bad `from` is 400', async () => {
    const orderId = await preparingDelivery();
    await patch(driver, orderId, { status: 'OUT_FOR_DELIVERY', from: 'PREPARING' }).expect(200);
    const illegal = await patch(driver, orderId, { status: 'PREPARING', from: 'OUT_FOR_DELIVERY' }).expect(409);
    expect(illegal.body.message).toMatch(/from OUT_FOR_DELIVERY to PREPARING/);
    await request(t.app)
      .patch(`/api/orders/${orderId}/status?status=DELIVERED&from=somewhere`)
      .set(bearer(driver.token))
      .send({})
      .expect(400);
    await patch(driver, orderId, { status: 'DELIVERED', from: 'OUT_FOR_DELIVERY' }).expect(200);
  });

  it('when an order is accepted with from=PLACED, then the estimate is set; a second accept from PLACED is 409', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, WORKED_EXAMPLE);
    const order = await placed(t.app, customer.token, 'PICKUP');
    await patch(cook, order.orderId, { status: 'PREPARING', from: 'PLACED' }).expect(200);
    await patch(driver, order.orderId, { status: 'PREPARING', from: 'PLACED' }).expect(409);
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.estimatedReadyAt).toBeInstanceOf(Date);
  });
});
