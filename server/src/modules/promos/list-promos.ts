import type { PromoCode } from '@pizza/shared';

import { PromoCodeModel } from './promo-code.model';
import { type StoredPromo, toPromoDto } from './promo-view';

/** The board's list, newest first; the customers' personal loyalty rewards only when asked for. */
export async function listPromos({ personal }: { personal: boolean }): Promise<PromoCode[]> {
  const filter = personal ? {} : { personalUserId: { $exists: false } };
  const records = await PromoCodeModel.find(filter).sort({ createdAt: -1, _id: -1 }).lean<StoredPromo[]>();
  return records.map(toPromoDto);
}
