/**
 * A report's days stored once settled (docs/product/reports.md#how-the-figures-are-made), on the
 * real app and database with a clock the test moves: a day is stored only when it has been over for
 * an hour and every order of it has ended; a stored day is what later reports read; the figures from
 * stored days are the figures computed afresh; a customer's first sale is found across stored and
 * computed days.
 */
import { type SalesReport, salesReportSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../../test/auth';
import { clockedOrders, utc } from '../../../../test/clocked-orders';
import { RestaurantModel } from '../../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REPORT_DAY_VERSION } from '../day-rollups';
import { ReportDayModel } from '../report-day.model';

// Winter days (CET, UTC+1) of 2026, well before the other report tests' days.
const clock = fixedClock(utc('2026-02-02T10:00:00'));

let t: TestApp;
let owner: TestPrincipal;
const { placeAt, moveAt } = clockedOrders(
  () => t.app,
  clock,
  () => owner,
);

const report = async (from: string, to: string): Promise<SalesReport> =>
  salesReportSchema.parse(
    (await request(t.app).get('/api/admin/reports/sales').query({ from, to }).set(bearer(owner.token)).expect(200)).body,
  );

const storedDays = async () => (await ReportDayModel.find({}, { _id: 1 }).sort({ _id: 1 }).lean()).map((row) => row._id);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
  owner = await createTestStaff('OWNER');
});

afterAll(() => t.close());

beforeEach(() => ReportDayModel.deleteMany({}));

describe('storing a settled day', () => {
  it('when a day is over but an order of it is still open, then it is not stored; once the order ended, the next report stores it', async () => {
    const customer = await createTestCustomer();
    const order = await placeAt('2026-02-02T11:00:00', customer);
    await moveAt('2026-02-02T11:05:00', order, 'PREPARING', { prepMinutes: 20 });
    clock.set(utc('2026-02-03T12:00:00'));
    expect((await report('2026-02-02', '2026-02-02')).operations.etaHeld).toEqual({ held: 0, measured: 0 });
    expect(await storedDays()).toEqual([]);

    await moveAt('2026-02-03T12:00:00', order, 'READY_FOR_PICKUP');
    await moveAt('2026-02-03T12:01:00', order, 'COMPLETED');
    const settled = await report('2026-02-02', '2026-02-02');
    expect(settled.operations.etaHeld).toEqual({ held: 0, measured: 1 });
    expect(await storedDays()).toEqual(['2026-02-02']);
  });

  it('when a day ended less than an hour ago, then it is not stored yet; an hour after, it is', async () => {
    const customer = await createTestCustomer();
    const order = await placeAt('2026-02-05T20:00:00', customer);
    await moveAt('2026-02-05T20:01:00', order, 'CANCELLED');
    clock.set(utc('2026-02-05T23:30:00')); // 00:30 in Budapest on the 6th
    expect((await report('2026-02-05', '2026-02-05')).operations.rejected).toBe(1);
    expect(await storedDays()).toEqual([]);
    clock.set(utc('2026-02-06T00:00:00'));
    await report('2026-02-05', '2026-02-05');
    expect(await storedDays()).toEqual(['2026-02-05']);
  });

  it('when a day is stored, then later reports read it (a change written into it shows), and an older version is computed again', async () => {
    const customer = await createTestCustomer();
    const order = await placeAt('2026-02-09T11:00:00', customer);
    await moveAt('2026-02-09T11:02:00', order, 'CANCELLED');
    clock.set(utc('2026-02-10T12:00:00'));
    expect((await report('2026-02-09', '2026-02-09')).operations.rejected).toBe(1);
    expect(await storedDays()).toEqual(['2026-02-09']);

    const stored = (await ReportDayModel.findById('2026-02-09').lean())!;
    const tampered = { ...JSON.parse(stored.figures), cancels: { rejected: 7, cancelled: 0, autoCancelled: 0 } };
    await ReportDayModel.updateOne({ _id: '2026-02-09' }, { $set: { figures: JSON.stringify(tampered) } });
    expect((await report('2026-02-09', '2026-02-09')).operations.rejected).toBe(7);

    await ReportDayModel.updateOne({ _id: '2026-02-09' }, { $set: { version: REPORT_DAY_VERSION - 1 } });
    expect((await report('2026-02-09', '2026-02-09')).operations.rejected).toBe(1);
    expect((await ReportDayModel.findById('2026-02-09').lean())?.version).toBe(REPORT_DAY_VERSION);
  });
});

