/**
 * What happens after the commit cannot undo it: a listener of committed events that throws (the
 * live channel, later webhooks or mails) is logged, and the request answers for what it committed.
 */
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { bearer, fillCart, placed, quoteOf, placeOrder } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

let t: TestApp;
let customer: TestPrincipal;
let staff: TestPrincipal;
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  customer = await createTestCustomer();
  staff = await createTestAdmin();
  jest.spyOn(t.logger, 'error').mockImplementation(((obj: unknown) => void errors.push(obj)) as never);
  t.deps.events.onCommitted(() => {
    throw new Error('a listener broke after the commit');
  });
});

afterAll(async () => {
  await t.close();
});

describe('a listener of committed events that throws', () => {
  it('when an order is placed, then the answer is 200 with the order, which exists once with its event, and the failure is logged', async () => {
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const quote = await quoteOf(t.app, customer.token);
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    expect(res.body).toMatchObject({ orderId: quote.orderId, status: 'PLACED' });
    expect(await OrderModel.countDocuments({ orderId: quote.orderId, status: 'PLACED' })).toBe(1);
    expect(await OrderEventModel.countDocuments({ orderId: quote.orderId, type: 'order-created' })).toBe(1);
    expect(errors).toContainEqual(
      expect.objectContaining({ err: expect.objectContaining({ message: 'a listener broke after the commit' }) }),
    );
  });

  it('when staff change a status, then the answer is 200 and a retry of the same change is the usual 409, not a second change', async () => {
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const order = await placed(t.app, customer.token);
    const patch = () => request(t.app).patch(`/api/orders/${order.orderId}/status?status=PREPARING`).set(bearer(staff.token)).send({});
    await patch().expect(200);
    await patch().expect(409);
    expect(await OrderEventModel.countDocuments({ orderId: order.orderId, type: 'status-changed' })).toBe(1);
  });
});
