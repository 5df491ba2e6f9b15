import { judgePromo, type MessageParams, normalizePromoCode, PROMO_MESSAGES, type PromoRefusal } from '@pizza/shared';

import { AppError, msg } from '../../lib/errors';
import type { PricedPromo, PromoPriceRequest } from '../orders';
import { attemptKeys, type PromoAttempts } from './promo-attempts';
import { PromoCodeModel } from './promo-code.model';
import { PromoCustomerUsesModel } from './promo-customer-uses.model';
import { rulesOf, type StoredPromo } from './promo-view';

/** 422 PROMO_REFUSED with the refusal's sentence in the reader's language (docs/product/promo-codes.md#at-checkout). */
export function promoRefused(refusal: PromoRefusal, params: MessageParams & { code: string }, status = 422): AppError {
  return new AppError(status, 'PROMO_REFUSED', msg(PROMO_MESSAGES[refusal], params), { code: params.code, refusal });
}

export const customerUsesId = (promoId: string, userId: string) => `${promoId}:${userId}`;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * The customer's uses of the code, its counter made with 0 when missing: the placing transaction's
 * conditional increment needs it to exist (as a slot's booking, orders/order-slots.ts).
 */
async function customerUses(promoId: string, userId: string): Promise<number> {
  const _id = customerUsesId(promoId, userId);
  try {
    const doc = await PromoCustomerUsesModel.findOneAndUpdate(
      { _id },
      { $setOnInsert: { uses: 0 } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    return doc?.uses ?? 0;
  } catch (err) {
    // Two quotes at once made it: the other's is as good.
    if (!isDuplicateKey(err)) throw err;
    return (await PromoCustomerUsesModel.findById(_id).lean())?.uses ?? 0;
  }
}

/**
 * Judges a code for a basket: unknown (or someone else's reward), else the shared judge with the
 * uses counted now. Refused checks count towards the attempt limit; a code that applies does not.
 */
export function createPricePromo({ attempts }: { attempts: PromoAttempts }) {
  return async function price(request: PromoPriceRequest): Promise<PricedPromo> {
    const code = normalizePromoCode(request.code);
    const keys = attemptKeys(request.userId, request.ip);
    await attempts.assertAllowed(keys);
    const refuse = async (refusal: PromoRefusal, params: MessageParams & { code: string }) => {
      await attempts.refused(keys);
      return promoRefused(refusal, params);
    };
    const promo = await PromoCodeModel.findOne({ code }).lean<StoredPromo>();
    if (!promo || (promo.personalUserId && String(promo.personalUserId) !== request.userId)) throw await refuse('unknown', { code });
    const promoId = String(promo._id);
    const verdict = judgePromo(code, rulesOf(promo), {
      lines: request.lines,
      orderType: request.orderType,
      fees: request.fees,
      now: request.now,
      priorOrders: request.priorOrders,
      used: promo.used,
      usedByCustomer: await customerUses(promoId, request.userId),
    });
    if (!verdict.ok) throw await refuse(verdict.refusal, { ...verdict.params, code });
    return { promoId, code, discount: verdict.discount, ...(promo.personalUserId ? { personal: true } : {}) };
  };
}
