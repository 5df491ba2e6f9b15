import type { BestSeller, ReportRangeQuery, SalesReport } from '@pizza/shared';
import type { PipelineStage, Types } from 'mongoose';

import { OrderModel } from '../orders.model';
import { MONEY_ROWS, NO_SALES, rangeOrders, rowSums, type SalesSums } from './report-pipeline';
import { daysOf, instantsOf } from './report-range';
import { shopDowntime } from './shop-downtime';

/*
 * The sales report of a range of Budapest days (docs/product/reports.md): every figure is summed by
 * the database in one pipeline over the range's orders (a $facet), plus one look at the range's
 * customers' earlier sales and the audit log's pauses; what comes back to Node are sums, never orders.
 */

const TOP = 20;

const saleOnly: PipelineStage.Match = { $match: { sale: true } };

/** A best-seller group's output: the newest order's name for it, its units and revenue. */
const bestSellerGroup = (id: unknown, name: string, nameHu: string, quantity: unknown, revenue: unknown): PipelineStage.Group => ({
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

/** Reached ready (pickup; or handed over, when ready was skipped) or delivered: the first such change. */
const reached = {
  $arrayElemAt: [
    {
      $filter: {
        input: '$history',
        cond: {
          $cond: [
            { $eq: ['$orderType', 'PICKUP'] },
            { $in: ['$$this.status', ['READY_FOR_PICKUP', 'COMPLETED']] },
            { $eq: ['$$this.status', 'DELIVERED'] },
          ],
        },
      },
    },
    0,
  ],
};

/** First over the range's orders: the money rows, and each figure that needs the orders themselves. */
export const ORDER_FACETS: Record<string, PipelineStage.FacetPipelineStage[]> = {
  money: [MONEY_ROWS],
  customers: [saleOnly, { $group: { _id: '$userId' } }],
  dishes: [
    saleOnly,
    { $project: { placedAt: 1, lines: 1 } },
    { $unwind: '$lines' },
    bestSellerGroup(
      { id: '$lines.menuItemId', size: '$lines.size' },
      '$lines.name',
      '$lines.translations.hu.name',
      '$lines.quantity',
      // A dish's own price: the unit price less its add-ons' (docs/product/reports.md#best-sellers).
      { $multiply: [{ $subtract: ['$lines.pricePerItem', { $sum: '$lines.extras.price' }] }, '$lines.quantity'] },
    ),
    { $set: { named: { $arrayElemAt: ['$named', 0] } } },
    { $project: { _id: 0, id: '$_id.id', size: '$_id.size', name: '$named.name', nameHu: '$named.nameHu', quantity: 1, revenue: 1 } },
  ],
  addOns: [
    saleOnly,
    { $match: { 'lines.extras.0': { $exists: true } } },
    { $project: { placedAt: 1, lines: 1 } },
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
    { $match: { 'accepted.status': { $exists: true, $ne: 'CANCELLED' } } },
    { $project: { seconds: { $divide: [{ $subtract: ['$accepted.at', '$placedAt'] }, 1000] } } },
    { $sort: { seconds: 1 as const } },
    { $group: { _id: null, average: { $avg: '$seconds' }, seconds: { $push: '$seconds' } } },
    {
      $project: {
        _id: 0,
        average: 1,
        p90: { $arrayElemAt: ['$seconds', { $subtract: [{ $ceil: { $multiply: [0.9, { $size: '$seconds' }] } }, 1] }] },
      },
    },
  ],
  // The server's cancel names 'system'; a cancel that was the first change is a rejection; any other came after acceptance.
  cancels: [
    { $match: { sale: false } },
    {
      $group: {
        _id: {
          $switch: {
            branches: [
              { case: { $eq: ['$last.by', 'system'] }, then: 'autoCancelled' },
              { case: { $eq: ['$accepted.status', 'CANCELLED'] }, then: 'rejected' },
            ],
            default: 'cancelled',
          },
        },
        orders: { $sum: 1 },
      },
    },
  ],
  eta: [
    { $match: { estimate: { $ne: null } } },
    { $project: { estimate: 1, reached } },
    { $match: { reached: { $ne: null } } },
    { $group: { _id: null, measured: { $sum: 1 }, held: { $sum: { $cond: [{ $lte: ['$reached.at', '$estimate'] }, 1, 0] } } } },
  ],
};

const moneyRows: PipelineStage.FacetPipelineStage[] = [{ $unwind: '$money' }];
const saleRows: PipelineStage.FacetPipelineStage[] = [...moneyRows, { $match: { 'money._id.sale': true } }];

/** Then over the money rows (a few hundred a month): each money figure; the other facets pass through. */
const MONEY_FACETS: Record<string, PipelineStage.FacetPipelineStage[]> = {
  totals: [...moneyRows, { $group: { _id: null, ...rowSums('$money') } }],
  byDay: [...saleRows, { $group: { _id: '$money._id.day', orders: { $sum: '$money.orders' }, revenue: { $sum: '$money.revenue' } } }],
  byHour: [...saleRows, { $group: { _id: '$money._id.hour', orders: { $sum: '$money.orders' }, revenue: { $sum: '$money.revenue' } } }],
  heatmap: [
    ...saleRows,
    { $group: { _id: { weekday: '$money._id.weekday', hour: '$money._id.hour' }, orders: { $sum: '$money.orders' } } },
  ],
  others: [
    {
      $project: {
        customers: 1,
        accept: 1,
        cancels: 1,
        eta: 1,
        dishesByQuantity: topOf('$dishes', 'quantity'),
        dishesByRevenue: topOf('$dishes', 'revenue'),
        addOnsByQuantity: topOf('$addOns', 'quantity'),
        addOnsByRevenue: topOf('$addOns', 'revenue'),
      },
    },
  ],
};

type Named = Omit<BestSeller, 'nameHu' | 'size'> & { nameHu?: string | null; size?: string | null };

interface OrderFigures {
  customers: Array<{ _id: Types.ObjectId }>;
  dishesByQuantity: Named[];
  dishesByRevenue: Named[];
  addOnsByQuantity: Named[];
  addOnsByRevenue: Named[];
  accept: Array<{ average: number; p90: number }>;
  cancels: Array<{ _id: 'rejected' | 'cancelled' | 'autoCancelled'; orders: number }>;
  eta: Array<{ measured: number; held: number }>;
}

interface Figures {
  totals: SalesSums[];
  byDay: Array<{ _id: string; orders: number; revenue: number }>;
  byHour: Array<{ _id: number; orders: number; revenue: number }>;
  heatmap: Array<{ _id: { weekday: number; hour: number }; orders: number }>;
  others: [OrderFigures];
}

async function rangeFigures(range: ReportRangeQuery): Promise<Figures> {
  const [result] = await OrderModel.aggregate<Figures>([...rangeOrders(range), { $facet: ORDER_FACETS }, { $facet: MONEY_FACETS }]);
  return result!;
}

/**
 * Customers per look at their earlier sales. The history index (orders.model.ts) finds each
 * customer's orders on MongoDB and on the embedded server alike; the embedded server then checks
 * every order found against the whole `$in` list (it hashes the list once per order), so a few
 * dozen ids at a time keep that check small (docs/performance/reports.md).
 */
const CUSTOMERS_PER_LOOK = 25;

/** How many of these customers had a sale before `start` (the others' first sale ever is in the range). */
async function customersWithEarlierSales(customers: Types.ObjectId[], start: Date): Promise<number> {
  const looks: Array<Promise<Array<{ _id: Types.ObjectId }>>> = [];
  for (let i = 0; i < customers.length; i += CUSTOMERS_PER_LOOK) {
    looks.push(
      OrderModel.aggregate<{ _id: Types.ObjectId }>([
        // Drafts have no placedAt.
        { $match: { userId: { $in: customers.slice(i, i + CUSTOMERS_PER_LOOK) }, placedAt: { $lt: start }, status: { $ne: 'CANCELLED' } } },
        { $group: { _id: '$userId' } },
      ]).exec(),
    );
  }
  return (await Promise.all(looks)).reduce((sum, found) => sum + found.length, 0);
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
  const others = figures.others[0];
  const returning = await customersWithEarlierSales(
    others.customers.map((row) => row._id),
    start,
  );
  const totals = figures.totals[0] ?? NO_SALES;
  const days = new Map(figures.byDay.map((row) => [row._id, row]));
  const hours = new Map(figures.byHour.map((row) => [row._id, row]));
  const cells = new Map(figures.heatmap.map((row) => [`${row._id.weekday}.${row._id.hour}`, row.orders]));
  const cancels = new Map(others.cancels.map((row) => [row._id, row.orders]));
  const eta = others.eta[0] ?? { measured: 0, held: 0 };
  const accept = others.accept[0];
  const customerCount = others.customers.length;
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
      dishesByQuantity: others.dishesByQuantity.map(bestSeller),
      dishesByRevenue: others.dishesByRevenue.map(bestSeller),
      addOnsByQuantity: others.addOnsByQuantity.map(bestSeller),
      addOnsByRevenue: others.addOnsByRevenue.map(bestSeller),
    },
    operations: {
      placed: totals.placed,
      ...(accept ? { acceptSeconds: { average: accept.average, p90: accept.p90 } } : {}),
      etaHeld: { held: eta.held, measured: eta.measured },
      rejected: cancels.get('rejected') ?? 0,
      cancelled: cancels.get('cancelled') ?? 0,
      autoCancelled: cancels.get('autoCancelled') ?? 0,
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
