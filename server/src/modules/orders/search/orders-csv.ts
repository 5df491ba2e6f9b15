import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { budapestIsoTime, ORDERS_CSV_COLUMNS, type ReportRangeQuery } from '@pizza/shared';
import { stringify } from 'csv-stringify';

import { defuseCells } from '../../../lib/csv-cells';
import type { OrderRecord } from '../orders.model';
import { OrderModel } from '../orders.model';
import { budapestDaysFrom } from './budapest-days';

type Column = (typeof ORDERS_CSV_COLUMNS)[number];
type Row = Record<Column, string>;

/** What a row needs of an order: the export reads nothing else. */
const EXPORTED_FIELDS = {
  orderId: 1,
  orderSequence: 1,
  placedAt: 1,
  scheduledFor: 1,
  status: 1,
  orderType: 1,
  paymentMethod: 1,
  customer: 1,
  totalCartAmount: 1,
  deliveryFee: 1,
  serviceFee: 1,
  bottleDepositFee: 1,
  totalPrice: 1,
  promo: 1,
  items: 1,
} as const;

type ExportedOrder = Pick<OrderRecord, keyof typeof EXPORTED_FIELDS>;
type Line = OrderRecord['items'][number];

/** Money is whole forints: written as integers, never 4999.0. */
const amount = (value: number | null | undefined) => String(Math.round(value ?? 0));

/**
 * The placed orders of the range (every status but a draft's, cancelled ones with their status),
 * a day at a time and in the order they were placed: one cursor per Budapest day, so memory holds
 * one order at a time however long the range (docs/product/reports.md#exports).
 */
async function* ordersOf(range: ReportRangeQuery): AsyncGenerator<ExportedOrder> {
  for (const day of budapestDaysFrom(range.from, range.to) ?? []) {
    const cursor = OrderModel.find({ sequenceDay: day, status: { $ne: 'PENDING' } }, EXPORTED_FIELDS)
      .sort({ placedAt: 1, _id: 1 })
      .lean<ExportedOrder[]>()
      .cursor();
    for await (const order of cursor) yield order as ExportedOrder;
  }
}

/** The order's own columns, repeated on each of its lines; the number as the audit export writes it (#0042). */
function orderCells(order: ExportedOrder): Omit<Row, `line${string}`> {
  return {
    orderNumber: `#${String(order.orderSequence ?? 0).padStart(4, '0')}`,
    orderId: order.orderId,
    placedAt: order.placedAt ? budapestIsoTime(order.placedAt) : '',
    // An order for later: the slot it was ordered for (docs/product/scheduled-orders.md).
    scheduledFor: order.scheduledFor ? budapestIsoTime(order.scheduledFor) : '',
    status: order.status,
    service: order.orderType,
    payment: order.paymentMethod ?? 'CASH',
    customerName: order.customer.name ?? '',
    customerPhone: order.customer.phone ?? '',
    itemsTotal: amount(order.totalCartAmount),
    deliveryFee: amount(order.deliveryFee),
    serviceFee: amount(order.serviceFee),
    bottleDeposit: amount(order.bottleDepositFee),
    // The code as placed (a loyalty reward's personal code too) and its forint off; empty and 0 without one.
    promoCode: order.promo?.code ?? '',
    discount: amount(order.promo?.discount),
    orderTotal: amount(order.totalPrice),
  };
}

/** A line as ordered: the unit price includes its add-ons (orders.model.ts pricePerItem). */
function lineCells(line: Line | undefined): Pick<Row, `line${string}` & Column> {
  if (!line) return { lineMenuItemId: '', lineName: '', lineSize: '', lineQuantity: '', lineUnitPrice: '', lineAddOns: '', lineTotal: '' };
  return {
    lineMenuItemId: line.menuItemId,
    lineName: line.name,
    lineSize: line.size,
    lineQuantity: String(line.quantity),
    lineUnitPrice: amount(line.pricePerItem),
    lineAddOns: line.extras.map((extra) => extra.name ?? '').join('; '),
    lineTotal: amount(line.pricePerItem * line.quantity),
  };
}

/** One row per line; an order without lines (none is placed so, but history is kept as it is) still gets its row. */
function rowsOf(order: ExportedOrder): Row[] {
  const lines: Array<Line | undefined> = order.items.length > 0 ? [...order.items] : [undefined];
  return lines.map((line) => defuseCells({ ...orderCells(order), ...lineCells(line) }));
}

/**
 * Streams the orders of a range of Budapest days as CSV into `out` (docs/product/reports.md#exports):
 * RFC 4180, UTF-8 with a byte order mark (Hungarian Excel reads the accents right), a header row of
 * ORDERS_CSV_COLUMNS, then one row per order line with the order's fields repeated. Amounts are
 * integers; times are Budapest time with their offset, so the autumn change's two 02:30s stay apart.
 */
export async function writeOrdersCsv(range: ReportRangeQuery, out: NodeJS.WritableStream): Promise<void> {
  const toRows = new Transform({
    objectMode: true,
    transform(order: ExportedOrder, _encoding, done) {
      for (const row of rowsOf(order)) this.push(row);
      done();
    },
  });
  await pipeline(
    Readable.from(ordersOf(range)),
    toRows,
    stringify({ header: true, columns: [...ORDERS_CSV_COLUMNS], bom: true, record_delimiter: 'windows' }),
    out,
  );
}
