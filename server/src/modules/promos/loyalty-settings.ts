import { DEFAULT_LOYALTY_SETTINGS, type LoyaltySettings, loyaltySettingsSchema } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { type AuditActor, recordAudit } from '../audit';
import { LOYALTY_SETTINGS_ID, LoyaltySettingsModel } from './loyalty-settings.model';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings in force: the stored ones, or the defaults (off) while none (or nothing valid) is stored. */
export async function loyaltySettings(session?: ClientSession): Promise<LoyaltySettings> {
  const stored = await LoyaltySettingsModel.findById(LOYALTY_SETTINGS_ID, { _id: 0 }, { session }).lean();
  const parsed = loyaltySettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_LOYALTY_SETTINGS;
}

/**
 * Replaces the settings (validated by loyaltySettingsSchema) with the audit entry `loyalty.saved`
 * of the fields that changed, in one transaction (docs/product/audit-log.md).
 */
export function createLoyaltySettings({ clock }: { clock: Clock }) {
  async function put(actor: AuditActor, settings: LoyaltySettings): Promise<LoyaltySettings> {
    const now = clock.now();
    await inTransaction(async (session) => {
      const previous = await loyaltySettings(session);
      await LoyaltySettingsModel.replaceOne(
        { _id: LOYALTY_SETTINGS_ID },
        { _id: LOYALTY_SETTINGS_ID, ...settings },
        { session, upsert: true },
      );
      const changed = (Object.keys(settings) as Array<keyof LoyaltySettings>).filter((key) => !sameValue(previous[key], settings[key]));
      await recordAudit(session, {
        action: 'loyalty.saved',
        actor,
        at: now,
        before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
        after: Object.fromEntries(changed.map((key) => [key, settings[key]])),
      });
    });
    return settings;
  }

  return { get: () => loyaltySettings(), put };
}

export type LoyaltySettingsService = ReturnType<typeof createLoyaltySettings>;
