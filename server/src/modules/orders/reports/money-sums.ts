import type { MoneyRow } from './day-figures';

/** The money of some days' rows: sales, their parts, services, payments, and the cancelled. */
export interface SalesSums {
  orders: number;
  revenue: number;
  items: number;
  deliveryFees: number;
  serviceFees: number;
  bottleDeposits: number;
  /** Forint off by promo codes (revenue is already after them). */
  discounts: number;
  pickupOrders: number;
  pickupRevenue: number;
  deliveryOrders: number;
  deliveryRevenue: number;
  cashOrders: number;
  cashRevenue: number;
  cardOrders: number;
  cardRevenue: number;
  /** Placed and cancelled, whoever cancelled. */
  cancelled: number;
  /** Placed: sales and cancelled. */
  placed: number;
}

/**
 * Adds up money rows the database summed per day, hour, service, payment and sale (day-figures.ts):
 * a few hundred rows a month, the sales report's and the summary export's one way to the totals.
 */
export function sumMoney(rows: readonly MoneyRow[]): SalesSums {
  const sums: SalesSums = {
    orders: 0,
    revenue: 0,
    items: 0,
    deliveryFees: 0,
    serviceFees: 0,
    bottleDeposits: 0,
    discounts: 0,
    pickupOrders: 0,
    pickupRevenue: 0,
    deliveryOrders: 0,
    deliveryRevenue: 0,
    cashOrders: 0,
    cashRevenue: 0,
    cardOrders: 0,
    cardRevenue: 0,
    cancelled: 0,
    placed: 0,
  };
  for (const row of rows) {
    sums.placed += row.orders;
    if (!row.sale) {
      sums.cancelled += row.orders;
      continue;
    }
    sums.orders += row.orders;
    sums.revenue += row.revenue;
    sums.items += row.items;
    sums.deliveryFees += row.deliveryFees;
    sums.serviceFees += row.serviceFees;
    sums.bottleDeposits += row.bottleDeposits;
    sums.discounts += row.discounts;
    if (row.service === 'PICKUP') {
      sums.pickupOrders += row.orders;
      sums.pickupRevenue += row.revenue;
    } else {
      sums.deliveryOrders += row.orders;
      sums.deliveryRevenue += row.revenue;
    }
    if (row.payment === 'CASH') {
      sums.cashOrders += row.orders;
      sums.cashRevenue += row.revenue;
    } else if (row.payment === 'CARD') {
      sums.cardOrders += row.orders;
      sums.cardRevenue += row.revenue;
    }
  }
  return sums;
}
