import type { BestSeller, ReportRangeQuery, SalesReport } from '@pizza/shared';
import type { Types } from 'mongoose';

import { OrderModel } from '../orders.model';
import { NO_SALES, ORDER_FIGURES_STAGES, SALES_SUMS, type SalesSums } from './report-pipeline';
import { daysOf, instantsOf, placedInRange } from './report-range';
import { shopDowntime } from './shop-downtime';

/*
 * The sales report of a range of Budapest days (docs/product/reports.md): every figure is summed by
 * the database in one pipeline over the range's orders (a $facet), plus one look at the range's
 * customers' earlier sales and the audit log's pauses; what comes back to Node are sums, never orders.
 */

const TOP = 20;

const saleOnly = { $match: { sale: true } };

/** A best-seller group's output: the newest order's name for it, its units and revenue. */
const bestSellerGroup = (id: unknown, name: string, nameHu: string, quantity: unknown, revenue: unknown) => ({
  $group: {
    _id: id,
    // $topN (an array of one) rather than $top: the embedded server's $top answers an array too.
    named: { $topN: { n: 1, sortBy: { placedAt: -1 }, output: { name, nameHu } } },
    quantity: { $sum: quantity },
    revenue: { $sum: revenue },
  },
});

/** The top 20 of a best-seller list, by one figure then the other, then by name (a stable order). */
const topOf = (list: string, first: 'quantity' | 'revenue') => ({
  $slice: [{ $sortArray: { input: list, sortBy: { [first]: -1, [first === 'quantity' ? 'revenue' : 'quantity']: -1, name: 1 } } }, TOP],
});

const REPORT_FACETS = {
  totals: [{ $group: { _id: null, ...SALES_SUMS, placed: { $sum: 1 } } }],
  byDay: [{ $group: { _id: '$day', orders: SALES_SUMS.orders, revenue: SALES_SUMS.revenue } }],
  byHour: [saleOnly, { $group: { _id: '$hour', orders: { $sum: 1 }, revenue: { $sum: '$total' } } }],
  heatmap: [saleOnly, { $group: { _id: { weekday: '$weekday', hour: '$hour' }, orders: { $sum: 1 } } }],
  customers: [saleOnly, { $group: { _id: '$userId' } }],
  dishes: [
    saleOnly,
    { $unwind: '$lines' },
    bestSellerGroup({ id: '$lines.id', size: '$lines.size' }, '$lines.name', '$lines.nameHu', '$lines.quantity', {
      $multiply: ['$lines.dishPrice', '$lines.quantity'],
    }),
    { $set: { named: { $arrayElemAt: ['$named', 0] } } },
    { $project: { _id: 0, id: '$_id.id', size: '$_id.size', name: '$named.name', nameHu: '$named.nameHu', quantity: 1, revenue: 1 } },
  ],
  addOns: [
    saleOnly,
    { $unwind: '$lines' },
    { $unwind: '$lines.extras' },
    bestSellerGroup('$lines.extras.extraId', '$lines.extras.name', '$lines.extras.translations.hu.name', '$lines.quantity', {
      $multiply: ['$lines.extras.price', '$lines.quantity'],
    }),
    { $set: { named: { $arrayElemAt: ['$named', 0] } } },
    { $project: { _id: 0, id: '$_id', name: '$named.name', nameHu: '$named.nameHu', quantity: 1, revenue: 1 } },
  ],
  // p90 by nearest rank: the value at rank ceil(0.9 n) of the sorted times, the same on MongoDB and the embedded server.
  accept: [
    { $match: { acceptSeconds: { $ne: null } } },
    { $sort: { acceptSeconds: 1 } },
    { $group: { _id: null, average: { $avg: '$acceptSeconds' }, seconds: { $push: '$acceptSeconds' } } },
    {
      $project: {
        _id: 0,
        average: 1,
        p90: { $arrayElemAt: ['$seconds', { $subtract: [{ $ceil: { $multiply: [0.9, { $size: '$seconds' }] } }, 1] }] },
      },
    },
  ],
  operations: [
    {
      $group: {
        _id: null,
        etaMeasured: { $sum: '$etaMeasured' },
        etaHeld: { $sum: '$etaHeld' },
        rejected: { $sum: { $cond: [{ $eq: ['$cancelKind', 'rejected'] }, 1, 0] } },
        cancelled: { $sum: { $cond: [{ $eq: ['$cancelKind', 'cancelled'] }, 1, 0] } },
        autoCancelled: { $sum: { $cond: [{ $eq: ['$cancelKind', 'auto'] }, 1, 0] } },
      },
    },
  ],
};

type Named = Omit<BestSeller, 'nameHu' | 'size'> & { nameHu?: string | null; size?: string | null };

