import { type PipelineStage, Types } from 'mongoose';

import { OrderModel } from '../orders.model';
import { offsetsOf } from './report-range';

/*
 * The figures of each Budapest day, summed by the database from the day's orders
 * (docs/product/reports.md#how-the-figures-are-made): one pipeline over the orders of a list of
 * days, every facet grouped by day. A report adds up its days' figures (sales-report.ts), whether
 * they were just computed or stored once the day was over (day-rollups.ts). Reading every order is
 * the costly part, so it happens once, with as little work per order as the figures allow: the
 * embedded server evaluates every operator per order (docs/performance/reports.md).
 */

/** The money of a day in rows: per hour and weekday, service, payment, and sale or cancelled. */
export interface MoneyRow {
  hour: number;
  weekday: number;
  service: 'PICKUP' | 'DELIVERY';
  payment: 'CASH' | 'CARD';
  sale: boolean;
  orders: number;
  revenue: number;
  items: number;
  deliveryFees: number;
  serviceFees: number;
  bottleDeposits: number;
  /** Forint given off by promo codes and loyalty rewards (already off revenue). */
  discounts: number;
}

/** A promo code's sales on a day and the forint it gave; loyalty rewards count together as LOYALTY. */
export interface PromoCodeUse {
  code: string;
  redemptions: number;
  discount: number;
}

/** The code the reports name an order's promo by: a loyalty reward's personal code counts as LOYALTY (docs/product/promo-codes.md). */
export const LOYALTY_CODE = 'LOYALTY';

/** A dish in one size, or an add-on, as sold on a day: the newest order's name for it (`at`, ms). */
export interface SoldLine {
  id: string;
  size?: string;
  name: string;
  nameHu?: string;
  at: number;
  quantity: number;
  revenue: number;
}

export interface DayFigures {
  day: string;
  money: MoneyRow[];
  /** The customers with a sale on the day (user ids). */
  customers: string[];
  /** How many of them made their first sale ever on the day. */
  newCustomers: number;
  dishes: SoldLine[];
  addOns: SoldLine[];
  /** The codes the day's sales were placed with. */
  promoCodes: PromoCodeUse[];
  /** Seconds from placement to acceptance of the day's accepted orders. */
  acceptSeconds: number[];
  cancels: { rejected: number; cancelled: number; autoCancelled: number };
  /** Orders with an estimate that reached ready (pickup) or delivered, and how many by the estimate. */
  eta: { measured: number; held: number };
}

export const emptyDay = (day: string): DayFigures => ({
  day,
  money: [],
  customers: [],
  newCustomers: 0,
  dishes: [],
  addOns: [],
  promoCodes: [],
  acceptSeconds: [],
  cancels: { rejected: 0, cancelled: 0, autoCancelled: 0 },
  eta: { measured: 0, held: 0 },
});

/**
 * The Budapest wall clock of `$placedAt` as a date whose UTC fields read it: the instant plus the
 * zone's offset in force then, the offsets of the days computed from the zone's rules
 * (report-range.ts offsetsOf), so a day across a clock change has its 23 or 25 hours. `$hour` and
 * `$isoDayOfWeek` of it are the Budapest hour and weekday. Chosen over those operators' `timezone`
 * option, which gives the same answers but costs the embedded server about a millisecond an order.
 */
function budapestClock(from: string, to: string): unknown {
  const [first, ...changes] = offsetsOf({ from, to });
  const offset =
    changes.length === 0
      ? first!.offsetMs
      : {
          $switch: {
            branches: changes.reverse().map(({ from: at, offsetMs }) => ({ case: { $gte: ['$placedAt', at] }, then: offsetMs })),
            default: first!.offsetMs,
          },
        };
  return { $add: ['$placedAt', offset] };
}

/**
 * The days' orders as the figures read them. `sequenceDay` is the Budapest day of placement
 * (place-order.ts): a list of days is an equality the day's index serves on MongoDB and on the
 * embedded server alike (orders.model.ts); drafts have none. `accepted` is the order's second
 * history entry: place-order.ts writes PLACED first, so the next change is the acceptance
 * (PREPARING, or a later step when staff skipped it), unless it is the cancel. `last` is the change
 * that ended it.
 */
