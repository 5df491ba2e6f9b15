/**
 * Sold out today: staff mark an item (some or all of its sizes) or an add-on sold out;
 * menu answers say so, the cart refuses it and marks lines holding it, checkout and placement refuse
 * naming it, it comes back by itself (injected clock), and each change is one event in the log.
 */
import { type Cart, DAYS_OF_WEEK, unavailableItemMessage } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { budapestWinter, checkout, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { OrderModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ExtraModel } from '../extras.model';
import { MenuItemModel } from '../menu.model';

const NOW = budapestWinter('2026-02-10', '13:00:00'); // a Tuesday
/** Without opening hours, "sold out today" ends at the next midnight in Budapest. */
const NEXT_MIDNIGHT = budapestWinter('2026-02-11', '00:00:00').toISOString();
const clock = fixedClock(NOW);
let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(NOW);
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1, manualUntil: 1 } });
  await MenuItemModel.updateMany({}, { $unset: { soldOutUntil: 1 } });
  await ExtraModel.updateMany({}, { $unset: { soldOutUntil: 1 } });
  t.deps.catalogue.invalidate();
});

const addForm = (app: TestApp['app'], token: string, form: string) =>
  request(app).post('/api/cart/add-to-cart').set(bearer(token)).type('form').send(form);
const updateLine = (app: TestApp['app'], token: string, cartItemId: string, quantity: number) =>
  request(app)
    .put(`/api/cart/update/${cartItemId}`)
    .query({ quantity: String(quantity) })
    .set(bearer(token));
async function readCart(app: TestApp['app'], customer: TestPrincipal): Promise<Cart> {
  const res = await request(app).get('/api/cart/user-email').query({ email: customer.user.email }).set(bearer(customer.token)).expect(200);
  return (res.body as Cart[])[0] ?? { cartId: '', cartItems: [], totalPrice: 0 };
}

const markItem = (id: string, body: object, token = staff.token) =>
  request(t.app).put(`/api/menuItem/${id}/availability`).set(bearer(token)).send(body);
const markExtra = (id: string, body: object, token = staff.token) =>
  request(t.app).put(`/api/extras/${id}/availability`).set(bearer(token)).send(body);
const item = async (id: string) => (await request(t.app).get(`/api/menuItem/get/${id}`).expect(200)).body;
const pizzas = () => request(t.app).get('/api/menuItem/get/category/PIZZA').set('Accept-Encoding', 'identity').expect(200);

async function eventsOfType(after: number, type: string) {
  return (await t.deps.events.readAfter(after, { kind: 'all' }, 1000)).filter(({ event }) => event.type === type);
}

