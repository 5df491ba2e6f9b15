import { type Order, ORDER_SEARCH_PAGE_SIZE, orderSearchPageSchema, REPORT_MESSAGES } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../../test/auth';
import { addSelectedAddress, budapestWinter, fillCart, placed, quoteOf, WORKED_EXAMPLE } from '../../../../test/shop-requests';
import { RestaurantModel } from '../../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { OrderModel } from '../../orders.model';
import { fillOrderSearchFields } from '../fill-search-fields';

/*
 * The order search through the real API (docs/product/reports.md#order-search), over orders placed
 * in this test by customers whose names carry accents and whose phones were typed differently:
 *
 *   2026-02-10  #0001 12:00 Éva    pickup     #0002 12:10 Péter  delivery   #0003 12:20 Ödön  pickup
 *   2026-02-11  #0001 12:00 Éva    delivery, then rejected (CANCELLED)      #0002 12:10 Péter pickup
 *   2026-02-12  #0001 13:00 Éva    pickup
 *   2026-02-14  #0001 23:59 Kata   pickup (22:59 UTC)
 *   2026-02-20  #0001..#0027 Pál  pickup, a minute apart (the paging)
 */

const clock = fixedClock(budapestWinter('2026-02-10', '12:00:00'));
let t: TestApp;
let owner: TestPrincipal;
let eva: TestPrincipal;
let peter: TestPrincipal;
let odon: TestPrincipal;
let pal: TestPrincipal;
/** The orders by name, as placed. */
const o: Record<string, Order> = {};
const palOrders: Order[] = [];

async function placeAt(customer: TestPrincipal, day: string, time: string, type: 'PICKUP' | 'DELIVERY' = 'PICKUP'): Promise<Order> {
  clock.set(budapestWinter(day, time));
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  return placed(t.app, customer.token, type);
}

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
  owner = await createTestStaff('OWNER');
  eva = await createTestCustomer({ name: 'Kovács Éva', phone: '+36 30 123 4567', email: 'eva.kovacs@example.com' });
  peter = await createTestCustomer({ name: 'Nagy Péter', phone: '06 20 765 4321' });
  odon = await createTestCustomer({ name: 'Kovacsics Ödön', phone: '06-70/111-2233' });
  pal = await createTestCustomer({ name: 'Lapozó Pál', phone: '+36 1 555 0000' });
  await addSelectedAddress(t.app, eva.token);
  await addSelectedAddress(t.app, peter.token);

  o.evaDay1 = await placeAt(eva, '2026-02-10', '12:00:00');
  o.peterDay1 = await placeAt(peter, '2026-02-10', '12:10:00', 'DELIVERY');
  o.odonDay1 = await placeAt(odon, '2026-02-10', '12:20:00');
  o.evaDay2 = await placeAt(eva, '2026-02-11', '12:00:00', 'DELIVERY');
  o.peterDay2 = await placeAt(peter, '2026-02-11', '12:10:00');
  o.evaDay3 = await placeAt(eva, '2026-02-12', '13:00:00');
  o.kataLate = await placeAt(await createTestCustomer({ name: 'Késő Kata' }), '2026-02-14', '23:59:00');
  clock.set(budapestWinter('2026-02-11', '12:30:00'));
  await request(t.app)
    .patch(`/api/orders/${o.evaDay2.orderId}/status`)
    .query({ status: 'CANCELLED' })
    .set(bearer(owner.token))
    .send({ reason: 'too-busy' })
    .expect(200);
  for (let minute = 0; minute < 27; minute += 1)
    palOrders.push(await placeAt(pal, '2026-02-20', `12:${String(minute).padStart(2, '0')}:00`));
  // A draft is nobody's order yet: a customer who only checked out is never found.
  const drafter = await createTestCustomer({ name: 'Kovács Vázlat', phone: '+36 30 999 8888' });
  await fillCart(t.app, drafter.token, WORKED_EXAMPLE);
  await quoteOf(t.app, drafter.token);
}, 120_000);

