import type { PromoCode, PromoRules } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import { PromoCodeModel } from './promo-code.model';
import { PROMO_ADMIN_MESSAGES } from './promo-messages';
import { rulesOf, type StoredPromo, storedRules, toPromoDto } from './promo-view';

export interface UpdatePromoDeps {
  events: Pick<EventLog, 'transaction'>;
  clock: Clock;
}

/**
 * New rules for a code (the code itself and its uses stay), audited as promo.updated with the rules
 * before and after. Lowering totalUses below `used` takes nothing back: the code is simply used up.
 */
export function createUpdatePromo({ events, clock }: UpdatePromoDeps) {
  return async function updatePromo(actor: AuditActor, promoId: string, rules: PromoRules): Promise<PromoCode> {
    const now = clock.now();
    const updated = await events.transaction(async (session) => {
      const before = await PromoCodeModel.findOneAndUpdate(
        { _id: promoId },
        { $set: { rules: storedRules(rules) } },
        { session, returnDocument: 'before' },
      ).lean<StoredPromo>();
      if (!before) throw notFound(PROMO_ADMIN_MESSAGES.notFound);
      await recordAudit(session, {
        action: 'promo.updated',
        actor,
        at: now,
        subject: promoId,
        before: { rules: rulesOf(before) },
        after: { rules },
      });
      return (await PromoCodeModel.findById(promoId, null, { session }).lean<StoredPromo>())!;
    });
    return toPromoDto(updated);
  };
}
