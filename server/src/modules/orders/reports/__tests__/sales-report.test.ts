/**
 * The sales report and the summary export on the real app and database, with a clock the test
 * moves: orders placed through the API on chosen Budapest days around the autumn clock change
 * (2026-10-25 has 25 hours: 02:30 happens twice), accepted, readied, delivered, rejected, cancelled
 * and cancelled by the server, pauses and busy mode from the board; every expected figure is worked
 * out by hand from the seed's prices below.
 */
import { type Order, type SalesReport, salesReportSchema, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { parse } from 'csv-parse/sync';
import request from 'supertest';

import { fixedClock } from '../../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../../test/auth';
import { clockedOrders, utc } from '../../../../test/clocked-orders';
import { addSelectedAddress, WORKED_EXAMPLE } from '../../../../test/shop-requests';
import { RestaurantModel } from '../../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createEscalationScheduler } from '../../../escalation';

const clock = fixedClock(new Date('2026-10-20T10:00:00Z'));

/*
 * Prices (server/src/modules/menu/seed-data/menu-seed.json, reference section 3.3):
 * the worked example, 1 x Pepperoni LARGE 4999 + 2 x Coca-Cola 699 = items 6397, 2 bottles' deposit
 * 100, service fee 150: 6647 (pickup). The two Margaritas: 2 x (2899 + extra cheese 400 +
 * mushrooms 300) = items 7198, no deposit, service fee 150, delivery before noon 799: 8147.
 */
const WORKED = { total: 6647, items: 6397 };
const MARGARITAS = [{ menuItemId: 'PIZ_001', quantity: 2, extras: ['EXT_001', 'EXT_002'] }];

let t: TestApp;
let owner: TestPrincipal;
let a: TestPrincipal;
let b: TestPrincipal;
let c: TestPrincipal;
let d: TestPrincipal;

const { placeAt, moveAt } = clockedOrders(
  () => t.app,
  clock,
  () => owner,
);

async function shopAt(iso: string, path: 'pause' | 'busy', body: object) {
  clock.set(utc(iso));
  await request(t.app).put(`/api/restaurant/${path}`).set(bearer(owner.token)).send(body).expect(200);
}

const report = async (from: string, to: string, token = owner.token) =>
  salesReportSchema.parse((await request(t.app).get('/api/admin/reports/sales').query({ from, to }).set(bearer(token)).expect(200)).body);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
  owner = await createTestStaff('OWNER');
  [a, b, c, d] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestCustomer(), createTestCustomer()]);
  await addSelectedAddress(t.app, b.token);

  // Before the range: A's first sale (so A returns), and a pause that runs 20 minutes into the range.
  const earlier = await placeAt('2026-10-20T10:00:00', a);
  await moveAt('2026-10-20T10:05:00', earlier, 'PREPARING');
  await shopAt('2026-10-23T21:50:00', 'pause', { minutes: 30 }); // until 22:20Z; the range starts at 22:00Z (midnight CEST)

  // Saturday 24th, 23:30 CEST: D's sale, accepted after 5 minutes.
  const late = await placeAt('2026-10-24T21:30:00', d);
  await moveAt('2026-10-24T21:35:00', late, 'PREPARING');

  // Sunday 25th, 02:30 CEST: A's pickup, accepted after 5 minutes for 30, ready after 20: the ETA held.
  const first = await placeAt('2026-10-25T00:30:00', a);
  await moveAt('2026-10-25T00:35:00', first, 'PREPARING', { prepMinutes: 30 });
  await moveAt('2026-10-25T00:50:00', first, 'READY_FOR_PICKUP');

  // Sunday 25th, 02:30 CET (an hour later, the same wall clock): B's delivery by card, delivered a minute late.
  const second = await placeAt('2026-10-25T01:30:00', b, MARGARITAS, 'DELIVERY', 'CARD');
  await moveAt('2026-10-25T01:40:00', second, 'PREPARING', { prepMinutes: 20 });
  const accepted = (await request(t.app).get(`/api/orders/${second.orderId}`).set(bearer(owner.token)).expect(200)).body as Order;
  const lateBy = new Date(Date.parse(accepted.estimatedDeliveryAt!) + 60_000).toISOString().slice(0, 19);
  await moveAt(lateBy, second, 'DELIVERED');

  // 11:00 CET: C's order, rejected. Paused 30 minutes at 13:00, busy 45 minutes from 14:00.
  const rejected = await placeAt('2026-10-25T10:00:00', c);
  await moveAt('2026-10-25T10:02:00', rejected, 'CANCELLED');
  await shopAt('2026-10-25T12:00:00', 'pause', { minutes: 30 });
  await shopAt('2026-10-25T13:00:00', 'busy', { extraMinutes: 15 });
  await shopAt('2026-10-25T13:45:00', 'busy', { extraMinutes: 0 });

  // 16:00: A's order accepted after 3 minutes, then cancelled. 21:00: B's order nobody answers.
  const cancelled = await placeAt('2026-10-25T15:00:00', a);
  await moveAt('2026-10-25T15:03:00', cancelled, 'PREPARING');
  await moveAt('2026-10-25T15:10:00', cancelled, 'CANCELLED');
  const unanswered = await placeAt('2026-10-25T20:00:00', b);
  clock.set(utc('2026-10-25T20:16:00'));
  const escalation = createEscalationScheduler({ orders: t.deps.orders, clock, logger: t.logger, instanceId: 'reports-test' });
  for (let pass = 0; pass < 3; pass += 1) await escalation.tick();
  await escalation.stop();
  const autoCancelled = await request(t.app).get(`/api/orders/${unanswered.orderId}`).set(bearer(owner.token)).expect(200);
  expect(autoCancelled.body.status).toBe('CANCELLED');

  // Monday 26th, 00:15 CET (still the 25th in UTC): A pays by card, accepted after 4 minutes. Paused 10 minutes at 09:00.
  const monday = await placeAt('2026-10-25T23:15:00', a, WORKED_EXAMPLE, 'PICKUP', 'CARD');
  await moveAt('2026-10-25T23:19:00', monday, 'PREPARING');
  await shopAt('2026-10-26T08:00:00', 'pause', { minutes: 60 });
  await shopAt('2026-10-26T08:10:00', 'pause', { minutes: 0 });

  clock.set(utc('2026-10-27T12:00:00'));
});

