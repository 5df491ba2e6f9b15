import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { type ReportRangeQuery, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import { stringify } from 'csv-stringify';

import { figuresOfDays } from './day-rollups';
import { type SalesSums, sumMoney } from './money-sums';
import { daysOf } from './report-range';

type SummaryRow = Record<(typeof SUMMARY_CSV_COLUMNS)[number], string | number>;

const toRow = (day: string, sums: SalesSums): SummaryRow => ({
  day,
  orders: sums.orders,
  revenue: sums.revenue,
  items: sums.items,
  deliveryFees: sums.deliveryFees,
  serviceFees: sums.serviceFees,
  bottleDeposits: sums.bottleDeposits,
  discounts: sums.discounts,
  pickupOrders: sums.pickupOrders,
  deliveryOrders: sums.deliveryOrders,
  cashRevenue: sums.cashRevenue,
  cardRevenue: sums.cardRevenue,
  cancelled: sums.cancelled,
});

/** Each day's sums and the range's, from the days' money rows (the same sums as the sales report's). */
async function summaryRows(range: ReportRangeQuery, now: Date): Promise<SummaryRow[]> {
  const days = await figuresOfDays(daysOf(range), now);
  return [...days.map((day) => toRow(day.day, sumMoney(day.money))), toRow('total', sumMoney(days.flatMap((day) => day.money)))];
}

/**
 * The summary export (docs/product/reports.md#exports): one row per day of the range, every day
 * included, then the row `total`; amounts in whole forints. UTF-8 with a byte order mark and a
 * header row, as the audit export (audit-csv.ts): Hungarian Excel then opens it right. Every cell
 * is a day or a number, so none can read as a formula.
 */
export async function writeSummaryCsv(range: ReportRangeQuery, now: Date, out: NodeJS.WritableStream): Promise<void> {
  const rows = await summaryRows(range, now);
  await pipeline(Readable.from(rows), stringify({ header: true, columns: [...SUMMARY_CSV_COLUMNS], bom: true }), out);
}