afterAll(async () => {
  await t.close();
});

const search = (query: Record<string, string | number>, token = owner.token) =>
  request(t.app).get('/api/admin/orders/search').query(query).set(bearer(token));

/** The page's orders by id, in the order answered, after checking the answer's shape. */
async function found(query: Record<string, string | number>): Promise<{ ids: string[]; total: number; orders: Order[] }> {
  const res = await search(query).expect(200);
  const page = orderSearchPageSchema.parse(res.body);
  expect(page.pageSize).toBe(ORDER_SEARCH_PAGE_SIZE);
  return { ids: page.orders.map((order) => order.orderId), total: page.total, orders: page.orders };
}

const ids = (...orders: Order[]) => orders.map((order) => order.orderId);

describe('GET /api/admin/orders/search by what the caller types', () => {
  it('when a part of a name is typed without accents or case, then every order of a matching name is found, newest first', async () => {
    expect(await found({ q: 'kovacs' })).toMatchObject({ ids: ids(o.evaDay3!, o.evaDay2!, o.odonDay1!, o.evaDay1!), total: 4 });
    expect(await found({ q: 'KOVÁCS éva' })).toMatchObject({ ids: ids(o.evaDay3!, o.evaDay2!, o.evaDay1!), total: 3 });
    expect(await found({ q: 'odon' })).toMatchObject({ ids: ids(o.odonDay1!), total: 1 });
    expect(await found({ q: 'Péter' })).toMatchObject({ ids: ids(o.peterDay2!, o.peterDay1!), total: 2 });
  });

  it('when a name holds pattern characters, then they are matched as text, never run as a pattern', async () => {
    expect(await found({ q: 'K.v' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ q: '.*' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ q: 'kovács (' })).toMatchObject({ ids: [], total: 0 });
  });

  it('when a phone is typed with +36, 06, spaces or slashes, then its last nine digits find the same orders', async () => {
    const evas = ids(o.evaDay3!, o.evaDay2!, o.evaDay1!);
    for (const q of ['06301234567', '+36 30 123 4567', '+36301234567', '30/123-4567', '(06) 30 123-45-67'])
      expect({ q, ...(await found({ q })) }).toMatchObject({ q, ids: evas, total: 3 });
    expect(await found({ q: '+36 20 765 4321' })).toMatchObject({ ids: ids(o.peterDay2!, o.peterDay1!), total: 2 });
    // The end of a number (fewer than nine digits, at least seven) matches the end of the stored one.
    expect(await found({ q: '111 2233' })).toMatchObject({ ids: ids(o.odonDay1!), total: 1 });
    expect(await found({ q: '06 30 000 0000' })).toMatchObject({ ids: [], total: 0 });
  });

  it("when an e-mail is typed, then the account's orders are found, whatever its case; an unknown one finds none", async () => {
    expect(await found({ q: 'Eva.Kovacs@Example.com' })).toMatchObject({ ids: ids(o.evaDay3!, o.evaDay2!, o.evaDay1!), total: 3 });
    expect(await found({ q: peter.user.email })).toMatchObject({ ids: ids(o.peterDay2!, o.peterDay1!), total: 2 });
    expect(await found({ q: 'nobody@example.com' })).toMatchObject({ ids: [], total: 0 });
  });

  it('when an order number is typed, then that number of every day is found, or of the days asked for', async () => {
    const ones = ids(palOrders[0]!, o.kataLate!, o.evaDay3!, o.evaDay2!, o.evaDay1!);
    expect(await found({ q: '1' })).toMatchObject({ ids: ones, total: 5 });
    expect(await found({ q: '#0001' })).toMatchObject({ ids: ones, total: 5 });
    expect(await found({ q: '#Order-0001', from: '2026-02-11', to: '2026-02-11' })).toMatchObject({ ids: ids(o.evaDay2!), total: 1 });
    expect(await found({ q: '#0002', from: '2026-02-10', to: '2026-02-12' })).toMatchObject({
      ids: ids(o.peterDay2!, o.peterDay1!),
      total: 2,
    });
    expect(await found({ q: '#0003', to: '2026-02-12' })).toMatchObject({ ids: ids(o.odonDay1!), total: 1 });
  });

  it('when a result is shown, then it is the order as the board shows it, with its status history', async () => {
    const { orders } = await found({ q: 'eva.kovacs@example.com', status: 'CANCELLED' });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderId: o.evaDay2!.orderId,
      orderSequence: '#Order-0001',
      date: '2026-02-11',
      status: 'CANCELLED',
      orderType: 'DELIVERY',
      user: { name: 'Kovács Éva', phone: '+36 30 123 4567' },
      totalPrice: o.evaDay2!.totalPrice,
    });
    expect(orders[0]!.statusHistory).toEqual([
      { status: 'PLACED', at: budapestWinter('2026-02-11', '12:00:00').toISOString() },
      { status: 'CANCELLED', at: budapestWinter('2026-02-11', '12:30:00').toISOString() },
    ]);
  });

  it("when a manager opens a result, then the board's routes show the order with its history and its staff trail", async () => {
    const manager = await createTestStaff('MANAGER');
    const order = await request(t.app).get(`/api/orders/${o.evaDay2!.orderId}`).set(bearer(manager.token)).expect(200);
    expect(order.body.statusHistory.map((change: { status: string }) => change.status)).toEqual(['PLACED', 'CANCELLED']);
    const trail = await request(t.app).get(`/api/audit/orders/${o.evaDay2!.orderId}`).set(bearer(manager.token)).expect(200);
    expect(trail.body).toEqual([
      expect.objectContaining({ action: 'order.rejected', actorId: owner.user.id, orderId: o.evaDay2!.orderId }),
    ]);
  });
});