describe('the figures from stored days', () => {
  it('when a week is read from its stored days, then every figure is the one computed from its orders', async () => {
    const [a, b] = await Promise.all([createTestCustomer(), createTestCustomer()]);
    const first = await placeAt('2026-02-16T10:00:00', a);
    await moveAt('2026-02-16T10:04:00', first, 'PREPARING', { prepMinutes: 30 });
    await moveAt('2026-02-16T10:20:00', first, 'COMPLETED');
    const second = await placeAt('2026-02-17T18:00:00', b, [{ menuItemId: 'PIZ_001', quantity: 2, extras: ['EXT_001'] }], 'PICKUP', 'CARD');
    await moveAt('2026-02-17T18:09:00', second, 'PREPARING', { prepMinutes: 15 });
    await moveAt('2026-02-17T18:40:00', second, 'COMPLETED');
    const third = await placeAt('2026-02-19T12:00:00', a);
    await moveAt('2026-02-19T12:01:00', third, 'CANCELLED');
    clock.set(utc('2026-02-23T12:00:00'));

    const computed = await report('2026-02-16', '2026-02-22');
    expect(await storedDays()).toEqual(['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22']);
    const fromStored = await report('2026-02-16', '2026-02-22');
    expect(fromStored).toEqual(computed);
    expect(fromStored).toMatchObject({
      orders: 2,
      byPayment: { CASH: { orders: 1 }, CARD: { orders: 1 } },
      operations: { placed: 3, rejected: 1, acceptSeconds: { average: 390, p90: 540 }, etaHeld: { held: 1, measured: 2 } },
      customers: { new: 2, returning: 0, ordersPerCustomer: 1 },
    });
    expect(fromStored.bestSellers.dishesByQuantity[0]).toMatchObject({ id: 'PIZ_001', size: 'MEDIUM', quantity: 2 });
  });

  it("when a customer's first sale is on a stored day and the next on a day computed now, then they are new once, and returning after", async () => {
    const customer = await createTestCustomer();
    const monday = await placeAt('2026-03-02T10:00:00', customer);
    await moveAt('2026-03-02T10:05:00', monday, 'CANCELLED'); // a rejection is no sale
    const tuesday = await placeAt('2026-03-03T10:00:00', customer);
    await moveAt('2026-03-03T10:05:00', tuesday, 'PREPARING', { prepMinutes: 20 });
    await moveAt('2026-03-03T10:30:00', tuesday, 'COMPLETED');
    clock.set(utc('2026-03-04T09:00:00'));
    expect((await report('2026-03-02', '2026-03-03')).customers).toEqual({ new: 1, returning: 0, ordersPerCustomer: 1 });
    expect(await storedDays()).toEqual(['2026-03-02', '2026-03-03']);

    // Wednesday (today, computed at every report): the customer returns.
    await placeAt('2026-03-04T10:00:00', customer);
    expect((await report('2026-03-02', '2026-03-04')).customers).toEqual({ new: 1, returning: 0, ordersPerCustomer: 2 });
    expect((await report('2026-03-04', '2026-03-04')).customers).toEqual({ new: 0, returning: 1, ordersPerCustomer: 1 });
    // Only Tuesday stored: Monday and Wednesday are computed together, the first sale still Tuesday's.
    await ReportDayModel.deleteOne({ _id: '2026-03-02' });
    expect((await report('2026-03-02', '2026-03-04')).customers).toEqual({ new: 1, returning: 0, ordersPerCustomer: 2 });
  });
});
