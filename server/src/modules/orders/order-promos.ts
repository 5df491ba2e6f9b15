import type { OrderType, PromoFees, PromoLine } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

/*
 * What the orders module asks of promo codes and loyalty (the promos module implements it; the
 * composition root hands it in). Orders count what only they know (a customer's earlier and
 * finished orders); the promos module keeps the codes, their uses and the rewards
 * (docs/product/promo-codes.md).
 */

export interface PromoPriceRequest {
  /** As the customer typed it (normalised by the promos module). */
  code: string;
  userId: string;
  orderType: OrderType;
  lines: readonly PromoLine[];
  fees: PromoFees;
  now: Date;
  /** The customer's orders placed before, cancelled ones not counted. */
  priorOrders: number;
  /** Who asks, for the attempt limit of refused codes (the request's address). */
  ip?: string;
}

export interface PricedPromo {
  promoId: string;
  /** Normalised (upper-case). */
  code: string;
  discount: number;
  /** A loyalty reward: the customer's own code. */
  personal?: boolean;
}

export interface FinishedOrder {
  userId: string;
  orderId: string;
  orderSequence: string;
}

/** The customer's finished orders (delivered or picked up), counted in the finishing transaction. */
export interface FinishedStats {
  finished: number;
  /** The average item subtotal of those orders, in forint. */
  averageItems: number;
}

export interface OrderPromos {
  /** Judges the code for this basket: its discount, or AppError 422 PROMO_REFUSED (429 PROMO_ATTEMPTS past the attempt limit). */
  price(request: PromoPriceRequest): Promise<PricedPromo>;
  /** In the placing transaction: takes one use of the code for this order (conditional), or AppError 409 PROMO_REFUSED. */
  redeem(session: ClientSession, use: { promoId: string; code: string; userId: string; orderId: string }): Promise<void>;
  /** In a cancel's transaction: gives the order's use back (an order without a code: nothing). */
  giveBack(session: ClientSession, orderId: string): Promise<void>;
  /** In the transaction that finishes an order (DELIVERED, COMPLETED): loyalty may grant its customer a reward. */
  orderFinished(session: ClientSession, order: FinishedOrder, stats: () => Promise<FinishedStats>): Promise<void>;
}