describe('GET /api/admin/orders/search by days, status and service', () => {
  it('when a range of Budapest days is given, then only orders placed on those days are found; either end alone works', async () => {
    expect(await found({ from: '2026-02-11', to: '2026-02-12' })).toMatchObject({
      ids: ids(o.evaDay3!, o.peterDay2!, o.evaDay2!),
      total: 3,
    });
    expect(await found({ to: '2026-02-10' })).toMatchObject({ ids: ids(o.odonDay1!, o.peterDay1!, o.evaDay1!), total: 3 });
    expect(await found({ from: '2026-02-12', to: '2026-02-19' })).toMatchObject({ ids: ids(o.kataLate!, o.evaDay3!), total: 2 });
  });

  it('when a day is given, then an order placed just before midnight in Budapest (23:00 UTC) counts on its Budapest day', async () => {
    expect(o.kataLate!.createdAt).toBe('2026-02-14T22:59:00.000Z');
    expect(await found({ q: 'keso', from: '2026-02-14', to: '2026-02-14' })).toMatchObject({ ids: ids(o.kataLate!), total: 1 });
    expect(await found({ q: 'keso', from: '2026-02-15', to: '2026-02-19' })).toMatchObject({ ids: [], total: 0 });
  });

  it('when a status or a service is asked for, then only those orders are found', async () => {
    expect(await found({ status: 'CANCELLED' })).toMatchObject({ ids: ids(o.evaDay2!), total: 1 });
    expect(await found({ service: 'DELIVERY' })).toMatchObject({ ids: ids(o.evaDay2!, o.peterDay1!), total: 2 });
    expect(await found({ q: 'kovacs', status: 'PLACED', to: '2026-02-12' })).toMatchObject({
      ids: ids(o.evaDay3!, o.odonDay1!, o.evaDay1!),
      total: 3,
    });
  });

  it('when every filter is given at once, then all must hold', async () => {
    const all = { q: 'kovacs', from: '2026-02-11', to: '2026-02-12', status: 'CANCELLED', service: 'DELIVERY' };
    expect(await found(all)).toMatchObject({ ids: ids(o.evaDay2!), total: 1 });
    expect(await found({ ...all, service: 'PICKUP' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ ...all, status: 'PLACED' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ ...all, from: '2026-02-12' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ ...all, q: '+36 20 765 4321' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ ...all, q: '+36 30 123 4567' })).toMatchObject({ ids: ids(o.evaDay2!), total: 1 });
  });

  it('when drafts exist, then no search finds one, even asked for by status', async () => {
    expect(await found({ q: 'vazlat' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ q: '+36 30 999 8888' })).toMatchObject({ ids: [], total: 0 });
    expect(await found({ status: 'PENDING' })).toMatchObject({ ids: [], total: 0 });
  });
});