afterAll(() => t.close());

describe('the sales report of 24-26 October 2026 (the autumn clock change on the 25th)', () => {
  let figures: SalesReport;
  beforeAll(async () => {
    figures = await report('2026-10-24', '2026-10-26');
  });

  it('when orders were sold, rejected and cancelled, then revenue and its parts count the four sales only', () => {
    // D, A at 02:30 CEST and A on Monday: the worked example each; B: the Margaritas delivered.
    expect(figures.revenue).toEqual({
      total: 3 * WORKED.total + 8147,
      items: 3 * WORKED.items + 7198,
      deliveryFees: 799,
      serviceFees: 4 * 150,
      bottleDeposits: 3 * 100,
      discounts: 0,
    });
    expect(figures.promoCodes).toEqual([]);
    expect(figures.revenue.total).toBe(28_088);
    expect(figures.orders).toBe(4);
    expect(figures.averageBasket).toBe(7022); // 28088 / 4
    expect(figures.byService).toEqual({ PICKUP: { orders: 3, revenue: 19_941 }, DELIVERY: { orders: 1, revenue: 8147 } });
    expect(figures.byPayment).toEqual({ CASH: { orders: 2, revenue: 13_294 }, CARD: { orders: 2, revenue: 14_794 } });
  });

  it('when the 25th has 02:30 twice, then both orders are in hour 2 of that day, and 00:15 CET on the 26th is the 26th', () => {
    const hours = figures.byHour.filter((slice) => slice.orders > 0);
    expect(hours).toEqual([
      { hour: 0, orders: 1, revenue: 6647 },
      { hour: 2, orders: 2, revenue: 14_794 },
      { hour: 23, orders: 1, revenue: 6647 },
    ]);
    expect(figures.byHour).toHaveLength(24);
    expect(figures.byDay).toEqual([
      { day: '2026-10-24', orders: 1, revenue: 6647 },
      { day: '2026-10-25', orders: 2, revenue: 14_794 },
      { day: '2026-10-26', orders: 1, revenue: 6647 },
    ]);
    expect(figures.heatmap).toHaveLength(7 * 24);
    expect(figures.heatmap.filter((cell) => cell.orders > 0)).toEqual([
      { weekday: 1, hour: 0, orders: 1 },
      { weekday: 6, hour: 23, orders: 1 },
      { weekday: 7, hour: 2, orders: 2 },
    ]);
  });

  it('when dishes and add-ons were sold, then they rank by units and by revenue, add-ons apart from their dish', () => {
    const pepperoni = { id: 'PIZ_006', name: 'Pepperoni', nameHu: 'Pepperoni', size: 'LARGE', quantity: 3, revenue: 3 * 4999 };
    const cola = { id: 'COC_001', name: 'Coca-Cola 330 ml', nameHu: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 6, revenue: 6 * 699 };
    const margarita = { id: 'PIZ_001', name: 'Margarita', nameHu: 'Margarita', size: 'MEDIUM', quantity: 2, revenue: 2 * 2899 };
    expect(figures.bestSellers.dishesByQuantity).toEqual([cola, pepperoni, margarita]);
    expect(figures.bestSellers.dishesByRevenue).toEqual([pepperoni, margarita, cola]);
    const cheese = { id: 'EXT_001', name: 'Extra cheese', nameHu: 'Extra sajt', quantity: 2, revenue: 800 };
    const mushrooms = { id: 'EXT_002', name: 'Mushrooms', nameHu: 'Gomba', quantity: 2, revenue: 600 };
    expect(figures.bestSellers.addOnsByQuantity).toEqual([cheese, mushrooms]);
    expect(figures.bestSellers.addOnsByRevenue).toEqual([cheese, mushrooms]);
  });

  it('when orders were accepted, readied, delivered late and cancelled three ways, then operations say so', () => {
    expect(figures.operations).toEqual({
      placed: 7,
      // Accepted after 300 (D), 300 (A), 600 (B), 180 (the one cancelled later) and 240 s (Monday): p90 is the 5th of 5.
      acceptSeconds: { average: 324, p90: 600 },
      etaHeld: { held: 1, measured: 2 },
      rejected: 1,
      cancelled: 1,
      autoCancelled: 1,
      // 20 minutes of the pause begun before the range, 30 on Sunday, 10 of Monday's hour (ended early).
      pausedMinutes: 60,
      busyMinutes: 45,
    });
  });

  it('when A bought before the range and B and D for the first time, then 2 are new, 1 returns, 4 sales / 3 customers', () => {
    expect(figures.customers).toEqual({ new: 2, returning: 1, ordersPerCustomer: 1.33 });
  });
});

