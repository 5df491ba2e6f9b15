import { BOTTLE_DEPOSIT_CATEGORY, budapestHour, DELIVERY_FEE_SWITCH_HOUR, type OrderType } from '@pizza/shared';

import type { PricedLine } from '../cart';
import type { RestaurantRecord } from '../restaurant';

/** A promo code as the order keeps it: the discount line, and the code's id for its use (docs/product/promo-codes.md). */
export interface OrderPromo {
  promoId: string;
  code: string;
  discount: number;
  /** A loyalty reward: the customer's own code. */
  personal?: boolean;
}

/** The money of a quote and of an order: every fee is a line, nothing hidden; a code's discount is off the total. */
export interface PriceBreakdown {
  totalCartAmount: number;
  bottleDepositFee: number;
  serviceFee: number;
  deliveryFee: number;
  promo?: OrderPromo;
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

/** The breakdown with a code's discount taken off the total (the judge never gives more than there is). */
export function withPromo(breakdown: PriceBreakdown, promo: OrderPromo): PriceBreakdown {
  return { ...breakdown, promo, totalPrice: Math.max(0, breakdown.totalPrice - promo.discount) };
}

const MONEY_FIELDS = ['totalCartAmount', 'bottleDepositFee', 'serviceFee', 'deliveryFee', 'totalPrice'] as const;

/** The same money: every line, and the same code with the same discount (or no code on both). */
export function sameBreakdown(
  a: PriceBreakdown,
  b: Pick<PriceBreakdown, (typeof MONEY_FIELDS)[number]> & { promo?: Pick<OrderPromo, 'code' | 'discount'> | null },
): boolean {
  const samePromo = (a.promo?.code ?? null) === (b.promo?.code ?? null) && (a.promo?.discount ?? 0) === (b.promo?.discount ?? 0);
  return samePromo && MONEY_FIELDS.every((key) => a[key] === b[key]);
}

/** A draft's $set and $unset for a breakdown: a breakdown without a code takes the draft's code off. */
export function breakdownUpdate(breakdown: PriceBreakdown): { $set: PriceBreakdown; $unset: Record<string, 1> } {
  return { $set: breakdown, $unset: breakdown.promo ? {} : { promo: 1 } };
}
