import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { addSelectedAddress, fillCart, placed, quoteOf } from '../../../test/shop-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: TestPrincipal;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAdmin();
  key = (
    await request(t.app)
      .post('/api/integrations/keys')
      .set(bearer(staff.token))
      .send({ name: 'Kitchen printer', scopes: ['events', 'orders'] })
      .expect(201)
  ).body.key as string;
});

afterAll(async () => {
  await t.close();
});

async function deliveryOrder(): Promise<Order> {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_001'], instructions: 'Well done' }]);
  await addSelectedAddress(t.app, customer.token);
  return placed(t.app, customer.token, 'DELIVERY');
}

describe('GET /api/orders/{orderId} with an integrator key', () => {
  it('when a valid key asks for any placed order (X-API-Key or Bearer), then the whole order: lines, extras, instructions and address', async () => {
    const order = await deliveryOrder();
    const byHeader = await request(t.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).expect(200);
    const byBearer = await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(key)).expect(200);
    expect(byHeader.body).toEqual(order);
    expect(byBearer.body).toEqual(order);
    expect(byHeader.headers['cache-control']).toBe('no-store');
    expect(byHeader.body.orderItems[0]).toMatchObject({ size: 'LARGE', instructions: 'Well done', extras: [{ id: 'EXT_001' }] });
    expect(byHeader.body.address).toMatchObject({ street: 'Piac utca' });
  });

  it('when the key is made up or revoked, then 401 Invalid credentials, never the order', async () => {
    const order = await deliveryOrder();
    const other = (await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Old' }).expect(201)).body;
    await request(t.app).delete(`/api/integrations/keys/${other.keyId}`).set(bearer(staff.token)).expect(204);
    for (const bad of ['ppk_made-up', other.key as string, 'x'.repeat(300)]) {
      const res = await request(t.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', bad).expect(401);
      expect(res.body).toEqual({ message: 'Invalid credentials', code: 'UNAUTHORIZED' });
    }
  });

  it('when the id is a draft, unknown or malformed, then 404 or 400, as for staff', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const draft = await quoteOf(t.app, customer.token);
    await request(t.app).get(`/api/orders/${draft.orderId}`).set('X-API-Key', key).expect(404);
    await request(t.app).get('/api/orders/no_such_order').set('X-API-Key', key).expect(404);
    const malformed = await request(t.app).get('/api/orders/%24gt').set('X-API-Key', key).expect(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
  });

  it('when a key is used on any other order route, then it is not a staff or customer token: 401', async () => {
    await request(t.app).get('/api/orders/all/orders').set('X-API-Key', key).expect(401);
    await request(t.app).get('/api/orders/status/placed').set(bearer(key)).expect(401);
    await request(t.app).patch('/api/orders/abc/status?status=PREPARING').set(bearer(key)).send({}).expect(401);
  });

  it('when a customer or staff reads without a key, then the route behaves as before (own order only for customers)', async () => {
    const owner = await createTestCustomer();
    await fillCart(t.app, owner.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const order = await placed(t.app, owner.token);
    await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(owner.token)).expect(200);
    await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(staff.token)).expect(200);
    await request(t.app)
      .get(`/api/orders/${order.orderId}`)
      .set(bearer((await createTestCustomer()).token))
      .expect(404);
    await request(t.app).get(`/api/orders/${order.orderId}`).expect(401);
  });
});
