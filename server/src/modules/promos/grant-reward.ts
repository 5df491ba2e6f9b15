import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import type { FinishedOrder, FinishedStats } from '../orders';
import { generatePromoCode } from './generate-code';
import { loyaltySettings } from './loyalty-settings';
import { PromoCodeModel } from './promo-code.model';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A generated code meeting an existing one is a 1 in 10^14 event; a few draws are plenty. */
const CODE_ATTEMPTS = 5;

/** The average basket as a reward: rounded to 10 Ft, at least 10 Ft. */
export function averageReward(averageItems: number): number {
  return Math.max(10, Math.round(averageItems / 10) * 10);
}

/**
 * The loyalty reward (docs/product/promo-codes.md#loyalty-reward): the OrderPromos port's
 * `orderFinished`, inside the transaction that moves an order to DELIVERED or COMPLETED. When loyalty
 * is on and this is the customer's N-th, 2N-th, … finished order, they get a personal one-time code:
 * a fixed amount (the set one, or their average basket) off the whole order, valid for `validDays`.
 *
 * Inside a transaction a duplicate-key error aborts the whole transaction (the status change too),
 * so this looks before it writes: an order that already earned its reward earns nothing more, and a
 * generated code already taken is drawn again. The unique indexes stay the last word.
 */
export function createGrantReward({ clock }: { clock: Clock }) {
  return async function grantReward(session: ClientSession, order: FinishedOrder, stats: () => Promise<FinishedStats>): Promise<void> {
    const settings = await loyaltySettings(session);
    if (!settings.enabled) return;
    const { finished, averageItems } = await stats();
    if (finished === 0 || finished % settings.every !== 0) return;
    if (await PromoCodeModel.exists({ earnedByOrderId: order.orderId }).session(session)) return;
    let code = generatePromoCode();
    for (let attempt = 1; attempt < CODE_ATTEMPTS && (await PromoCodeModel.exists({ code }).session(session)); attempt++) {
      code = generatePromoCode();
    }
    const now = clock.now();
    const amount = settings.reward === 'fixed' ? settings.amount : averageReward(averageItems);
    await PromoCodeModel.create(
      [
        {
          code,
          rules: {
            description: 'Loyalty reward',
            kind: 'fixed',
            amount,
            minSubtotal: 0,
            validUntil: new Date(now.getTime() + settings.validDays * DAY_MS),
            windows: [],
            service: 'ANY',
            firstOrderOnly: false,
            categories: [],
            menuItemIds: [],
            discountsFees: false,
            totalUses: 1,
            usesPerCustomer: 1,
            active: true,
          },
          used: 0,
          personalUserId: order.userId,
          earnedByOrderId: order.orderId,
          earnedByOrderSequence: order.orderSequence,
          createdAt: now,
        },
      ],
      { session },
    );
  };
}
