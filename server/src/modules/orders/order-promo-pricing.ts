import { AppError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { Basket } from './order-basket';
import { type PriceBreakdown, withPromo } from './order-pricing';
import type { OrderPromos } from './order-promos';
import { OrderModel } from './orders.model';

export interface PromoPricing {
  code: string;
  /** The request's address, for the attempt limit of refused codes. */
  ip?: string;
  now: Date;
  /** At placing: a code that stopped applying since the quote places nothing, 409 instead of the quote's 422. */
  placing?: boolean;
}

/** The customer's placed orders, cancelled ones not counted (a code for first orders asks). */
function priorOrders(userId: string): Promise<number> {
  return OrderModel.countDocuments({ userId, status: { $nin: ['PENDING', 'CANCELLED'] } });
}

/**
 * The basket's breakdown with the customer's code priced on it (docs/product/promo-codes.md#at-checkout):
 * the lines as a code sees them, the fees, and the customer's earlier orders, judged by the promos module.
 */
export async function pricePromo(
  promos: Pick<OrderPromos, 'price'>,
  user: AuthUser,
  basket: Pick<Basket, 'lines' | 'breakdown'>,
  orderType: Parameters<OrderPromos['price']>[0]['orderType'],
  pricing: PromoPricing,
): Promise<PriceBreakdown> {
  const { breakdown } = basket;
  try {
    const priced = await promos.price({
      code: pricing.code,
      userId: user.id,
      orderType,
      lines: basket.lines.map((line) => ({ menuItemId: line.menuItem.id, category: line.menuItem.category, totalPrice: line.totalPrice })),
      fees: { bottleDepositFee: breakdown.bottleDepositFee, serviceFee: breakdown.serviceFee, deliveryFee: breakdown.deliveryFee },
      now: pricing.now,
      priorOrders: await priorOrders(user.id),
      ...(pricing.ip ? { ip: pricing.ip } : {}),
    });
    return withPromo(breakdown, priced);
  } catch (err) {
    if (pricing.placing && err instanceof AppError && err.code === 'PROMO_REFUSED' && err.status === 422) {
      throw new AppError(409, 'PROMO_REFUSED', { id: err.messageId, params: err.params ?? {} }, err.details);
    }
    throw err;
  }
}
