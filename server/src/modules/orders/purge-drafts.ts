import { DRAFT_STATUS } from '@pizza/shared';

import { OrderModel } from './orders.model';

/**
 * Deletes the checkout drafts nobody placed whose lifetime (RETENTION_DAYS.drafts, a day after the
 * last quote) has ended (docs/product/legal.md#retention). The TTL index does the same on MongoDB;
 * this is the guarantee where TTL runs late or not at all. A placed order has no draftExpiresAt, and
 * the status is part of the filter, so no placed order can match. Returns how many went.
 */
export async function purgeExpiredDrafts(now: Date): Promise<number> {
  const result = await OrderModel.deleteMany({ status: DRAFT_STATUS, draftExpiresAt: { $lte: now } });
  return result.deletedCount;
}
