import { TIME_ZONE } from '@pizza/shared';

/*
 * The aggregation pieces the sales report and the summary export share (docs/product/reports.md):
 * each order of the range reduced to the few numbers the figures need, and the per-day sums.
 */

/** A sale: placed and not cancelled (shared schemas/reports.ts). Drafts never reach the pipeline. */
const IS_SALE = { $ne: ['$status', 'CANCELLED'] };

/** In the sums, after ORDER_FIGURES_STAGES: the order's `sale` flag. */
const ifSale = (value: unknown) => ({ $cond: ['$sale', value, 0] });
const ifSaleAnd = (condition: unknown, value: unknown) => ({ $cond: [{ $and: ['$sale', condition] }, value, 0] });

/** The first status change whose status is one of `statuses` (null when none). */
const firstChangeTo = (statuses: string[]) => ({
  $arrayElemAt: [{ $filter: { input: '$statusHistory', cond: { $in: ['$$this.status', statuses] } } }, 0],
});

/**
 * Each order as the figures read it: money, service, payment, Budapest day, hour and weekday, the
 * sold lines (sales only), and its timings. Acceptance is the first move past PLACED that is not a
 * cancel (PREPARING, or a later step when staff skipped it). The ETA held when a pickup was ready
 * (or handed over, if ready was skipped) by estimatedReadyAt, a delivery delivered by
 * estimatedDeliveryAt. A cancel is the server's (`by` 'system': nobody accepted in time), a
 * rejection (from PLACED) or a cancel after acceptance (change-status.ts, escalate.ts).
 */
export const ORDER_FIGURES_STAGES = [
  {
    $project: {
      _id: 0,
      userId: 1,
      placedAt: 1,
      orderType: 1,
      paymentMethod: 1,
      day: '$sequenceDay',
      sale: IS_SALE,
      total: '$totalPrice',
      items: '$totalCartAmount',
      deliveryFee: 1,
      serviceFee: 1,
      bottleDeposit: '$bottleDepositFee',
      hour: { $hour: { date: '$placedAt', timezone: TIME_ZONE } },
      weekday: { $isoDayOfWeek: { date: '$placedAt', timezone: TIME_ZONE } },
      lines: {
        $cond: [
          IS_SALE,
          {
            $map: {
              input: '$items',
              as: 'line',
              in: {
                id: '$$line.menuItemId',
                name: '$$line.name',
                nameHu: '$$line.translations.hu.name',
                size: '$$line.size',
                quantity: '$$line.quantity',
                // A dish's own price: the unit price less its add-ons' (docs/product/reports.md#best-sellers).
                dishPrice: { $subtract: ['$$line.pricePerItem', { $sum: '$$line.extras.price' }] },
                extras: '$$line.extras',
              },
            },
          },
          [],
        ],
      },
      accepted: firstChangeTo(['PREPARING', 'OUT_FOR_DELIVERY', 'READY_FOR_PICKUP', 'DELIVERED', 'COMPLETED']),
      reached: {
        $cond: [{ $eq: ['$orderType', 'PICKUP'] }, firstChangeTo(['READY_FOR_PICKUP', 'COMPLETED']), firstChangeTo(['DELIVERED'])],
      },
      estimate: { $cond: [{ $eq: ['$orderType', 'PICKUP'] }, '$estimatedReadyAt', '$estimatedDeliveryAt'] },
      cancel: { $cond: [IS_SALE, null, { $arrayElemAt: ['$statusHistory', -1] }] },
      statusBeforeCancel: { $cond: [IS_SALE, null, { $arrayElemAt: ['$statusHistory.status', -2] }] },
    },
  },
  {
    $addFields: {
      acceptSeconds: { $cond: ['$accepted', { $divide: [{ $subtract: ['$accepted.at', '$placedAt'] }, 1000] }, null] },
      etaMeasured: { $cond: [{ $and: ['$reached', '$estimate'] }, 1, 0] },
      etaHeld: { $cond: [{ $and: ['$reached', '$estimate', { $lte: ['$reached.at', '$estimate'] }] }, 1, 0] },
      cancelKind: {
        $switch: {
          branches: [
            { case: '$sale', then: null },
            { case: { $eq: ['$cancel.by', 'system'] }, then: 'auto' },
            { case: { $in: [{ $ifNull: ['$statusBeforeCancel', 'PLACED'] }, ['PENDING', 'PLACED']] }, then: 'rejected' },
          ],
          default: 'cancelled',
        },
      },
    },
  },
];

/** The sums of one group of orders (after ORDER_FIGURES_STAGES) (a day, the whole range): sales, their money, services, payments, and cancels. */
export const SALES_SUMS = {
  orders: { $sum: ifSale(1) },
  revenue: { $sum: ifSale('$total') },
  items: { $sum: ifSale('$items') },
  deliveryFees: { $sum: ifSale('$deliveryFee') },
  serviceFees: { $sum: ifSale('$serviceFee') },
  bottleDeposits: { $sum: ifSale('$bottleDeposit') },
  pickupOrders: { $sum: ifSaleAnd({ $eq: ['$orderType', 'PICKUP'] }, 1) },
  pickupRevenue: { $sum: ifSaleAnd({ $eq: ['$orderType', 'PICKUP'] }, '$total') },
  deliveryOrders: { $sum: ifSaleAnd({ $eq: ['$orderType', 'DELIVERY'] }, 1) },
  deliveryRevenue: { $sum: ifSaleAnd({ $eq: ['$orderType', 'DELIVERY'] }, '$total') },
  cashOrders: { $sum: ifSaleAnd({ $eq: ['$paymentMethod', 'CASH'] }, 1) },
  cashRevenue: { $sum: ifSaleAnd({ $eq: ['$paymentMethod', 'CASH'] }, '$total') },
  cardOrders: { $sum: ifSaleAnd({ $eq: ['$paymentMethod', 'CARD'] }, 1) },
  cardRevenue: { $sum: ifSaleAnd({ $eq: ['$paymentMethod', 'CARD'] }, '$total') },
  /** Placed and cancelled, whoever cancelled. */
  cancelled: { $sum: { $cond: ['$sale', 0, 1] } },
};

export type SalesSums = Record<keyof typeof SALES_SUMS, number>;

export const NO_SALES: SalesSums = Object.fromEntries(Object.keys(SALES_SUMS).map((key) => [key, 0])) as SalesSums;
