/**
 * The discount in the owner's figures (docs/product/promo-codes.md#where-the-discount-shows,
 * docs/product/reports.md): orders placed through the API, then given a promo the way placing with a
 * code stores it (the promo sub-document, totalPrice already after the discount). The sales report's
 * revenue.discounts and per-code sales (loyalty rewards together as LOYALTY), cancelled orders left
 * out, a stored day read back the same, a day stored before discounts computed again, and both CSVs.
 *
 *   2026-03-02 (Mon)  a: LUNCH20 −1 200   b: LUNCH20 −1 000   c: reward −1 500   a: no code
 *                     b: LUNCH20 −500, then rejected
 *   2026-03-03 (Tue)  c: LUNCH20 −800     a: reward −2 000    b: WELCOME −700
 */
import { type Order, ORDERS_CSV_COLUMNS, type SalesReport, salesReportSchema, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { parse } from 'csv-parse/sync';
import { Types } from 'mongoose';
import request from 'supertest';

import { fixedClock } from '../../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../../test/auth';
import { clockedOrders, utc } from '../../../../test/clocked-orders';
import { OrderModel, RestaurantModel } from '../../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REPORT_DAY_VERSION } from '../day-rollups';
import { ReportDayModel } from '../report-day.model';

// Winter days (CET) of 2026 no other report test uses.
const clock = fixedClock(utc('2026-03-02T09:00:00'));

let t: TestApp;
let owner: TestPrincipal;
const { placeAt, moveAt } = clockedOrders(
  () => t.app,
  clock,
  () => owner,
);

interface Placed {
  order: Order;
  promo?: { code: string; discount: number; personal?: boolean };
  cancelled?: boolean;
}
const placed: Placed[] = [];

/** Stores a promo on a placed order as placing with a code does: the sub-document, and the total after it. */
async function withPromo(order: Order, promo: Placed['promo']): Promise<Placed> {
  if (promo) {
    await OrderModel.updateOne(
      { orderId: order.orderId },
      { $set: { promo: { promoId: new Types.ObjectId(), ...promo } }, $inc: { totalPrice: -promo.discount } },
    );
  }
  const entry = { order, ...(promo ? { promo } : {}) };
  placed.push(entry);
  return entry;
}

const report = async (from: string, to: string): Promise<SalesReport> =>
  salesReportSchema.parse(
    (await request(t.app).get('/api/admin/reports/sales').query({ from, to }).set(bearer(owner.token)).expect(200)).body,
  );

async function csv(path: string, from: string, to: string): Promise<string[][]> {
  const res = await request(t.app)
    .get(`/api/admin/reports/${path}`)
    .query({ from, to })
    .set(bearer(owner.token))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return parse((res.body as Buffer).subarray(3).toString('utf8')) as string[][];
}

/** Every stored day's figures of the range, as the stored documents hold them. */
const storedDays = async () => (await ReportDayModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean()).map((row) => row._id);

/** The sales' (not cancelled) sums of the placed orders, as placing priced them and the promo took off. */
function expectedSums(entries: readonly Placed[]) {
  const sales = entries.filter((entry) => !entry.cancelled);
  const sum = (pick: (entry: Placed) => number) => sales.reduce((total, entry) => total + pick(entry), 0);
  const discounts = sum((entry) => entry.promo?.discount ?? 0);
  return {
    orders: sales.length,
    items: sum((entry) => entry.order.totalCartAmount),
    discounts,
    total: sum((entry) => entry.order.totalPrice) - discounts,
  };
}

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
  owner = await createTestStaff('OWNER');
  const [a, b, c] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestCustomer()]);

  await withPromo(await placeAt('2026-03-02T10:00:00', a), { code: 'LUNCH20', discount: 1200 });
  await withPromo(await placeAt('2026-03-02T10:10:00', b), { code: 'LUNCH20', discount: 1000 });
  await withPromo(await placeAt('2026-03-02T10:20:00', c), { code: 'K7M2P9QRST', discount: 1500, personal: true });
  await withPromo(await placeAt('2026-03-02T10:30:00', a), undefined);
  const rejected = await withPromo(await placeAt('2026-03-02T10:40:00', b), { code: 'LUNCH20', discount: 500 });
  await moveAt('2026-03-02T10:41:00', rejected.order, 'CANCELLED');
  rejected.cancelled = true;

  await withPromo(await placeAt('2026-03-03T11:00:00', c), { code: 'LUNCH20', discount: 800 });
  await withPromo(await placeAt('2026-03-03T11:10:00', a), { code: 'ABCDEFGHJK', discount: 2000, personal: true });
  await withPromo(await placeAt('2026-03-03T11:20:00', b, undefined, 'PICKUP', 'CARD'), { code: 'WELCOME', discount: 700 });
});

afterAll(() => t.close());

