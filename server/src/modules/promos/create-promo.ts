import type { PromoCode, PromoCreateRequest } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { AppError, msg } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import { generatePromoCode } from './generate-code';
import { PromoCodeModel } from './promo-code.model';
import { PROMO_ADMIN_MESSAGES } from './promo-messages';
import { type StoredPromo, storedRules, toPromoDto } from './promo-view';

export interface CreatePromoDeps {
  events: Pick<EventLog, 'transaction'>;
  clock: Clock;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;
/** A generated code meeting an existing one is drawn again; with ~49 bits a second clash is already absurd. */
const GENERATE_ATTEMPTS = 5;

/**
 * Staff make a code: theirs (taken: 409 PROMO_CODE_TAKEN) or a generated one, audited as
 * promo.created in the same transaction (docs/product/promo-codes.md).
 */
export function createCreatePromo({ events, clock }: CreatePromoDeps) {
  async function insert(actor: AuditActor, code: string, request: PromoCreateRequest): Promise<StoredPromo> {
    const now = clock.now();
    return events.transaction(async (session) => {
      const [created] = await PromoCodeModel.create([{ code, rules: storedRules(request.rules), used: 0, createdAt: now }], { session });
      const record = created!.toObject() as StoredPromo;
      await recordAudit(session, {
        action: 'promo.created',
        actor,
        at: now,
        subject: String(record._id),
        after: { code, rules: request.rules },
      });
      return record;
    });
  }

  return async function createPromo(actor: AuditActor, request: PromoCreateRequest): Promise<PromoCode> {
    if (request.code) {
      try {
        return toPromoDto(await insert(actor, request.code, request));
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError(409, 'PROMO_CODE_TAKEN', msg(PROMO_ADMIN_MESSAGES.codeTaken, { code: request.code }));
        throw err;
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return toPromoDto(await insert(actor, generatePromoCode(), request));
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= GENERATE_ATTEMPTS) throw err;
      }
    }
  };
}
