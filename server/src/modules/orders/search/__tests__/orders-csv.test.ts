import { PassThrough } from 'node:stream';

import { type Order, ORDERS_CSV_COLUMNS, REPORT_MESSAGES } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { parse } from 'csv-parse/sync';
import request from 'supertest';

import { fixedClock } from '../../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../../test/auth';
import { addSelectedAddress, fillCart, placeOrder, quoteOf, WORKED_EXAMPLE } from '../../../../test/shop-requests';
import { RestaurantModel } from '../../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { writeOrdersCsv } from '../orders-csv';

/*
 * The orders export (docs/product/reports.md#exports) over orders placed in this test around the
 * autumn clock change: on Sunday 2026-10-25 Budapest goes from 03:00 CEST back to 02:00 CET, so
 * 02:30 happens twice (00:30 and 01:30 UTC), one order each time.
 *
 *   2026-10-24 23:30 CEST  before the range                     (Ede)
 *   2026-10-25 02:30 CEST  #0001 pickup, cash, cheese on the pizza  (=Kovács Éva: a name a spreadsheet would run)
 *   2026-10-25 02:30 CET   #0002 delivery, then rejected          (Péter)
 *   2026-10-26 10:00 CET   #0001 pickup, card, 2 pizzas with two add-ons (Pál)
 *   2026-10-27 09:00 CET   after the range                        (Ede)
 */

const clock = fixedClock(new Date('2026-10-24T21:30:00Z'));
let t: TestApp;
let owner: TestPrincipal;
const o: Record<string, Order> = {};