function daysOrders(days: readonly string[]): PipelineStage[] {
  return [
    { $match: { sequenceDay: { $in: days } } },
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
        // An order without a code has no promo: both read as absent (a discount of 0, no code).
        discount: '$promo.discount',
        promoCode: { $cond: [{ $eq: ['$promo.personal', true] }, LOYALTY_CODE, '$promo.code'] },
        local: budapestClock(days[0]!, days.at(-1)!),
        lines: '$items',
        history: '$statusHistory',
        estimate: { $ifNull: ['$estimatedReadyAt', '$estimatedDeliveryAt'] },
        accepted: { $arrayElemAt: ['$statusHistory', 1] },
        last: { $arrayElemAt: ['$statusHistory', -1] },
      },
    },
  ];
}

const saleOnly: PipelineStage.Match = { $match: { sale: true } };

/** A sold line's group per day: the newest order's name for it, its units and revenue. */
const soldGroup = (
  id: Record<string, unknown>,
  name: string,
  nameHu: string,
  quantity: unknown,
  revenue: unknown,
): PipelineStage.Group => ({
  $group: {
    _id: { day: '$day', ...id },
    // $topN (an array of one) rather than $top: the embedded server's $top answers an array too.
    named: { $topN: { n: 1, sortBy: { placedAt: -1 }, output: { name, nameHu, at: '$placedAt' } } },
    quantity: { $sum: quantity },
    revenue: { $sum: revenue },
  },
});

const soldFields = {
  _id: 0,
  day: '$_id.day',
  id: '$_id.id',
  name: '$named.name',
  nameHu: '$named.nameHu',
  at: '$named.at',
  quantity: 1,
  revenue: 1,
};

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

/** Every figure of the days, grouped by day. */
const DAY_FACETS: Record<string, PipelineStage.FacetPipelineStage[]> = {
  money: [
    {
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
        discounts: { $sum: '$discount' },
      },
    },
  ],
  promoCodes: [
    saleOnly,
    { $match: { promoCode: { $ne: null } } },
    { $group: { _id: { day: '$day', code: '$promoCode' }, redemptions: { $sum: 1 }, discount: { $sum: '$discount' } } },
  ],
  customers: [saleOnly, { $group: { _id: { day: '$day', userId: '$userId' } } }],
  dishes: [
    saleOnly,
    { $project: { day: 1, placedAt: 1, lines: 1 } },
    { $unwind: '$lines' },
    soldGroup(
      { id: '$lines.menuItemId', size: '$lines.size' },
      '$lines.name',
      '$lines.translations.hu.name',
      '$lines.quantity',
      // A dish's own price: the unit price less its add-ons' (docs/product/reports.md#best-sellers).
      { $multiply: [{ $subtract: ['$lines.pricePerItem', { $sum: '$lines.extras.price' }] }, '$lines.quantity'] },
    ),
    { $set: { named: { $arrayElemAt: ['$named', 0] } } },
    { $project: { ...soldFields, size: '$_id.size' } },
  ],
  addOns: [
    saleOnly,
    { $match: { 'lines.extras.0': { $exists: true } } },
    { $project: { day: 1, placedAt: 1, lines: 1 } },
    { $unwind: '$lines' },
    { $unwind: '$lines.extras' },
    soldGroup({ id: '$lines.extras.extraId' }, '$lines.extras.name', '$lines.extras.translations.hu.name', '$lines.quantity', {
      $multiply: ['$lines.extras.price', '$lines.quantity'],
    }),
    { $set: { named: { $arrayElemAt: ['$named', 0] } } },
    { $project: soldFields },
  ],
  accept: [
    { $match: { 'accepted.status': { $exists: true, $ne: 'CANCELLED' } } },
    { $group: { _id: '$day', seconds: { $push: { $divide: [{ $subtract: ['$accepted.at', '$placedAt'] }, 1000] } } } },
  ],
  // The server's cancel names 'system'; a cancel that was the first change is a rejection; any other came after acceptance.
  cancels: [
    { $match: { sale: false } },
    {
      $group: {
        _id: {
          day: '$day',
          kind: {
            $switch: {
              branches: [
                { case: { $eq: ['$last.by', 'system'] }, then: 'autoCancelled' },
                { case: { $eq: ['$accepted.status', 'CANCELLED'] }, then: 'rejected' },
              ],
              default: 'cancelled',
            },
          },
        },
        orders: { $sum: 1 },
      },
    },
  ],
  eta: [
    { $match: { estimate: { $ne: null } } },
    { $project: { day: 1, estimate: 1, reached } },
    { $match: { reached: { $ne: null } } },
    { $group: { _id: '$day', measured: { $sum: 1 }, held: { $sum: { $cond: [{ $lte: ['$reached.at', '$estimate'] }, 1, 0] } } } },
  ],
};