describe('PUT /api/menuItem/{id}/availability and /api/extras/{id}/availability', () => {
  it('when nobody or a customer asks, then 401 and 403, and nothing changes', async () => {
    await request(t.app).put('/api/menuItem/PIZ_001/availability').send({ soldOut: true }).expect(401);
    const customer = await createTestCustomer();
    await markItem('PIZ_001', { soldOut: true }, customer.token).expect(403);
    await markExtra('EXT_001', { soldOut: true }, customer.token).expect(403);
    expect((await item('PIZ_001')).available).toBe(true);
  });

  it.each([
    [{}, 'soldOut missing'],
    [{ soldOut: 'yes' }, 'soldOut not a boolean'],
    [{ soldOut: false, until: '2026-02-10T15:00:00.000Z' }, 'until without soldOut'],
    [{ soldOut: true, until: 'tonight' }, 'until not an instant'],
    [{ soldOut: true, sizes: [] }, 'no sizes'],
    [{ soldOut: true, sizes: ['HUGE'] }, 'unknown size'],
    [{ soldOut: true, sizes: ['LARGE', 'LARGE'] }, 'a size twice'],
    [{ soldOut: true, colour: 'red' }, 'an unknown field'],
  ])('when the body is %j (%s), then 400 with a message and nothing changes', async (body, _why) => {
    const res = await markItem('PIZ_001', body).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await item('PIZ_001')).available).toBe(true);
  });

  it('when until is past, a size the product does not come in, or an add-on with sizes, then 400 naming why', async () => {
    expect((await markItem('PIZ_001', { soldOut: true, until: '2026-02-10T11:00:00.000Z' }).expect(400)).body.message).toBe(
      'until must be in the future',
    );
    expect((await markItem('COC_001', { soldOut: true, sizes: ['LARGE'] }).expect(400)).body.message).toMatch(/does not come in LARGE/);
    await markExtra('EXT_001', { soldOut: true, sizes: ['LARGE'] }).expect(400);
  });

  it("when until is more than 366 days ahead of the shop's clock (year 9999), then 400 in the reader's language; 366 days is accepted", async () => {
    const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60_000).toISOString();
    for (const until of ['9999-12-31T23:59:59.000Z', days(366.01)]) {
      expect((await markItem('PIZ_001', { soldOut: true, until }).expect(400)).body.message).toBe(
        'The end can be at most 366 days from now.',
      );
      const hu = await markExtra('EXT_001', { soldOut: true, until }).set('Accept-Language', 'hu').expect(400);
      expect(hu.body.message).toBe('A vége legfeljebb 366 nap múlva lehet.');
    }
    expect((await item('PIZ_001')).available).toBe(true);
    expect((await markItem('PIZ_001', { soldOut: true, until: days(366) }).expect(200)).body).toMatchObject({ soldOutUntil: days(366) });
  });

  it('when the id is unknown, then 404 naming it', async () => {
    expect((await markItem('PIZ_999', { soldOut: true }).expect(404)).body.message).toBe('Menu item not found: PIZ_999');
    expect((await markExtra('EXT_999', { soldOut: true }).expect(404)).body.message).toBe('Extra not found: EXT_999');
  });

  it('when a product is marked sold out without sizes, then every size is unavailable until the next midnight (no hours set)', async () => {
    const res = await markItem('PIZ_001', { soldOut: true }).expect(200);
    expect(res.body).toMatchObject({ id: 'PIZ_001', available: false, soldOutUntil: NEXT_MIDNIGHT, soldOutSizes: ['MEDIUM', 'LARGE'] });
    expect(await item('PIZ_002')).toMatchObject({ available: false, isAvailable: true, soldOutUntil: NEXT_MIDNIGHT });
    const margaritas = (await pizzas()).body.filter((pizza: { name: string }) => pizza.name === 'Margarita');
    expect(margaritas.map((pizza: { available: boolean }) => pizza.available)).toEqual([false, false]);
    expect((await item('PIZ_003')).available).toBe(true); // Extra Margarita is another product
  });

  it('when only LARGE is marked, then LARGE is sold out and MEDIUM still orderable, both naming the sold-out size', async () => {
    await markItem('PIZ_001', { soldOut: true, sizes: ['LARGE'] }).expect(200);
    expect(await item('PIZ_001')).toMatchObject({ available: true, soldOutSizes: ['LARGE'] });
    expect(await item('PIZ_001')).not.toHaveProperty('soldOutUntil');
    expect(await item('PIZ_002')).toMatchObject({ available: false, soldOutSizes: ['LARGE'] });
    const byNameSize = await request(t.app).get('/api/menuItem/get/name/size?name=Margarita&size=LARGE').expect(200);
    expect(byNameSize.body[0]).toMatchObject({ id: 'PIZ_002', available: false });
  });

  it('when opening hours are set, then without until it comes back at the next opening (tomorrow 11:00 while open today)', async () => {
    const week = DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, opens: '11:00', closes: '22:00' }));
    await request(t.app)
      .put('/api/restaurant/hours')
      .set(bearer(staff.token))
      .send({ timezone: 'Europe/Budapest', pickup: week, delivery: week, special: [] })
      .expect(200);
    const res = await markItem('PIZ_005', { soldOut: true }).expect(200);
    expect(res.body.soldOutUntil).toBe(budapestWinter('2026-02-11', '11:00:00').toISOString());
  });

  it('when marked with until and then soldOut false, then it is sold out until then and orderable again after the second change', async () => {
    const until = budapestWinter('2026-02-10', '18:00:00').toISOString();
    expect((await markItem('PIZ_005', { soldOut: true, until }).expect(200)).body).toMatchObject({ available: false, soldOutUntil: until });
    const back = await markItem('PIZ_005', { soldOut: false }).expect(200);
    expect(back.body).toMatchObject({ available: true });
    expect(back.body).not.toHaveProperty('soldOutUntil');
    expect(back.body).not.toHaveProperty('soldOutSizes');
  });

  it('when an add-on is marked sold out, then the add-on answers say so', async () => {
    expect((await markExtra('EXT_002', { soldOut: true }).expect(200)).body).toMatchObject({
      id: 'EXT_002',
      available: false,
      soldOutUntil: NEXT_MIDNIGHT,
    });
    const all = (await request(t.app).get('/api/extras/get/all').expect(200)).body;
    expect(all.find((extra: { id: string }) => extra.id === 'EXT_002')).toMatchObject({ available: false });
    expect(all.find((extra: { id: string }) => extra.id === 'EXT_001')).toMatchObject({ available: true });
  });

  it('when anything is marked, then the menu answers get a new ETag at once', async () => {
    const before = (await pizzas()).headers.etag;
    const extrasBefore = (await request(t.app).get('/api/extras/get/all').set('Accept-Encoding', 'identity')).headers.etag;
    await markItem('PIZ_001', { soldOut: true }).expect(200);
    await markExtra('EXT_001', { soldOut: true }).expect(200);
    expect((await pizzas()).headers.etag).not.toBe(before);
    expect((await request(t.app).get('/api/extras/get/all').set('Accept-Encoding', 'identity')).headers.etag).not.toBe(extrasBefore);
  });
});

