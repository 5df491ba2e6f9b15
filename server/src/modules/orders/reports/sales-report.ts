import type { BestSeller, ReportRangeQuery, SalesReport } from '@pizza/shared';

import type { DayFigures, SoldLine } from './day-figures';
import { figuresOfDays } from './day-rollups';
import { sumMoney } from './money-sums';
import { daysOf, instantsOf } from './report-range';
import { shopDowntime } from './shop-downtime';

/*
 * The sales report of a range of Budapest days (docs/product/reports.md): the figures of each day,
 * summed by the database from the day's orders (day-figures.ts, stored once the day is settled,
 * day-rollups.ts), added up here, plus the audit log's pauses. What reaches Node are a few hundred
 * rows per month of sums, never orders.
 */

const TOP = 20;

/** The codes of the range: each code's sales and forint given, most used first, then most given, then by code. */
function promoCodesOf(days: readonly DayFigures[]): SalesReport['promoCodes'] {
  const merged = new Map<string, { code: string; redemptions: number; discount: number }>();
  for (const use of days.flatMap((day) => day.promoCodes)) {
    const earlier = merged.get(use.code) ?? { code: use.code, redemptions: 0, discount: 0 };
    merged.set(use.code, { code: use.code, redemptions: earlier.redemptions + use.redemptions, discount: earlier.discount + use.discount });
  }
  return [...merged.values()].sort(
    (a, b) => b.redemptions - a.redemptions || b.discount - a.discount || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

/** Per dish and size (or add-on): the units and revenue of the range, and the newest name. */
function sold(days: readonly DayFigures[], lines: (day: DayFigures) => SoldLine[]): SoldLine[] {
  const merged = new Map<string, SoldLine>();
  for (const day of days) {
    for (const line of lines(day)) {
      const key = `${line.id}\u0000${line.size ?? ''}`;
      const earlier = merged.get(key);
      if (!earlier) merged.set(key, { ...line });
      else {
        const named = line.at > earlier.at ? line : earlier;
        merged.set(key, { ...named, quantity: earlier.quantity + line.quantity, revenue: earlier.revenue + line.revenue });
      }
    }
  }
  return [...merged.values()];
}

/** The top 20 by one figure, then the other, then by name (a stable order). */
function topOf(lines: readonly SoldLine[], first: 'quantity' | 'revenue'): BestSeller[] {
  const second = first === 'quantity' ? 'revenue' : 'quantity';
  return [...lines]
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, TOP)
    .map(({ id, name, nameHu, size, quantity, revenue }) => ({
      id,
      name,
      ...(nameHu ? { nameHu } : {}),
      ...(size ? { size } : {}),
      quantity,
      revenue,
    }));
}

/** Average and p90 (nearest rank: the value at rank ceil(0.9 n) of the sorted times). */
function secondsStats(seconds: number[]): { average: number; p90: number } | undefined {
  if (seconds.length === 0) return undefined;
  const sorted = [...seconds].sort((a, b) => a - b);
  const average = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { average, p90: sorted[Math.ceil(0.9 * sorted.length) - 1]! };
}

const divide = (a: number, b: number, digits: number) => (b === 0 ? 0 : Math.round((a / b) * 10 ** digits) / 10 ** digits);

/**
 * The figures of a range of Budapest days as at `now` (the app's clock): today's are computed at
 * every request, and the paused and busy minutes of a range still running end at `now`.
 */
export async function salesReport(range: ReportRangeQuery, now: Date): Promise<SalesReport> {
  const { start, end } = instantsOf(range);
  const [days, downtime] = await Promise.all([figuresOfDays(daysOf(range), now), shopDowntime(start, end, now)]);
  const rows = days.flatMap((day) => day.money);
  const sales = rows.filter((row) => row.sale);
  const totals = sumMoney(rows);
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
  const heatmap = Array.from({ length: 7 * 24 }, (_, i) => ({ weekday: Math.floor(i / 24) + 1, hour: i % 24, orders: 0 }));
  for (const row of sales) {
    byHour[row.hour]!.orders += row.orders;
    byHour[row.hour]!.revenue += row.revenue;
    heatmap[(row.weekday - 1) * 24 + row.hour]!.orders += row.orders;
  }
  const customers = new Set(days.flatMap((day) => day.customers));
  const newCustomers = days.reduce((sum, day) => sum + day.newCustomers, 0);
  const dishes = sold(days, (day) => day.dishes);
  const addOns = sold(days, (day) => day.addOns);
  const accept = secondsStats(days.flatMap((day) => day.acceptSeconds));
  const count = (pick: (day: DayFigures) => number) => days.reduce((sum, day) => sum + pick(day), 0);
  return {
    from: range.from,
    to: range.to,
    timeZone: 'Europe/Budapest',
    revenue: {
      total: totals.revenue,
      items: totals.items,
      deliveryFees: totals.deliveryFees,
      serviceFees: totals.serviceFees,
      bottleDeposits: totals.bottleDeposits,
      discounts: totals.discounts,
    },
    promoCodes: promoCodesOf(days),
    orders: totals.orders,
    averageBasket: divide(totals.revenue, totals.orders, 0),
    byService: {
      PICKUP: { orders: totals.pickupOrders, revenue: totals.pickupRevenue },
      DELIVERY: { orders: totals.deliveryOrders, revenue: totals.deliveryRevenue },
    },
    byPayment: {
      CASH: { orders: totals.cashOrders, revenue: totals.cashRevenue },
      CARD: { orders: totals.cardOrders, revenue: totals.cardRevenue },
    },
    byHour,
    byDay: days.map((day) => {
      const sums = sumMoney(day.money);
      return { day: day.day, orders: sums.orders, revenue: sums.revenue };
    }),
    heatmap,
    bestSellers: {
      dishesByQuantity: topOf(dishes, 'quantity'),
      dishesByRevenue: topOf(dishes, 'revenue'),
      addOnsByQuantity: topOf(addOns, 'quantity'),
      addOnsByRevenue: topOf(addOns, 'revenue'),
    },
    operations: {
      placed: totals.placed,
      ...(accept ? { acceptSeconds: accept } : {}),
      etaHeld: { held: count((day) => day.eta.held), measured: count((day) => day.eta.measured) },
      rejected: count((day) => day.cancels.rejected),
      cancelled: count((day) => day.cancels.cancelled),
      autoCancelled: count((day) => day.cancels.autoCancelled),
      pausedMinutes: downtime.pausedMinutes,
      busyMinutes: downtime.busyMinutes,
    },
    customers: {
      new: newCustomers,
      returning: customers.size - newCustomers,
      ordersPerCustomer: divide(totals.orders, customers.size, 2),
    },
  };
}
