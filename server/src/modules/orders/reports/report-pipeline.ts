import type { ReportRangeQuery } from '@pizza/shared';
import type { PipelineStage } from 'mongoose';

import { offsetsOf, placedInRange } from './report-range';

/*
 * The aggregation pieces the sales report and the summary export share (docs/product/reports.md):
 * each order of the range reduced to the few fields the figures read, and the money of the range
 * summed in two steps, first into one row per day, hour, service, payment and sale or not (a few
 * hundred rows a month), then those rows into each figure. The costly part, reading every order,
 * happens once with as little work per order as the figures allow: the embedded server evaluates
 * every operator per order (docs/performance/reports.md).
 */

/**
 * The Budapest wall clock of `$placedAt` as a date whose UTC fields read it: the instant plus the
 * zone's offset in force then, the offsets of the range computed from the zone's rules
 * (report-range.ts offsetsOf), so a day across a clock change has its 23 or 25 hours. `$hour` and
 * `$isoDayOfWeek` of it are the Budapest hour and weekday. Chosen over those operators' `timezone`
 * option, which gives the same answers but costs the embedded server about a millisecond an order.
 */
function budapestClock(range: ReportRangeQuery): unknown {
  const [first, ...changes] = offsetsOf(range);
  const offset =
    changes.length === 0
      ? first!.offsetMs
      : {
          $switch: {
            branches: changes.reverse().map(({ from, offsetMs }) => ({ case: { $gte: ['$placedAt', from] }, then: offsetMs })),
            default: first!.offsetMs,
          },
        };
  return { $add: ['$placedAt', offset] };
}

/**
 * The range's orders as the figures read them. `accepted` is the order's second history entry:
 * place-order.ts writes PLACED first, so the next change is the acceptance (PREPARING, or a later
 * step when staff skipped it), unless it is the cancel. `last` is the change that ended it.
 */
export function rangeOrders(range: ReportRangeQuery): PipelineStage[] {
  return [
    { $match: placedInRange(range) },
    {
      $project: {
        _id: 0,
        userId: 1,
        placedAt: 1,
        orderType: 1,
        paymentMethod: 1,
        deliveryFee: 1,
        serviceFee: 1,
        day: '$sequenceDay',
        sale: { $ne: ['$status', 'CANCELLED'] },
        total: '$totalPrice',
        items: '$totalCartAmount',
        bottleDeposit: '$bottleDepositFee',
        local: budapestClock(range),
        lines: '$items',
        history: '$statusHistory',
        estimate: { $ifNull: ['$estimatedReadyAt', '$estimatedDeliveryAt'] },
        accepted: { $arrayElemAt: ['$statusHistory', 1] },
        last: { $arrayElemAt: ['$statusHistory', -1] },
      },
    },
  ];
}

/** The money of the range in rows: per Budapest day, hour and weekday, service, payment, and sale or cancelled. */
export const MONEY_ROWS: PipelineStage.Group = {
  $group: {
    _id: {
      day: '$day',
      hour: { $hour: '$local' },
      weekday: { $isoDayOfWeek: '$local' },
      service: '$orderType',
      payment: '$paymentMethod',
      sale: '$sale',
    },
    orders: { $sum: 1 },
    revenue: { $sum: '$total' },
    items: { $sum: '$items' },
    deliveryFees: { $sum: '$deliveryFee' },
    serviceFees: { $sum: '$serviceFee' },
    bottleDeposits: { $sum: '$bottleDeposit' },
  },
};

/** The sums of money rows (top-level, or under `row`, e.g. '$money'): sales, their money, services, payments, and cancels. */
export function rowSums(row?: string) {
  const of = (field: string) => (row ? `${row}.${field}` : `$${field}`);
  const sale = of('_id.sale');
  const ifSale = (field: string, also?: unknown) => ({ $sum: { $cond: [also ? { $and: [sale, also] } : sale, of(field), 0] } });
  const isService = (service: string) => ({ $eq: [of('_id.service'), service] });
  const isPayment = (payment: string) => ({ $eq: [of('_id.payment'), payment] });
  return {
    orders: ifSale('orders'),
    revenue: ifSale('revenue'),
    items: ifSale('items'),
    deliveryFees: ifSale('deliveryFees'),
    serviceFees: ifSale('serviceFees'),
    bottleDeposits: ifSale('bottleDeposits'),
    pickupOrders: ifSale('orders', isService('PICKUP')),
    pickupRevenue: ifSale('revenue', isService('PICKUP')),
    deliveryOrders: ifSale('orders', isService('DELIVERY')),
    deliveryRevenue: ifSale('revenue', isService('DELIVERY')),
    cashOrders: ifSale('orders', isPayment('CASH')),
    cashRevenue: ifSale('revenue', isPayment('CASH')),
    cardOrders: ifSale('orders', isPayment('CARD')),
    cardRevenue: ifSale('revenue', isPayment('CARD')),
    /** Placed and cancelled, whoever cancelled. */
    cancelled: { $sum: { $cond: [sale, 0, of('orders')] } },
    /** Placed: sales and cancelled. */
    placed: { $sum: of('orders') },
  };
}

export type SalesSums = Record<keyof ReturnType<typeof rowSums>, number>;

export const NO_SALES: SalesSums = Object.fromEntries(Object.keys(rowSums()).map((key) => [key, 0])) as SalesSums;
