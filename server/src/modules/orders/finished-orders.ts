import { type OrderStatus } from '@pizza/shared';
import { isObjectIdOrHexString } from 'mongoose';

import { OrderModel } from './orders.model';

/** A finished order: delivered, or picked up (docs/product/promo-codes.md#loyalty-reward). */
const FINISHED: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];

/** How many orders of this customer are finished (cancelled ones never are): their loyalty progress. */
export async function finishedOrderCount(userId: string): Promise<number> {
  if (!isObjectIdOrHexString(userId)) return 0;
  return OrderModel.countDocuments({ userId, status: { $in: FINISHED } });
}
