import { CANCEL_NOTE_MAX_LENGTH, orderSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { bearer, fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OrderModel } from '../orders.model';

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAdmin();
});

afterAll(async () => {
  await t.close();
});

async function newOrder() {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  return { customer, order: await placed(t.app, customer.token) };
}

const patch = (orderId: string, status: string, body: object, language = 'en') =>
  request(t.app)
    .patch(`/api/orders/${orderId}/status`)
    .query({ status })
    .set(bearer(staff.token))
    .set('Accept-Language', language)
    .send(body);

describe('why staff reject or cancel an order', () => {
  it('when staff reject with a reason and words, then the order, its event and the customer carry them', async () => {
    const { customer, order } = await newOrder();
    await patch(order.orderId, 'CANCELLED', { reason: 'sold-out', note: '  No mozzarella left  ' }).expect(200);

    const reason = 'something in the order is sold out: No mozzarella left';
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.cancelReason).toBe(reason);
    const event = await OrderEventModel.findOne({ orderId: order.orderId, type: 'status-changed' }).lean();
    expect(event?.payload).toMatchObject({ previousStatus: 'PLACED', order: { status: 'CANCELLED', cancelReason: reason } });
    const seen = orderSchema.parse((await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200)).body);
    expect(seen).toMatchObject({ status: 'CANCELLED', cancelReason: reason });
  });

  it("when the reason is 'other', then staff's words are the reason; without words it is 400 in the reader's language", async () => {
    const { order } = await newOrder();
    const en = await patch(order.orderId, 'CANCELLED', { reason: 'other' }).expect(400);
    expect(en.body.message).toContain('Please say in a few words why the order is cancelled.');
    const hu = await patch(order.orderId, 'CANCELLED', { reason: 'other', note: '   ' }, 'hu').expect(400);
    expect(hu.body.message).toContain('Kérjük, írja le néhány szóban, miért mondja le a rendelést.');
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('PLACED');

    await patch(order.orderId, 'CANCELLED', { reason: 'other', note: 'The oven broke' }).expect(200);
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.cancelReason).toBe('The oven broke');
  });

  it('when the words are too long, the reason unknown, a reason comes with another move or extra fields are sent, then 400 and nothing changes', async () => {
    const { order } = await newOrder();
    const long = await patch(order.orderId, 'CANCELLED', { reason: 'too-busy', note: 'x'.repeat(CANCEL_NOTE_MAX_LENGTH + 1) }, 'hu').expect(
      400,
    );
    expect(long.body.message).toContain('Az indoklás legfeljebb 200 karakter hosszú lehet.');
    await patch(order.orderId, 'CANCELLED', { reason: 'bored' }).expect(400);
    await patch(order.orderId, 'CANCELLED', { note: 'words without a reason' }).expect(400);
    await patch(order.orderId, 'CANCELLED', { reason: 'sold-out', $where: '1' }).expect(400);
    const onAccept = await patch(order.orderId, 'PREPARING', { reason: 'sold-out' }).expect(400);
    expect(onAccept.body.message).toBe('A reason can only be given when cancelling an order (status=CANCELLED).');
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored).toMatchObject({ status: 'PLACED' });
    expect(stored?.cancelReason).toBeUndefined();
  });

  it('when words of exactly the limit are sent, or no body at all (the original client), then the cancel goes through', async () => {
    const first = await newOrder();
    await patch(first.order.orderId, 'CANCELLED', { reason: 'address-problem', note: 'y'.repeat(CANCEL_NOTE_MAX_LENGTH) }).expect(200);
    const second = await newOrder();
    await patch(second.order.orderId, 'CANCELLED', {}).expect(200);
    expect((await OrderModel.findOne({ orderId: second.order.orderId }).lean())?.cancelReason).toBeUndefined();
  });
});