async function placeAt(
  instant: string,
  customer: TestPrincipal,
  lines: Parameters<typeof fillCart>[2],
  type: 'PICKUP' | 'DELIVERY' = 'PICKUP',
  payment: 'CASH' | 'CARD' = 'CASH',
): Promise<Order> {
  clock.set(new Date(instant));
  await fillCart(t.app, customer.token, lines);
  const quote = await quoteOf(t.app, customer.token, type);
  return (await placeOrder(t.app, customer.token, quote.orderId, type, { paymentMethod: payment }).expect(200)).body as Order;
}

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
  owner = await createTestStaff('OWNER');
  const ede = await createTestCustomer({ name: 'Előtte Ede' });
  const eva = await createTestCustomer({ name: '=Kovács Éva', phone: '+36 30 123 4567' });
  const peter = await createTestCustomer({ name: 'Nagy Péter', phone: '06 20 765 4321' });
  const pal = await createTestCustomer({ name: 'Kártyás Pál', phone: '06301112233' });
  await addSelectedAddress(t.app, peter.token);

  o.before = await placeAt('2026-10-24T21:30:00Z', ede, WORKED_EXAMPLE);
  o.summerTime = await placeAt('2026-10-25T00:30:00Z', eva, [
    { menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_001'] },
    { menuItemId: 'COC_001', quantity: 2 },
  ]);
  o.winterTime = await placeAt('2026-10-25T01:30:00Z', peter, WORKED_EXAMPLE, 'DELIVERY');
  await request(t.app)
    .patch(`/api/orders/${o.winterTime.orderId}/status`)
    .query({ status: 'CANCELLED' })
    .set(bearer(owner.token))
    .send({ reason: 'too-busy' })
    .expect(200);
  o.monday = await placeAt(
    '2026-10-26T09:00:00Z',
    pal,
    [{ menuItemId: 'PIZ_006', quantity: 2, extras: ['EXT_001', 'EXT_002'] }],
    'PICKUP',
    'CARD',
  );
  o.after = await placeAt('2026-10-27T08:00:00Z', ede, WORKED_EXAMPLE);
  // A draft of the range's days: nobody's order yet, never exported.
  clock.set(new Date('2026-10-26T10:00:00Z'));
  await fillCart(t.app, eva.token, WORKED_EXAMPLE);
  await quoteOf(t.app, eva.token);
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The response as bytes, as a spreadsheet would receive the file. */
const download = (query: Record<string, string>, token = owner.token) =>
  request(t.app)
    .get('/api/admin/reports/orders.csv')
    .query(query)
    .set(bearer(token))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

type CsvRow = Record<(typeof ORDERS_CSV_COLUMNS)[number], string>;

/** The file's rows after its BOM, the header checked against the contract's columns. */
function rowsOf(bytes: Buffer): CsvRow[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const records = parse(text, { record_delimiter: '\r\n' }) as string[][];
  expect(records[0]).toEqual([...ORDERS_CSV_COLUMNS]);
  return records.slice(1).map((cells) => Object.fromEntries(ORDERS_CSV_COLUMNS.map((column, index) => [column, cells[index]!])) as CsvRow);
}

describe('GET /api/admin/reports/orders.csv', () => {
  it('when the owner downloads two days across the autumn change, then one row per line with the order repeated, amounts whole, times with their offsets', async () => {
    const res = await download({ from: '2026-10-25', to: '2026-10-26' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=orders-2026-10-25-2026-10-26.csv');
    const bytes = res.body as Buffer;
    // RFC 4180: every record ends with CRLF, none with a bare LF.
    expect(bytes.toString('utf8').split('\r\n')).toHaveLength(1 + 5 + 1);
    expect(bytes.toString('utf8').replace(/\r\n/g, '')).not.toContain('\n');

    // Pickup, before noon: items 4999 + 400 (cheese) + 2 x 699; service fee 150; 2 drinks x 50 deposit.
    const eva = {
      orderNumber: '#0001',
      orderId: o.summerTime!.orderId,
      placedAt: '2026-10-25T02:30:00+02:00',
      scheduledFor: '',
      status: 'PLACED',
      service: 'PICKUP',
      payment: 'CASH',
      customerName: "'=Kovács Éva",
      customerPhone: "'+36 30 123 4567",
      itemsTotal: '6797',
      deliveryFee: '0',
      serviceFee: '150',
      bottleDeposit: '100',
      promoCode: '',
      discount: '0',
      orderTotal: '7047',
    };
    // Delivery before noon: items 4999 + 2 x 699, delivery 799, service 150, deposit 100; rejected.
    const peter = {
      orderNumber: '#0002',
      orderId: o.winterTime!.orderId,
      placedAt: '2026-10-25T02:30:00+01:00',
      scheduledFor: '',
      status: 'CANCELLED',
      service: 'DELIVERY',
      payment: 'CASH',
      customerName: 'Nagy Péter',
      customerPhone: '06 20 765 4321',
      itemsTotal: '6397',
      deliveryFee: '799',
      serviceFee: '150',
      bottleDeposit: '100',
      promoCode: '',
      discount: '0',
      orderTotal: '7446',
    };
    // Two pizzas at 4999 + 400 + 300 each; no drinks; service fee 150; paid by card.
    const pal = {
      orderNumber: '#0001',
      orderId: o.monday!.orderId,
      placedAt: '2026-10-26T10:00:00+01:00',
      scheduledFor: '',
      status: 'PLACED',
      service: 'PICKUP',
      payment: 'CARD',
      customerName: 'Kártyás Pál',
      customerPhone: '06301112233',
      itemsTotal: '11398',
      deliveryFee: '0',
      serviceFee: '150',
      bottleDeposit: '0',
      promoCode: '',
      discount: '0',
      orderTotal: '11548',
    };
    const pizza = { lineMenuItemId: 'PIZ_006', lineName: 'Pepperoni', lineSize: 'LARGE' };
    const cola = { lineMenuItemId: 'COC_001', lineName: 'Coca-Cola 330 ml', lineSize: 'REGULAR', lineQuantity: '2', lineUnitPrice: '699' };
    expect(rowsOf(bytes)).toEqual([
      { ...eva, ...pizza, lineQuantity: '1', lineUnitPrice: '5399', lineAddOns: 'Extra cheese', lineTotal: '5399' },
      { ...eva, ...cola, lineAddOns: '', lineTotal: '1398' },
      { ...peter, ...pizza, lineQuantity: '1', lineUnitPrice: '4999', lineAddOns: '', lineTotal: '4999' },
      { ...peter, ...cola, lineAddOns: '', lineTotal: '1398' },
      { ...pal, ...pizza, lineQuantity: '2', lineUnitPrice: '5699', lineAddOns: 'Extra cheese; Mushrooms', lineTotal: '11398' },
    ]);
  });

  it('when a day without orders is downloaded, then the file has its header only', async () => {
    expect(rowsOf((await download({ from: '2026-11-02', to: '2026-11-02' }).expect(200)).body as Buffer)).toEqual([]);
  });

  it('when the range is one day, then the orders just before and after it are left out', async () => {
    const rows = rowsOf((await download({ from: '2026-10-24', to: '2026-10-24' }).expect(200)).body as Buffer);
    expect(rows.map((row) => [row.orderId, row.placedAt])).toEqual([
      [o.before!.orderId, '2026-10-24T23:30:00+02:00'],
      [o.before!.orderId, '2026-10-24T23:30:00+02:00'],
    ]);
  });

  it.each([
    ['a day not written YYYY-MM-DD', { from: '2026-10-25', to: '26.10.2026' }, REPORT_MESSAGES.badDay],
    ['a range that ends before it starts', { from: '2026-10-26', to: '2026-10-25' }, REPORT_MESSAGES.backwards],
    ['a range longer than a report', { from: '2025-10-25', to: '2026-10-26' }, REPORT_MESSAGES.tooLong],
    ['no end', { from: '2026-10-25' }, undefined],
  ])('when the query has %s, then 400 with a message and no download', async (_name, query, message) => {
    const res = await download(query).expect(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    const body = JSON.parse((res.body as Buffer).toString('utf8')) as { message: string };
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toContain(message);
  });

  it('when the kitchen, a courier or a customer asks, then 403; nobody signed in, 401', async () => {
    const range = { from: '2026-10-25', to: '2026-10-26' };
    for (const role of ['KITCHEN', 'COURIER'] as const)
      expect((await download(range, (await createTestStaff(role)).token)).status).toBe(403);
    expect((await download(range, (await createTestCustomer()).token)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/reports/orders.csv').query(range)).status).toBe(401);
    expect((await download(range, (await createTestStaff('MANAGER')).token)).status).toBe(200);
  });
});

describe('writeOrdersCsv (the daily close attaches it)', () => {
  it('when written into any stream, then the same file: BOM, header, the rows of the day', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeOrdersCsv({ from: '2026-10-26', to: '2026-10-26' }, out);
    const rows = rowsOf(Buffer.concat(chunks));
    expect(rows.map((row) => [row.orderNumber, row.orderId, row.lineQuantity, row.lineTotal])).toEqual([
      ['#0001', o.monday!.orderId, '2', '11398'],
    ]);
  });
});

describe('placed orders only', () => {
  it('when the same days are searched, then the search finds the exported orders, newest first, and no draft', async () => {
    const res = await request(t.app)
      .get('/api/admin/orders/search')
      .query({ from: '2026-10-25', to: '2026-10-26' })
      .set(bearer(owner.token))
      .expect(200);
    expect((res.body as { orders: Order[] }).orders.map((order) => order.orderId)).toEqual([
      o.monday!.orderId,
      o.winterTime!.orderId,
      o.summerTime!.orderId,
    ]);
  });
});