describe('other ranges', () => {
  it('when the range holds only the 25th, then A bought before it too (the 20th): D is outside, B is the one new customer', async () => {
    const sunday = await report('2026-10-25', '2026-10-25');
    expect(sunday).toMatchObject({ orders: 2, revenue: { total: 14_794 }, customers: { new: 1, returning: 1, ordersPerCustomer: 1 } });
    expect(sunday.operations).toMatchObject({ placed: 5, rejected: 1, cancelled: 1, autoCancelled: 1, pausedMinutes: 30, busyMinutes: 45 });
  });

  it('when nothing was placed in the range, then every figure is zero, every day listed and no accept time', async () => {
    const empty = await report('2026-11-01', '2026-11-03');
    expect(empty).toMatchObject({
      orders: 0,
      averageBasket: 0,
      revenue: { total: 0 },
      customers: { new: 0, returning: 0, ordersPerCustomer: 0 },
    });
    expect(empty.byDay.map((day) => day.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(empty.operations.acceptSeconds).toBeUndefined();
    expect(empty.bestSellers.dishesByQuantity).toEqual([]);
  });

  it('when the range is today, then busy mode still on counts up to now only', async () => {
    await shopAt('2026-10-27T11:00:00', 'busy', { extraMinutes: 30 });
    clock.set(utc('2026-10-27T11:20:00'));
    expect((await report('2026-10-27', '2026-10-27')).operations.busyMinutes).toBe(20);
    await shopAt('2026-10-27T11:20:00', 'busy', { extraMinutes: 0 });
    clock.set(utc('2026-10-27T12:00:00'));
  });

  it('when a range is written wrong, backwards or over 366 days, then 400 with the reason', async () => {
    const get = (query: object) => request(t.app).get('/api/admin/reports/sales').query(query).set(bearer(owner.token));
    expect((await get({ from: '2026-10-32', to: '2026-10-26' }).expect(400)).body.message).toContain('A day is written YYYY-MM-DD.');
    expect((await get({ from: '2026-10-26', to: '2026-10-24' }).expect(400)).body.message).toContain('The range ends before it starts.');
    expect((await get({ from: '2025-10-01', to: '2026-10-26' }).expect(400)).body.message).toContain('A report covers at most 366 days.');
    await get({ from: '2026-10-24' }).expect(400);
    await request(t.app).get('/api/admin/reports/summary.csv').query({ from: 'x', to: '2026-10-24' }).set(bearer(owner.token)).expect(400);
  });

  it('when a manager asks, then the report is theirs too; the kitchen is refused', async () => {
    const manager = await createTestStaff('MANAGER');
    expect((await report('2026-10-25', '2026-10-25', manager.token)).orders).toBe(2);
    const kitchen = await createTestStaff('KITCHEN');
    await request(t.app)
      .get('/api/admin/reports/sales')
      .query({ from: '2026-10-25', to: '2026-10-25' })
      .set(bearer(kitchen.token))
      .expect(403);
  });
});

describe('the summary export', () => {
  it('when the range is 24-26 October, then the CSV has a BOM, the columns, a row per day and the total, amounts as integers', async () => {
    const res = await request(t.app)
      .get('/api/admin/reports/summary.csv')
      .query({ from: '2026-10-24', to: '2026-10-26' })
      .set(bearer(owner.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=summary-2026-10-24-2026-10-26.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(header).toEqual([...SUMMARY_CSV_COLUMNS]);
    // day, orders, revenue, items, deliveryFees, serviceFees, bottleDeposits, discounts, pickupOrders, deliveryOrders, cashRevenue, cardRevenue, cancelled
    expect(rows).toEqual([
      ['2026-10-24', '1', '6647', '6397', '0', '150', '100', '0', '1', '0', '6647', '0', '0'],
      ['2026-10-25', '2', '14794', '13595', '799', '300', '100', '0', '1', '1', '6647', '8147', '3'],
      ['2026-10-26', '1', '6647', '6397', '0', '150', '100', '0', '1', '0', '0', '6647', '0'],
      ['total', '4', '28088', '26389', '799', '600', '300', '0', '3', '1', '13294', '14794', '3'],
    ]);
  });
});

describe('the spring clock change', () => {
  it('when 29 March 2026 has no 02:00 hour, then 01:30 CET is hour 1, 03:30 CEST hour 3, and 00:30 CET still the 29th', async () => {
    const e = await createTestCustomer();
    await placeAt('2026-03-28T23:30:00', e); // 00:30 CET on the 29th
    await placeAt('2026-03-29T00:30:00', e); // 01:30 CET
    await placeAt('2026-03-29T01:30:00', e); // 03:30 CEST: an hour after the last one, on the clock two
    await placeAt('2026-03-29T22:30:00', e); // 00:30 CEST on the 30th
    clock.set(utc('2026-10-27T12:00:00'));
    const sunday = await report('2026-03-29', '2026-03-29');
    expect(sunday.byHour.filter((slice) => slice.orders > 0).map((slice) => slice.hour)).toEqual([0, 1, 3]);
    expect(sunday.byDay).toEqual([{ day: '2026-03-29', orders: 3, revenue: 3 * WORKED.total }]);
    expect(sunday.customers).toEqual({ new: 1, returning: 0, ordersPerCustomer: 3 });
  });
});