describe('the sales report with promo codes', () => {
  it('when orders were placed with codes, then revenue.discounts sums them, the total is after them, and a cancelled one counts nowhere', async () => {
    const sums = expectedSums(placed);
    const got = await report('2026-03-02', '2026-03-03');
    expect(sums.discounts).toBe(1200 + 1000 + 1500 + 800 + 2000 + 700);
    expect(got.orders).toBe(sums.orders);
    expect(got.revenue.discounts).toBe(sums.discounts);
    expect(got.revenue.items).toBe(sums.items);
    expect(got.revenue.total).toBe(sums.total);
    const { total, items, deliveryFees, serviceFees, bottleDeposits, discounts } = got.revenue;
    expect(total).toBe(items + deliveryFees + serviceFees + bottleDeposits - discounts);
    expect(got.averageBasket).toBe(Math.round(sums.total / sums.orders));
    expect(got.byDay.reduce((sum, day) => sum + day.revenue, 0)).toBe(sums.total);
  });

  it('when codes were used, then promoCodes lists each with its sales and forint, loyalty rewards together, most used first', async () => {
    expect((await report('2026-03-02', '2026-03-03')).promoCodes).toEqual([
      { code: 'LUNCH20', redemptions: 3, discount: 3000 },
      { code: 'LOYALTY', redemptions: 2, discount: 3500 },
      { code: 'WELCOME', redemptions: 1, discount: 700 },
    ]);
    expect((await report('2026-03-02', '2026-03-02')).promoCodes).toEqual([
      { code: 'LUNCH20', redemptions: 2, discount: 2200 },
      { code: 'LOYALTY', redemptions: 1, discount: 1500 },
    ]);
  });

  it('when a range has no code used, then discounts are 0 and promoCodes is empty', async () => {
    const got = await report('2026-03-04', '2026-03-04');
    expect(got.revenue.discounts).toBe(0);
    expect(got.promoCodes).toEqual([]);
  });
});

describe('stored days', () => {
  beforeAll(async () => {
    for (const { order, cancelled } of placed) {
      if (cancelled) continue;
      const at = order.createdAt.slice(0, 19);
      await moveAt(at, order, 'PREPARING', { prepMinutes: 20 });
      await moveAt(at, order, 'COMPLETED');
    }
    clock.set(utc('2026-03-05T12:00:00'));
  });

  it('when the days are settled, then the report read from the stored days is the one computed from the orders', async () => {
    await ReportDayModel.deleteMany({});
    const live = await report('2026-03-02', '2026-03-03');
    expect(await storedDays()).toEqual(['2026-03-02', '2026-03-03']);
    const stored = await report('2026-03-02', '2026-03-03');
    expect(stored).toEqual(live);
    expect(stored.revenue.discounts).toBe(expectedSums(placed).discounts);
    expect(stored.promoCodes.map((use) => use.code)).toEqual(['LUNCH20', 'LOYALTY', 'WELCOME']);
  });

  it('when a day was stored before discounts were counted, then it is computed again, not read as no discount', async () => {
    await report('2026-03-02', '2026-03-03');
    const row = (await ReportDayModel.findById('2026-03-02').lean())!;
    const figures = JSON.parse(row.figures) as { money: Array<Record<string, unknown>>; promoCodes?: unknown };
    delete figures.promoCodes;
    for (const money of figures.money) delete money.discounts;
    await ReportDayModel.updateOne({ _id: '2026-03-02' }, { $set: { version: REPORT_DAY_VERSION - 1, figures: JSON.stringify(figures) } });

    const got = await report('2026-03-02', '2026-03-02');
    expect(got.revenue.discounts).toBe(1200 + 1000 + 1500);
    expect(got.promoCodes).toEqual([
      { code: 'LUNCH20', redemptions: 2, discount: 2200 },
      { code: 'LOYALTY', redemptions: 1, discount: 1500 },
    ]);
    expect((await ReportDayModel.findById('2026-03-02').lean())?.version).toBe(REPORT_DAY_VERSION);
  });
});

describe('the exports', () => {
  it('when the summary is downloaded, then each day and the total carry the discounts, and revenue is after them', async () => {
    const [header, ...rows] = await csv('summary.csv', '2026-03-02', '2026-03-03');
    expect(header).toEqual([...SUMMARY_CSV_COLUMNS]);
    const column = (name: (typeof SUMMARY_CSV_COLUMNS)[number]) => header!.indexOf(name);
    const byDay = (day: string) => rows.find((row) => row[0] === day)!;
    expect(byDay('2026-03-02')[column('discounts')]).toBe('3700');
    expect(byDay('2026-03-03')[column('discounts')]).toBe('3500');
    expect(byDay('total')[column('discounts')]).toBe('7200');
    expect(byDay('total')[column('revenue')]).toBe(String(expectedSums(placed).total));
  });

  it('when the orders are downloaded, then every line of an order repeats its code and discount; an order without one has none and 0', async () => {
    const [header, ...rows] = await csv('orders.csv', '2026-03-02', '2026-03-03');
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    const cell = (row: string[], name: (typeof ORDERS_CSV_COLUMNS)[number]) => row[header!.indexOf(name)]!;
    const byOrder = new Map<string, Array<[string, string, string]>>();
    for (const row of rows) {
      const id = cell(row, 'orderId');
      byOrder.set(id, [...(byOrder.get(id) ?? []), [cell(row, 'promoCode'), cell(row, 'discount'), cell(row, 'orderTotal')]]);
    }
    expect(byOrder.size).toBe(placed.length);
    for (const { order, promo } of placed) {
      const lines = byOrder.get(order.orderId)!;
      expect(lines.length).toBe(order.orderItems.length);
      const expected: [string, string, string] = [
        promo?.code ?? '',
        String(promo?.discount ?? 0),
        String(order.totalPrice - (promo?.discount ?? 0)),
      ];
      for (const line of lines) expect(line).toEqual(expected);
    }
    // A loyalty reward is named by its own code in the orders export (the report groups them).
    expect([...byOrder.values()].some((lines) => lines[0]![0] === 'K7M2P9QRST')).toBe(true);
  });
});