describe('GET /api/admin/orders/search a page at a time', () => {
  it('when 27 orders match, then page 1 has the newest 25, page 2 the other 2, both with the total; page 3 is empty', async () => {
    const newestFirst = ids(...[...palOrders].reverse());
    const first = await found({ q: 'Lapozó' });
    const second = await found({ q: 'Lapozó', page: 2 });
    const third = await found({ q: 'Lapozó', page: 3 });
    expect(first).toMatchObject({ ids: newestFirst.slice(0, 25), total: 27 });
    expect(second).toMatchObject({ ids: newestFirst.slice(25), total: 27 });
    expect(third).toMatchObject({ ids: [], total: 27 });
    expect((await search({ q: 'Lapozó', page: 2 }).expect(200)).body.page).toBe(2);
  });
});

describe('GET /api/admin/orders/search with bad input', () => {
  it.each([
    ['a day not written YYYY-MM-DD', { from: '11/02/2026' }, REPORT_MESSAGES.badDay],
    ['a range that ends before it starts', { from: '2026-02-12', to: '2026-02-11' }, REPORT_MESSAGES.backwards],
    ['an unknown status', { status: 'EATEN' }, undefined],
    ['an unknown service', { service: 'DRONE' }, undefined],
    ['page 0', { page: 0 }, undefined],
    ['a page that is not a number', { page: 'two' }, undefined],
    ['an unknown filter', { customer: 'Éva' }, undefined],
    ['a text longer than 100 characters', { q: 'x'.repeat(101) }, undefined],
  ])('when the query has %s, then 400 with a message', async (_name, query, message) => {
    const res = await search(query as Record<string, string | number>).expect(400);
    expect(typeof res.body.message).toBe('string');
    if (message) expect(res.body.message).toContain(message);
  });

  it('when a customer or a courier asks, then 403; nobody signed in, 401', async () => {
    expect((await search({ q: 'kovacs' }, eva.token)).status).toBe(403);
    expect((await search({ q: 'kovacs' }, (await createTestStaff('COURIER')).token)).status).toBe(403);
    expect((await search({ q: 'kovacs' }, (await createTestStaff('KITCHEN')).token)).status).toBe(403);
    expect((await search({ q: 'kovacs' }, (await createTestStaff('MANAGER')).token)).status).toBe(200);
    expect((await request(t.app).get('/api/admin/orders/search').query({ q: 'kovacs' })).status).toBe(401);
  });
});

describe('orders from before the search', () => {
  it('when orders lack the search fields, then the start-up fill gives them once, and they are found by phone and name', async () => {
    const old = palOrders.slice(0, 2).map((order) => order.orderId);
    await OrderModel.collection.updateMany(
      { orderId: { $in: old } },
      { $unset: { 'customer.phoneDigits': '', 'customer.nameFolded': '' } },
    );
    expect((await found({ q: '+36 1 555 0000' })).total).toBe(25);

    expect(await fillOrderSearchFields()).toBe(2);
    expect(await fillOrderSearchFields()).toBe(0);
    expect((await found({ q: '06 1 555 0000' })).total).toBe(27);
    expect((await found({ q: 'lapozo pal' })).total).toBe(27);
  });
});
