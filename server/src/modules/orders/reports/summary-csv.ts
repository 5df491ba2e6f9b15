import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { type ReportRangeQuery, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import { stringify } from 'csv-stringify';

import { OrderModel } from '../orders.model';
import { MONEY_ROWS, NO_SALES, rangeOrders, rowSums, type SalesSums } from './report-pipeline';
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
  pickupOrders: sums.pickupOrders,
  deliveryOrders: sums.deliveryOrders,
  cashRevenue: sums.cashRevenue,
  cardRevenue: sums.cardRevenue,
  cancelled: sums.cancelled,
});

/** Each day's sums and the range's, added up by the database (the same sums as the sales report's). */
async function summaryRows(range: ReportRangeQuery): Promise<SummaryRow[]> {
  const [figures] = await OrderModel.aggregate<{ days: Array<SalesSums & { _id: string }>; total: SalesSums[] }>([
    ...rangeOrders(range),
    MONEY_ROWS,
    { $facet: { days: [{ $group: { _id: '$_id.day', ...rowSums() } }], total: [{ $group: { _id: null, ...rowSums() } }] } },
  ]);
  const days = new Map(figures?.days.map((row) => [row._id, row]));
  return [...daysOf(range).map((day) => toRow(day, days.get(day) ?? NO_SALES)), toRow('total', figures?.total[0] ?? NO_SALES)];
}

/**
 * The summary export (docs/product/reports.md#exports): one row per day of the range, every day
 * included, then the row `total`; amounts in whole forints. UTF-8 with a byte order mark and a
 * header row, as the audit export (audit-csv.ts): Hungarian Excel then opens it right. Every cell
 * is a day or a number, so none can read as a formula.
 */
export async function writeSummaryCsv(range: ReportRangeQuery, out: NodeJS.WritableStream): Promise<void> {
  const rows = await summaryRows(range);
  await pipeline(Readable.from(rows), stringify({ header: true, columns: [...SUMMARY_CSV_COLUMNS], bom: true }), out);
}