interface FacetResult {
  totals: Array<SalesSums & { placed: number }>;
  byDay: Array<{ _id: string; orders: number; revenue: number }>;
  byHour: Array<{ _id: number; orders: number; revenue: number }>;
  heatmap: Array<{ _id: { weekday: number; hour: number }; orders: number }>;
  customers: Array<{ _id: Types.ObjectId }>;
  dishesByQuantity: Named[];
  dishesByRevenue: Named[];
  addOnsByQuantity: Named[];
  addOnsByRevenue: Named[];
  accept: Array<{ average: number; p90: number }>;
  operations: Array<{ etaMeasured: number; etaHeld: number; rejected: number; cancelled: number; autoCancelled: number }>;
}

async function rangeFigures(range: ReportRangeQuery): Promise<FacetResult> {
  const [result] = await OrderModel.aggregate<FacetResult>([
    { $match: placedInRange(range) },
    ...ORDER_FIGURES_STAGES,
    { $facet: REPORT_FACETS },
    {
      $addFields: {
        dishesByQuantity: topOf('$dishes', 'quantity'),
        dishesByRevenue: topOf('$dishes', 'revenue'),
        addOnsByQuantity: topOf('$addOns', 'quantity'),
        addOnsByRevenue: topOf('$addOns', 'revenue'),
      },
    },
    { $project: { dishes: 0, addOns: 0 } },
  ]);
  return result!;
}

/** How many of these customers had a sale before `start` (the others' first sale ever is in the range). */
async function customersWithEarlierSales(customers: Types.ObjectId[], start: Date): Promise<number> {
  if (customers.length === 0) return 0;
  const [row] = await OrderModel.aggregate<{ customers: number }>([
    // A customer's history index (orders.model.ts) serves the ids; drafts have no placedAt.
    { $match: { userId: { $in: customers }, placedAt: { $lt: start }, status: { $ne: 'CANCELLED' } } },
    { $group: { _id: '$userId' } },
    { $count: 'customers' },
  ]);
  return row?.customers ?? 0;
}

const bestSeller = ({ id, name, nameHu, size, quantity, revenue }: Named): BestSeller => ({
  id,
  name,
  ...(nameHu ? { nameHu } : {}),
  ...(size ? { size } : {}),
  quantity,
  revenue,
});

const divide = (a: number, b: number, digits: number) => (b === 0 ? 0 : Math.round((a / b) * 10 ** digits) / 10 ** digits);

/**
 * The figures of a range of Budapest days. `now` (the app's clock) ends the paused and busy minutes
 * of a range that is still running; without it they are counted to the range's end.
 */
export async function salesReport(range: ReportRangeQuery, now?: Date): Promise<SalesReport> {
  const { start, end } = instantsOf(range);
  const [figures, downtime] = await Promise.all([rangeFigures(range), shopDowntime(start, end, now ?? end)]);
  const returning = await customersWithEarlierSales(
    figures.customers.map((row) => row._id),
    start,
  );
  const totals = figures.totals[0] ?? { ...NO_SALES, placed: 0 };
  const days = new Map(figures.byDay.map((row) => [row._id, row]));
  const hours = new Map(figures.byHour.map((row) => [row._id, row]));
  const cells = new Map(figures.heatmap.map((row) => [`${row._id.weekday}.${row._id.hour}`, row.orders]));
  const operations = figures.operations[0] ?? { etaMeasured: 0, etaHeld: 0, rejected: 0, cancelled: 0, autoCancelled: 0 };
  const accept = figures.accept[0];
  const customerCount = figures.customers.length;
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
    },
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
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hours.get(hour)?.orders ?? 0,
      revenue: hours.get(hour)?.revenue ?? 0,
    })),
    byDay: daysOf(range).map((day) => ({ day, orders: days.get(day)?.orders ?? 0, revenue: days.get(day)?.revenue ?? 0 })),
    heatmap: Array.from({ length: 7 * 24 }, (_, i) => {
      const weekday = Math.floor(i / 24) + 1;
      const hour = i % 24;
      return { weekday, hour, orders: cells.get(`${weekday}.${hour}`) ?? 0 };
    }),
    bestSellers: {
      dishesByQuantity: figures.dishesByQuantity.map(bestSeller),
      dishesByRevenue: figures.dishesByRevenue.map(bestSeller),
      addOnsByQuantity: figures.addOnsByQuantity.map(bestSeller),
      addOnsByRevenue: figures.addOnsByRevenue.map(bestSeller),
    },
    operations: {
      placed: totals.placed,
      ...(accept ? { acceptSeconds: { average: accept.average, p90: accept.p90 } } : {}),
      etaHeld: { held: operations.etaHeld, measured: operations.etaMeasured },
      rejected: operations.rejected,
      cancelled: operations.cancelled,
      autoCancelled: operations.autoCancelled,
      pausedMinutes: downtime.pausedMinutes,
      busyMinutes: downtime.busyMinutes,
    },
    customers: {
      new: customerCount - returning,
      returning,
      ordersPerCustomer: divide(totals.orders, customerCount, 2),
    },
  };
}
