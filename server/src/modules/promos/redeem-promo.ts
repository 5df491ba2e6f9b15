import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { customerUsesId, promoRefused } from './price-promo';
import { PromoCodeModel } from './promo-code.model';
import { PromoCustomerUsesModel } from './promo-customer-uses.model';
import { PromoRedemptionModel } from './promo-redemption.model';
import type { StoredPromo } from './promo-view';

export interface PromoUse {
  promoId: string;
  code: string;
  userId: string;
  orderId: string;
}

/**
 * Takes one use inside the placing transaction (docs/product/promo-codes.md#uses-are-exact): the
 * code's `used` rises only while it is active and below totalUses, the customer's only while below
 * usesPerCustomer. A miss throws 409 PROMO_REFUSED, which aborts the placing: nothing is placed.
 */
export function createRedeemPromo({ clock }: { clock: Clock }) {
  return async function redeem(session: ClientSession, use: PromoUse): Promise<void> {
    const taken = await PromoCodeModel.findOneAndUpdate(
      {
        _id: use.promoId,
        'rules.active': true,
        $or: [{ 'rules.totalUses': null }, { $expr: { $lt: ['$used', '$rules.totalUses'] } }],
      },
      { $inc: { used: 1 } },
      { session, returnDocument: 'after' },
    ).lean<StoredPromo>();
    if (!taken) {
      const now = await PromoCodeModel.findById(use.promoId, { rules: 1 }, { session }).lean<StoredPromo>();
      throw promoRefused(now?.rules?.active === false ? 'inactive' : 'usedUp', { code: use.code }, 409);
    }
    const perCustomer = taken.rules?.usesPerCustomer;
    const _id = customerUsesId(use.promoId, use.userId);
    if (typeof perCustomer === 'number') {
      const mine = await PromoCustomerUsesModel.updateOne({ _id, uses: { $lt: perCustomer } }, { $inc: { uses: 1 } }, { session });
      if (mine.modifiedCount === 0) throw promoRefused('usedByYou', { code: use.code }, 409);
    } else {
      await PromoCustomerUsesModel.updateOne({ _id }, { $inc: { uses: 1 } }, { session, upsert: true });
    }
    await PromoRedemptionModel.create(
      [{ orderId: use.orderId, promoId: use.promoId, code: use.code, userId: use.userId, at: clock.now() }],
      { session },
    );
  };
}
