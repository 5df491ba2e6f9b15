/** The data export (docs/product/legal.md#my-data): everything held about the customer, and nobody else's. */
import { accountExportSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestStaff } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliveryOrder, type SignedUp, signUp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const exportOf = (token: string) => request(t.app).get('/api/account/export').set(bearer(token));

/** A customer with an order, an address (the order's), a cart holding a line, and preferences of their own. */
async function customerWithHistory(name: string, preferences: object): Promise<SignedUp & { orderId: string }> {
  const customer = await signUp(t, { name });
  const order = await deliveryOrder(t.app, customer.token);
  await request(t.app)
    .post('/api/cart/add-to-cart')
    .set(bearer(customer.token))
    .type('form')
    .send({ menuItemId: 'COC_001', quantity: '3' })
    .expect(200);
  await request(t.app).put('/api/account/preferences').set(bearer(customer.token)).send(preferences).expect(200);
  return { ...customer, orderId: order.orderId };
}

describe('downloading my data', () => {
  it('when two customers each have orders, addresses and carts, then each download holds all of their own data and none of the other’s', async () => {
    const anna = await customerWithHistory('Anna Kovács', { language: 'hu', mails: { ready: false, delivered: true } });
    const bela = await customerWithHistory('Béla Szabó', { language: 'en', mails: { ready: true, delivered: false } });

    const res = await exportOf(anna.token).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?pizza-point-my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = accountExportSchema.parse(JSON.parse(res.text));

    expect(data.profile).toMatchObject({
      id: anna.id,
      name: 'Anna Kovács',
      email: anna.email,
      phone: anna.phone,
      address: 'Debrecen, Kossuth u. 3',
    });
    expect(data.preferences).toEqual({ language: 'hu', mails: { ready: false, delivered: true } });
    expect(data.acceptedLegal).toEqual(expect.any(Object));
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ street: 'Piac utca', intercom: '12', apartmentNo: '4' });
    expect(data.orders.map((order) => order.orderId)).toEqual([anna.orderId]);
    expect(data.orders[0]).toMatchObject({ user: { name: 'Anna Kovács', phone: anna.phone } });
    expect((data.orders[0]!.orderItems as Array<{ instructions?: string }>)[0]!.instructions).toBe('Ring Erika twice');
    expect((data.orders[0]!.statusHistory as unknown[]).length).toBeGreaterThan(0);
    expect(data.cart).toMatchObject({ items: [{ menuItemId: 'COC_001', quantity: 3 }] });
    expect(data.pushDevices).toEqual([]);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();

    // Nothing of Béla's anywhere in Anna's file, and the other way round.
    for (const trace of [bela.id, bela.email, bela.phone, 'Béla Szabó', bela.orderId]) expect(res.text).not.toContain(trace);
    const belaFile = (await exportOf(bela.token).expect(200)).text;
    for (const trace of [anna.id, anna.email, anna.phone, 'Anna Kovács', anna.orderId]) expect(belaFile).not.toContain(trace);
    // Never a secret: no password hash, no token version.
    expect(res.text).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
  });

  it('when not signed in, then 401; when staff ask, then 403 (their data is not a customer account)', async () => {
    await request(t.app).get('/api/account/export').expect(401);
    const owner = await createTestStaff('OWNER');
    await exportOf(owner.token).expect(403);
  });
});