type Grouped<Id, Rest> = Array<{ _id: Id } & Rest>;
type Money = Omit<MoneyRow, 'hour' | 'weekday' | 'service' | 'payment' | 'sale'>;
type Sold = Omit<SoldLine, 'nameHu' | 'size' | 'at'> & { day: string; nameHu?: string | null; size?: string | null; at: Date };

interface Facets {
  money: Grouped<Pick<MoneyRow, 'hour' | 'weekday' | 'service' | 'payment' | 'sale'> & { day: string }, Money>;
  customers: Grouped<{ day: string; userId: Types.ObjectId }, object>;
  dishes: Sold[];
  addOns: Sold[];
  promoCodes: Grouped<{ day: string; code: string }, Omit<PromoCodeUse, 'code'>>;
  accept: Grouped<string, { seconds: number[] }>;
  cancels: Grouped<{ day: string; kind: keyof DayFigures['cancels'] }, { orders: number }>;
  eta: Grouped<string, { measured: number; held: number }>;
}

const soldLine = ({ id, size, name, nameHu, at, quantity, revenue }: Sold): SoldLine => ({
  id,
  ...(size ? { size } : {}),
  name,
  ...(nameHu ? { nameHu } : {}),
  at: at.getTime(),
  quantity,
  revenue,
});

/**
 * Customers per look at their earlier sales. The history index (orders.model.ts) finds each
 * customer's orders on MongoDB and on the embedded server alike; the embedded server then checks
 * every order found against the whole `$in` list (it hashes the list once per order), so a few
 * dozen ids at a time keep that check small (docs/performance/reports.md).
 */
const CUSTOMERS_PER_LOOK = 25;

/** Those of these customers who had a sale before `start`. */
async function customersWithEarlierSales(customers: string[], start: Date): Promise<Set<string>> {
  const looks: Array<Promise<Array<{ _id: Types.ObjectId }>>> = [];
  for (let i = 0; i < customers.length; i += CUSTOMERS_PER_LOOK) {
    looks.push(
      OrderModel.aggregate<{ _id: Types.ObjectId }>([
        // Drafts have no placedAt.
        {
          $match: {
            userId: { $in: customers.slice(i, i + CUSTOMERS_PER_LOOK).map((id) => new Types.ObjectId(id)) },
            placedAt: { $lt: start },
            status: { $ne: 'CANCELLED' },
          },
        },
        { $group: { _id: '$userId' } },
      ]).exec(),
    );
  }
  return new Set((await Promise.all(looks)).flat().map((row) => String(row._id)));
}

/**
 * The figures of each of `days` (consecutive Budapest days, in order), from their orders. A
 * customer's first sale ever is on the first of the days they bought on, unless they had a sale
 * before the first day (`firstDayStart`).
 */
export async function computeDays(days: readonly string[], firstDayStart: Date): Promise<DayFigures[]> {
  if (days.length === 0) return [];
  const [facets] = await OrderModel.aggregate<Facets>([...daysOrders(days), { $facet: DAY_FACETS }]);
  const figures = new Map(days.map((day) => [day, emptyDay(day)]));
  const of = (day: string) => figures.get(day)!;
  for (const { _id, ...sums } of facets!.money) {
    const { day, ...key } = _id;
    of(day).money.push({ ...key, ...sums });
  }
  for (const { _id } of facets!.customers) of(_id.day).customers.push(String(_id.userId));
  for (const sold of facets!.dishes) of(sold.day).dishes.push(soldLine(sold));
  for (const sold of facets!.addOns) of(sold.day).addOns.push(soldLine(sold));
  for (const { _id, redemptions, discount } of facets!.promoCodes) of(_id.day).promoCodes.push({ code: _id.code, redemptions, discount });
  for (const { _id, seconds } of facets!.accept) of(_id).acceptSeconds = seconds;
  for (const { _id, orders } of facets!.cancels) of(_id.day).cancels[_id.kind] = orders;
  for (const { _id, measured, held } of facets!.eta) of(_id).eta = { measured, held };

  const seen = await customersWithEarlierSales([...new Set(facets!.customers.map(({ _id }) => String(_id.userId)))], firstDayStart);
  for (const day of days) {
    const today = of(day);
    for (const customer of today.customers) {
      if (seen.has(customer)) continue;
      today.newCustomers += 1;
      seen.add(customer);
    }
  }
  return days.map(of);
}
