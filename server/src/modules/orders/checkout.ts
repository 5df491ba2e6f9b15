import { randomUUID } from 'node:crypto';

import { type CheckoutQuote, type OrderType, RETENTION_DAYS } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import { type BasketDeps, prepareBasket } from './order-basket';
import { breakdownUpdate } from './order-pricing';
import { pricePromo } from './order-promo-pricing';
import type { OrderPromos } from './order-promos';
import { customerOf, type StoredOrder, toQuote } from './order-view';
import { OrderModel } from './orders.model';
import { notePriceChanges, withPriceChanges } from './price-change-notes';

/** A draft nobody touched for this long is removed (its TTL index, and the retention job: docs/product/legal.md#retention); every checkout starts the clock again. */
export const DRAFT_LIFETIME_MS = RETENTION_DAYS.drafts * 24 * 60 * 60 * 1000;

export interface CheckoutDeps extends BasketDeps {
  clock: Clock;
  cart: Pick<CartService, 'priceFor' | 'markPricesSeen'>;
  promos: Pick<OrderPromos, 'price'>;
}

export interface CheckoutOptions {
  /** An order for later: the quote is for this slot. */
  scheduledFor?: Date;
  /** The code the customer entered (any case); absent: no code, and a code of an earlier quote comes off. */
  promoCode?: string;
  /** The request's address (the attempt limit of refused codes). */
  ip?: string;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * The customer checks out (delivery or pickup): the basket passes the same rules as placing it
 * (order-basket.ts), and their single PENDING draft is created or refreshed with its price quote.
 * With `scheduledFor` the quote is for that slot of ordering for later: it must be offered now, the
 * shop need not be open. Placing the draft is place-order.ts.
 */
export function createCheckout(deps: CheckoutDeps) {
  return async function checkout(user: AuthUser, orderType: OrderType, options: CheckoutOptions = {}): Promise<CheckoutQuote> {
    const { scheduledFor, promoCode, ip } = options;
    const now = deps.clock.now();
    const basket = await prepareBasket(deps, user.id, orderType, now, { scheduledFor });
    const { driveMinutes, unseen } = basket;
    // The minimum order was checked on the dishes before any discount (prepareBasket).
    const breakdown = promoCode ? await pricePromo(deps.promos, user, basket, orderType, { code: promoCode, ip, now }) : basket.breakdown;
    const money = breakdownUpdate(breakdown);
    const noted = await OrderModel.findOne({ userId: user.id, status: 'PENDING' }, { priceChanges: 1 }).lean<StoredOrder>();
    const priceChanges = notePriceChanges(noted, basket);
    const update = {
      $set: {
        orderType,
        ...money.$set,
        customer: customerOf(user),
        priceChanges,
        draftExpiresAt: new Date(now.getTime() + DRAFT_LIFETIME_MS),
      },
      $setOnInsert: { orderId: randomUUID(), items: [], statusHistory: [] },
      ...(Object.keys(money.$unset).length > 0 ? { $unset: money.$unset } : {}),
    };
    // Two tabs checking out at once: the unique draft index lets one insert, the other then updates it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const draft = await OrderModel.findOneAndUpdate({ userId: user.id, status: 'PENDING' }, update, {
          upsert: true,
          returnDocument: 'after',
          lean: true,
        });
        // The checkout page shows the changes before the order button: from now on they are seen,
        // and the draft keeps telling them (docs/product/menu.md#prices-change-honestly).
        await deps.cart.markPricesSeen(user.id, unseen);
        return { ...toQuote(draft!, driveMinutes), ...withPriceChanges(priceChanges) };
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= 2) throw err;
      }
    }
  };
}
