import type { PromoCode, PromoCreateRequest, PromoRules } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { EventLog } from '../../platform';
import type { AuditActor } from '../audit';
import { createCreatePromo } from './create-promo';
import { listPromos } from './list-promos';
import { createUpdatePromo } from './update-promo';

/** Staff's use cases of the board's Promo codes page. */
export interface PromoAdmin {
  list(options: { personal: boolean }): Promise<PromoCode[]>;
  create(actor: AuditActor, request: PromoCreateRequest): Promise<PromoCode>;
  update(actor: AuditActor, promoId: string, rules: PromoRules): Promise<PromoCode>;
}

export function createPromoAdmin(deps: { events: Pick<EventLog, 'transaction'>; clock: Clock }): PromoAdmin {
  return { list: listPromos, create: createCreatePromo(deps), update: createUpdatePromo(deps) };
}
