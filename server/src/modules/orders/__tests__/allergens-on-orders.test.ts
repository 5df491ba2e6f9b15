/**
 * Allergens before and after the purchase (docs/product/ordering.md#allergy-note): each placed line
 * keeps the allergens of its dish and add-ons as ordered, the customer's allergy note reaches every
 * order view, and a dish takes only the add-ons it offers (docs/product/menu.md#add-ons).
 */
import type { Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { ExtraModel, MenuItemModel, OrderModel } from '../../../test/stored-records';
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
  // Our own allergen data and add-on lists, so the test does not depend on the seed's demo data.
  await writeMenu(t, async () => {
    await MenuItemModel.updateMany(
      { _id: { $in: ['PIZ_005', 'PIZ_006'] } },
      { allergens: ['milk', 'gluten'], extraIds: ['EXT_001', 'EXT_004'] },
    );
    await MenuItemModel.updateOne({ _id: 'COC_001' }, { allergens: [], extraIds: [] });
    await ExtraModel.updateOne({ _id: 'EXT_001' }, { allergens: ['milk'] });
    await ExtraModel.updateOne({ _id: 'EXT_004' }, { allergens: ['sulphites', 'mustard'] });
  });
});

afterAll(() => t.close());

async function placeWith(customer: TestPrincipal, fields: Record<string, string>): Promise<Order> {
  const quote = await quoteOf(t.app, customer.token);
  return (await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', fields).expect(200)).body as Order;
}

describe('allergens of a placed order', () => {
  it("when an order is placed, then each line keeps the sorted union of its dish's and add-ons' allergens; later menu edits do not rewrite it", async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_004', 'EXT_001'] },
      { menuItemId: 'COC_001', quantity: 2 },
    ]);
    const order = await placeWith(customer, {});
    expect(order.orderItems.map((line) => line.allergens)).toEqual([['gluten', 'milk', 'mustard', 'sulphites'], []]);

    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'PIZ_006' }, { allergens: ['gluten', 'eggs'] }));
    const again = await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200);
    expect(again.body.orderItems[0].allergens).toEqual(['gluten', 'milk', 'mustard', 'sulphites']);
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'PIZ_006' }, { allergens: ['milk', 'gluten'] }));
  });

  it('when an order was placed before allergens were kept, then its lines carry none (not an empty list)', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
    const order = await placeWith(customer, {});
    await OrderModel.updateOne({ orderId: order.orderId }, { $unset: { 'items.0.allergens': 1 } });
    const read = await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200);
    expect(read.body.orderItems[0]).not.toHaveProperty('allergens');
  });
});

describe('the allergy note', () => {
  it('when the customer writes one, then it is stored cleaned and shown to the customer, on the board and to an integrator', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
    const order = await placeWith(customer, { allergyNote: '  Severe nut allergy,\u0007 please\nchange gloves  ' });
    const note = 'Severe nut allergy, please\nchange gloves';
    expect(order.allergyNote).toBe(note);

    const own = await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200);
    expect(own.body.allergyNote).toBe(note);
    const history = await request(t.app)
      .get(`/api/orders/history/all-orders/${customer.user.email}`)
      .set(bearer(customer.token))
      .expect(200);
    expect(history.body[0].allergyNote).toBe(note);
    const board = await request(t.app).get('/api/orders/all/orders').set(bearer(staff.token)).expect(200);
    expect((board.body as Order[]).find((listed) => listed.orderId === order.orderId)?.allergyNote).toBe(note);
    const integrator = await request(t.app).get(`/api/orders/${order.orderId}`).set('X-API-Key', key).expect(200);
    expect(integrator.body.allergyNote).toBe(note);
  });

  it('when the note is empty or only spaces, then the order has none', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
    const order = await placeWith(customer, { allergyNote: '   ' });
    expect(order).not.toHaveProperty('allergyNote');
  });

  it('when the note has 301 characters, then 400 naming allergyNote and nothing is placed; 300 are fine', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
    const quote = await quoteOf(t.app, customer.token);
    const res = await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { allergyNote: 'n'.repeat(301) }).expect(400);
    // The field is named where every validation failure names it: the path.
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Too long: use at most 300 characters.' });
    expect(res.body.details).toEqual([expect.objectContaining({ path: ['allergyNote'] })]);
    expect(await OrderModel.findOne({ orderId: quote.orderId }).lean()).toMatchObject({ status: 'PENDING' });
    const order = (await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { allergyNote: 'n'.repeat(300) }).expect(200))
      .body as Order;
    expect(order.allergyNote).toHaveLength(300);
  });
});

describe('add-ons a dish does not offer', () => {
  const add = (customer: TestPrincipal, form: string, language = 'en') =>
    request(t.app).post('/api/cart/add-to-cart').set(bearer(customer.token)).set('Accept-Language', language).type('form').send(form);

  it('when an add-on the dish does not offer is added, then 400 naming both, in the reader\u2019s language, and nothing is added', async () => {
    const customer = await createTestCustomer();
    const res = await add(customer, 'menuItemId=PIZ_006&quantity=1&extraItemId=EXT_001,EXT_011').expect(400);
    expect(res.body).toEqual({ message: 'Garlic sauce is not offered with Pepperoni (large)', code: 'BAD_REQUEST' });
    const hu = await add(customer, 'menuItemId=COC_001&quantity=1&extraItemId=EXT_001', 'hu').expect(400);
    expect(hu.body.message).toBe('Extra sajt nem kérhető ehhez: Coca-Cola 330 ml');
    const cart = await request(t.app)
      .get('/api/cart/user-email')
      .query({ email: customer.user.email })
      .set(bearer(customer.token))
      .expect(200);
    expect(cart.body).toEqual([]);
  });

  it('when every add-on is one the dish offers, then it is added', async () => {
    const customer = await createTestCustomer();
    await add(customer, 'menuItemId=PIZ_006&quantity=1&extraItemId=EXT_004,EXT_001').expect(200);
  });
});
