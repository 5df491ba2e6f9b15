/*
 * TEMP until the reports merge: stand-ins for the orders module's salesReport and writeOrdersCsv
 * (shared/src/schemas/reports.ts), so the daily close mail can be built and tested on this branch.
 * They read the orders collection by name (no model import) and compute in memory; the lead
 * replaces them with the real functions in composition.ts and deletes this file.
 */
import { budapestInstant, ORDERS_CSV_COLUMNS, type ReportRangeQuery, type SalesReport } from '@pizza/shared';
import mongoose from 'mongoose';

interface StoredOrder {
  orderId: string;
  status: string;
  orderType: 'PICKUP' | 'DELIVERY';
  paymentMethod?: 'CASH' | 'CARD';
  placedAt: Date;
  orderSequence?: number;
  customer: { name?: string; phone?: string };
  totalCartAmount: number;
  deliveryFee: number;
  serviceFee: number;
  bottleDepositFee: number;
  totalPrice: number;
  items: Array<{
    menuItemId: string;
    name: string;
    size: string;
    quantity: number;
    pricePerItem: number;
    extras: Array<{ name: string }>;
    translations?: { hu?: { name?: string } };
  }>;
  statusHistory: Array<{ status: string; by: string }>;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function ordersOf(range: ReportRangeQuery): Promise<StoredOrder[]> {
  const placedAt = { $gte: budapestInstant(range.from, '00:00'), $lt: budapestInstant(nextDay(range.to), '00:00') };
  return mongoose.connection.collection<StoredOrder>('orders').find({ placedAt }).sort({ placedAt: 1 }).toArray();
}

const slice = () => ({ orders: 0, revenue: 0 });

/** TEMP until the reports merge. */
export async function standInSalesReport(range: ReportRangeQuery): Promise<SalesReport> {
  const orders = await ordersOf(range);
  const sales = orders.filter((order) => order.status !== 'CANCELLED');
  const sum = (pick: (order: StoredOrder) => number) => sales.reduce((total, order) => total + pick(order), 0);
  const byService = { PICKUP: slice(), DELIVERY: slice() };
  const byPayment = { CASH: slice(), CARD: slice() };
  const dishes = new Map<string, { id: string; name: string; nameHu?: string; size: string; quantity: number; revenue: number }>();
  for (const order of sales) {
    byService[order.orderType].orders += 1;
    byService[order.orderType].revenue += order.totalPrice;
    const payment = byPayment[order.paymentMethod ?? 'CASH'];
    payment.orders += 1;
    payment.revenue += order.totalPrice;
    for (const item of order.items) {
      const dish = dishes.get(item.menuItemId) ?? {
        id: item.menuItemId,
        name: item.name,
        nameHu: item.translations?.hu?.name,
        size: item.size,
        quantity: 0,
        revenue: 0,
      };
      dish.quantity += item.quantity;
      dish.revenue += item.quantity * item.pricePerItem;
      dishes.set(item.menuItemId, dish);
    }
  }
  let rejected = 0;
  let cancelled = 0;
  let autoCancelled = 0;
  for (const order of orders.filter(({ status }) => status === 'CANCELLED')) {
    const history = order.statusHistory;
    const last = history[history.length - 1];
    if (last?.by === 'system') autoCancelled += 1;
    else if (history[history.length - 2]?.status === 'PLACED') rejected += 1;
    else cancelled += 1;
  }
  const total = sum((order) => order.totalPrice);
  const top = [...dishes.values()].map(({ nameHu, ...dish }) => ({ ...dish, ...(nameHu ? { nameHu } : {}) }));
  return {
    from: range.from,
    to: range.to,
    timeZone: 'Europe/Budapest',
    revenue: {
      total,
      items: sum((order) => order.totalCartAmount),
      deliveryFees: sum((order) => order.deliveryFee),
      serviceFees: sum((order) => order.serviceFee),
      bottleDeposits: sum((order) => order.bottleDepositFee),
    },
    orders: sales.length,
    averageBasket: sales.length ? Math.round(total / sales.length) : 0,
    byService,
    byPayment,
    byHour: [],
    byDay: [],
    heatmap: [],
    bestSellers: {
      dishesByQuantity: [...top].sort((a, b) => b.quantity - a.quantity).slice(0, 20),
      dishesByRevenue: [...top].sort((a, b) => b.revenue - a.revenue).slice(0, 20),
      addOnsByQuantity: [],
      addOnsByRevenue: [],
    },
    operations: {
      placed: orders.length,
      etaHeld: { held: 0, measured: 0 },
      rejected,
      cancelled,
      autoCancelled,
      pausedMinutes: 0,
      busyMinutes: 0,
    },
    customers: { new: 0, returning: 0, ordersPerCustomer: 0 },
  };
}

const cell = (value: unknown) => {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** TEMP until the reports merge. */
export async function standInWriteOrdersCsv(range: ReportRangeQuery, out: NodeJS.WritableStream): Promise<void> {
  const rows: string[] = [ORDERS_CSV_COLUMNS.join(',')];
  for (const order of await ordersOf(range)) {
    for (const line of order.items) {
      const values: Record<(typeof ORDERS_CSV_COLUMNS)[number], unknown> = {
        orderNumber: order.orderSequence,
        orderId: order.orderId,
        placedAt: order.placedAt.toISOString(),
        status: order.status,
        service: order.orderType,
        payment: order.paymentMethod,
        customerName: order.customer.name,
        customerPhone: order.customer.phone,
        itemsTotal: order.totalCartAmount,
        deliveryFee: order.deliveryFee,
        serviceFee: order.serviceFee,
        bottleDeposit: order.bottleDepositFee,
        orderTotal: order.totalPrice,
        lineMenuItemId: line.menuItemId,
        lineName: line.name,
        lineSize: line.size,
        lineQuantity: line.quantity,
        lineUnitPrice: line.pricePerItem,
        lineAddOns: line.extras.map((extra) => extra.name).join('; '),
        lineTotal: line.pricePerItem * line.quantity,
      };
      rows.push(ORDERS_CSV_COLUMNS.map((column) => cell(values[column])).join(','));
    }
  }
  out.write(`\uFEFF${rows.join('\r\n')}\r\n`);
}
