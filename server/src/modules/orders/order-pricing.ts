import { BOTTLE_DEPOSIT_CATEGORY, budapestHour, DELIVERY_FEE_SWITCH_HOUR, type OrderType } from '@pizza/shared';

import type { PricedLine } from '../cart';
import type { RestaurantRecord } from '../restaurant';

/** The money of a quote and of an order: every fee is a line, nothing hidden. */
export interface PriceBreakdown {
  totalCartAmount: number;
  bottleDepositFee: number;
  serviceFee: number;
  deliveryFee: number;
  totalPrice: number;
}

export type FeeRules = Pick<RestaurantRecord, 'serviceFee' | 'bottleDepositPerDrink' | 'deliveryFeeBeforeNoon' | 'deliveryFeeFromNoon'>;

/** Delivery costs more before noon in Budapest (the original's rule); pickup never pays it. */
export function deliveryFee(orderType: OrderType, at: Date, fees: FeeRules): number {
  if (orderType === 'PICKUP') return 0;
  return budapestHour(at) < DELIVERY_FEE_SWITCH_HOUR ? fees.deliveryFeeBeforeNoon : fees.deliveryFeeFromNoon;
}

/**
 * items = sum of the priced cart lines; deposit per drink unit; a flat service fee; the delivery
 * fee of the hour; total = their sum (no packaging fee: the original charged one it never showed).
 */
export function priceOrder(lines: readonly PricedLine[], orderType: OrderType, at: Date, fees: FeeRules): PriceBreakdown {
  const totalCartAmount = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const drinks = lines.filter((line) => line.menuItem.category === BOTTLE_DEPOSIT_CATEGORY).reduce((sum, line) => sum + line.quantity, 0);
  const bottleDepositFee = drinks * fees.bottleDepositPerDrink;
  const serviceFee = fees.serviceFee;
  const delivery = deliveryFee(orderType, at, fees);
  return {
    totalCartAmount,
    bottleDepositFee,
    serviceFee,
    deliveryFee: delivery,
    totalPrice: totalCartAmount + bottleDepositFee + serviceFee + delivery,
  };
}

export function sameBreakdown(a: PriceBreakdown, b: PriceBreakdown): boolean {
  return (Object.keys(a) as Array<keyof PriceBreakdown>).every((key) => a[key] === b[key]);
}
