import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { customerUsesId } from './price-promo';
import { PromoCodeModel } from './promo-code.model';
import { PromoCustomerUsesModel } from './promo-customer-uses.model';
import { PromoRedemptionModel } from './promo-redemption.model';

/**
 * In a cancel's transaction (rejected, cancelled by staff, automatically or by the customer): the
 * order's use goes back to the code and to its customer. Once only: the redemption is marked.
 */
export function createGiveBack({ clock }: { clock: Clock }) {
  return async function giveBack(session: ClientSession, orderId: string): Promise<void> {
    const redemption = await PromoRedemptionModel.findOneAndUpdate(
      { orderId, givenBackAt: null },
      { $set: { givenBackAt: clock.now() } },
      { session },
    ).lean();
    if (!redemption) return;
    const promoId = String(redemption.promoId);
    await PromoCodeModel.updateOne({ _id: promoId, used: { $gt: 0 } }, { $inc: { used: -1 } }, { session });
    await PromoCustomerUsesModel.updateOne(
      { _id: customerUsesId(promoId, String(redemption.userId)), uses: { $gt: 0 } },
      { $inc: { uses: -1 } },
      { session },
    );
  };
}