describe('menu-availability-changed in the event log', () => {
  it('when an item and an add-on are marked, then exactly one event each, saying what changed; a refused change logs nothing', async () => {
    const from = await t.deps.events.latestSeq();
    await markItem('PIZ_001', { soldOut: true, sizes: ['LARGE'] }).expect(200);
    await markExtra('EXT_003', { soldOut: true }).expect(200);
    await markItem('PIZ_999', { soldOut: true }).expect(404);
    await markItem('PIZ_001', { soldOut: true, until: '2020-01-01T00:00:00.000Z' }).expect(400);
    const logged = await eventsOfType(from, 'menu-availability-changed');
    expect(logged.map(({ event }) => event)).toEqual([
      expect.objectContaining({
        type: 'menu-availability-changed',
        item: { kind: 'menuItem', id: 'PIZ_001', name: 'Margarita (medium)', available: true, soldOutSizes: ['LARGE'] },
      }),
      expect.objectContaining({
        type: 'menu-availability-changed',
        item: { kind: 'extra', id: 'EXT_003', name: 'Ham', available: false, soldOutUntil: NEXT_MIDNIGHT },
      }),
    ]);
    expect((await t.deps.events.readAfter(from, { kind: 'all' }, 1000)).length).toBe(2);
  });
});

describe('the cart and checkout with something sold out', () => {
  it('when a sold-out item is added, then 409 naming it and the cart is unchanged', async () => {
    const customer = await createTestCustomer();
    await markItem('PIZ_002', { soldOut: true, sizes: ['LARGE'] }).expect(200);
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_002&quantity=1').expect(409);
    expect(res.body.message).toBe('Margarita (large) is sold out right now. Please choose something else.');
    expect((await readCart(t.app, customer)).cartItems).toEqual([]);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1').expect(200); // the medium one still can
  });

  it('when a sold-out add-on is chosen, then 409 naming the add-on and nothing is written', async () => {
    const customer = await createTestCustomer();
    await markExtra('EXT_001', { soldOut: true }).expect(200);
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_002,EXT_001').expect(409);
    expect(res.body.message).toBe('Extra cheese is sold out right now. Please choose something else.');
    expect((await readCart(t.app, customer)).cartItems).toEqual([]);
  });

  it('when a cart holds an item that then sells out, then the line is marked unavailable and checkout refuses naming it until it is removed', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_006', quantity: 1 },
      { menuItemId: 'COC_001', quantity: 2 },
    ]);
    await markItem('PIZ_006', { soldOut: true }).expect(200);
    const cart = await readCart(t.app, customer);
    expect(cart.cartItems.map((line) => [line.menuItem.id, line.available])).toEqual([
      ['PIZ_006', false],
      ['COC_001', true],
    ]);
    for (const type of ['PICKUP', 'DELIVERY'] as const) {
      const res = await checkout(t.app, customer.token, type).expect(409);
      expect(res.body.message).toBe(unavailableItemMessage('Pepperoni (large)'));
    }
    await updateLine(t.app, customer.token, cart.cartItems[0]!.cartItemId, 0).expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1').expect(200);
    expect((await checkout(t.app, customer.token).expect(200)).body.orderId).toEqual(expect.any(String));
  });

  it('when an add-on of a line sells out after the quote, then placing refuses naming the add-on and no order is made', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_003'] }]);
    const quote = await quoteOf(t.app, customer.token);
    await markExtra('EXT_003', { soldOut: true }).expect(200);
    expect((await readCart(t.app, customer)).cartItems[0]).toMatchObject({
      available: false,
      extras: [{ id: 'EXT_003', available: false }],
    });
    const res = await placeOrder(t.app, customer.token, quote.orderId).expect(409);
    expect(res.body.message).toBe(unavailableItemMessage('Ham (on Pepperoni (large))'));
    expect(await OrderModel.countDocuments({ userId: customer.user.id, status: { $ne: 'PENDING' } })).toBe(0); // only the checkout draft
    expect((await readCart(t.app, customer)).cartItems).toHaveLength(1);
  });
});

describe('a sold-out ends by itself', () => {
  it('when the clock passes until, then the item is available again, the ETag changes and the cart takes it, with nobody touching it', async () => {
    const customer = await createTestCustomer();
    const until = new Date(NOW.getTime() + 30 * 60_000).toISOString();
    await markItem('PIZ_001', { soldOut: true, until }).expect(200);
    await markExtra('EXT_001', { soldOut: true, until }).expect(200);
    const soldOutTag = (await pizzas()).headers.etag;
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1').expect(409);

    clock.set(new Date(NOW.getTime() + 29 * 60_000));
    expect((await pizzas()).headers.etag).toBe(soldOutTag);
    expect((await item('PIZ_001')).available).toBe(false);

    clock.set(new Date(NOW.getTime() + 30 * 60_000));
    const after = await pizzas();
    expect(after.headers.etag).not.toBe(soldOutTag);
    expect(after.body.find((pizza: { id: string }) => pizza.id === 'PIZ_001')).toMatchObject({ available: true });
    expect(after.body.find((pizza: { id: string }) => pizza.id === 'PIZ_001')).not.toHaveProperty('soldOutSizes');
    expect((await request(t.app).get('/api/extras/get/EXT_001').expect(200)).body.available).toBe(true);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001').expect(200);
    expect((await readCart(t.app, customer)).cartItems[0]!.available).toBe(true);
  });
});
