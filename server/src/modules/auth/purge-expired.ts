import { retentionCutoff } from '../../lib/retention-cutoff';
import { OneTimeCodeModel } from './one-time-code.model';
import { ResetTokenModel } from './reset-token.model';

/*
 * The retention job's part of this module (docs/product/legal.md#retention). Both collections also
 * have TTL indexes on expiresAt; these deletes are the guarantee where TTL runs late or not at all,
 * and they catch what TTL cannot see: a reset token used long before it would have expired.
 */

/** Deletes the reset tokens used or expired more than RETENTION_DAYS.resetTokens ago; how many went. */
export async function purgeResetTokens(now: Date): Promise<number> {
  const before = retentionCutoff('resetTokens', now);
  const result = await ResetTokenModel.deleteMany({ $or: [{ usedAt: { $lte: before } }, { expiresAt: { $lte: before } }] });
  return result.deletedCount;
}

/** Deletes the staff sign-in codes expired more than RETENTION_DAYS.oneTimeCodes ago (a used code is deleted on use); how many went. */
export async function purgeOneTimeCodes(now: Date): Promise<number> {
  const result = await OneTimeCodeModel.deleteMany({ expiresAt: { $lte: retentionCutoff('oneTimeCodes', now) } });
  return result.deletedCount;
}
