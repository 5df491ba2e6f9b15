import { z } from 'zod';

import { ORDER_STATUSES, orderStatusSchema } from '../order-status';
import { orderSchema } from './order';
import { idSchema, moneySchema, orderTypeSchema } from './primitives';

/*
 * The owner's reports, order search and exports (docs/product/reports.md), behind the `reports.view`
 * permission. Days and hours are Europe/Budapest: a range names calendar days there, both ends
 * included, and a day across a clock change has 23 or 25 hours.
 *
 * What counts as a sale: an order that was placed and not cancelled (rejected, cancelled after
 * acceptance, or cancelled by the server because nobody answered). Cancelled orders appear in the
 * operations figures, never in revenue.
 */

/** The longest range a report or an export covers, in days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  badDay: 'A day is written YYYY-MM-DD.',
  backwards: 'The range ends before it starts.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;

const daySchema = z.iso.date(REPORT_MESSAGES.badDay);

/** `GET /api/admin/reports/sales`, `/orders.csv` and `/summary.csv`: Budapest days, both included. */
export const reportRangeQuerySchema = z
  .strictObject({ from: daySchema, to: daySchema })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.backwards });
    else if ((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  })
  .meta({ id: 'ReportRangeQuery' });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const count = z.int().nonnegative();

/** Orders and revenue of one slice (a service, a means of payment, an hour, a day). */
export const salesSliceSchema = z.object({ orders: count, revenue: moneySchema }).meta({ id: 'SalesSlice' });
export type SalesSlice = z.infer<typeof salesSliceSchema>;

/** A best seller: a dish in one size, or an add-on. Quantity counts units; revenue is what they were sold for. */
export const bestSellerSchema = z
  .object({
    /** The menu item id (a dish in one size) or the add-on id, as ordered. */
    id: idSchema,
    /** The name as ordered (English) and its Hungarian name where the order kept it. */
    name: z.string(),
    nameHu: z.string().optional(),
    /** Dishes only: MEDIUM, LARGE, REGULAR… */
    size: z.string().optional(),
    quantity: count,
    revenue: moneySchema,
  })
  .meta({ id: 'BestSeller' });
export type BestSeller = z.infer<typeof bestSellerSchema>;

/** Seconds from placement to acceptance, over the orders accepted in the range; absent when none was. */
const secondsStatsSchema = z.object({ average: z.number().nonnegative(), p90: z.number().nonnegative() });

export const salesReportSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    timeZone: z.literal('Europe/Budapest'),
    /** Revenue = items + delivery fees + service fees + bottle deposits - promo discounts, over the sales (not cancelled). */
    revenue: z.object({
      total: moneySchema,
      items: moneySchema,
      deliveryFees: moneySchema,
      serviceFees: moneySchema,
      bottleDeposits: moneySchema,
      /** Forint given off by promo codes and loyalty rewards (docs/product/promo-codes.md). */
      discounts: moneySchema,
    }),
    /** Each code used by a sale of the range: its sales and the forint it gave; most used first. Loyalty rewards count together as code "LOYALTY". */
    promoCodes: z.array(z.object({ code: z.string(), redemptions: count, discount: moneySchema })),
    /** Sales: placed, not cancelled. */
    orders: count,
    /** revenue.total / orders, rounded to whole forints; 0 without orders. */
    averageBasket: moneySchema,
    byService: z.object({ PICKUP: salesSliceSchema, DELIVERY: salesSliceSchema }),
    byPayment: z.object({ CASH: salesSliceSchema, CARD: salesSliceSchema }),
    /** 24 entries, hour 0..23 of the Budapest clock (a day's extra hour in October counts in its hour). */
    byHour: z.array(salesSliceSchema.extend({ hour: z.int().min(0).max(23) })),
    /** Every day of the range, in order, days without sales included. */
    byDay: z.array(salesSliceSchema.extend({ day: daySchema })),
    /** 7 × 24 cells: ISO weekday (1 Monday … 7 Sunday) × Budapest hour; orders only. */
    heatmap: z.array(z.object({ weekday: z.int().min(1).max(7), hour: z.int().min(0).max(23), orders: count })),
    /** Top 20 each, by quantity and by revenue. */
    bestSellers: z.object({
      dishesByQuantity: z.array(bestSellerSchema),
      dishesByRevenue: z.array(bestSellerSchema),
      addOnsByQuantity: z.array(bestSellerSchema),
      addOnsByRevenue: z.array(bestSellerSchema),
    }),
    operations: z.object({
      /** Placed in the range (sales and cancelled together). */
      placed: count,
      acceptSeconds: secondsStatsSchema.optional(),
      /** Of the accepted orders that reached ready (pickup) or delivered (delivery): how many did by their estimate. */
      etaHeld: z.object({ held: count, measured: count }),
      /** Cancelled while still PLACED by staff. */
      rejected: count,
      /** Cancelled after acceptance (by staff). */
      cancelled: count,
      /** Cancelled by the server because nobody accepted in time. */
      autoCancelled: count,
      /** Minutes of the range the shop was paused, and in busy mode (from the audit log). */
      pausedMinutes: count,
      busyMinutes: count,
    }),
    customers: z.object({
      /** Customers whose first sale ever is in the range. */
      new: count,
      /** Customers with a sale in the range and one before it. */
      returning: count,
      /** Sales / customers with a sale in the range (two decimals); 0 without sales. */
      ordersPerCustomer: z.number().nonnegative(),
    }),
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The statuses a search may ask for: every status of a placed order (drafts are never found). */
export const SEARCHABLE_STATUSES = ORDER_STATUSES.filter((status) => status !== 'PENDING');

export const ORDER_SEARCH_PAGE_SIZE = 25;

/**
 * `GET /api/admin/orders/search`: every filter optional, all given must hold. `q` is an order
 * number (42, #0042, #Order-0042: that number on any day of the range), a phone (digits, any
 * spacing, +36 or 06: its last 9 digits match), an e-mail (the customer account's, exact) or a name
 * (any part, accents and case ignored). Newest first.
 */
export const orderSearchQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    status: orderStatusSchema.optional(),
    service: orderTypeSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .meta({ id: 'OrderSearchQuery' });
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

export const orderSearchPageSchema = z
  .object({
    /** The orders of this page, as the board shows them (with their status history). */
    orders: z.array(orderSchema),
    /** Orders matching, over all pages. */
    total: count,
    page: z.int().min(1),
    pageSize: z.int().min(1),
  })
  .meta({ id: 'OrderSearchPage' });
export type OrderSearchPage = z.infer<typeof orderSearchPageSchema>;

/** The columns of the orders export, one row per order line (docs/product/reports.md#exports). */
export const ORDERS_CSV_COLUMNS = [
  'orderNumber',
  'orderId',
  'placedAt',
  'scheduledFor',
  'status',
  'service',
  'payment',
  'customerName',
  'customerPhone',
  'itemsTotal',
  'deliveryFee',
  'serviceFee',
  'bottleDeposit',
  'promoCode',
  'discount',
  'orderTotal',
  'lineMenuItemId',
  'lineName',
  'lineSize',
  'lineQuantity',
  'lineUnitPrice',
  'lineAddOns',
  'lineTotal',
] as const;

/** The summary export: one row per day of the range, then a row `total`. */
export const SUMMARY_CSV_COLUMNS = [
  'day',
  'orders',
  'revenue',
  'items',
  'deliveryFees',
  'serviceFees',
  'bottleDeposits',
  'discounts',
  'pickupOrders',
  'deliveryOrders',
  'cashRevenue',
  'cardRevenue',
  'cancelled',
] as const;
