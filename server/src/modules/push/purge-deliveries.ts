import { PUSH_DELIVERY_RETENTION_SECONDS, pushDeliveries } from './push-delivery.model';

/**
 * Deletes the settled push records older than their own retention (a day, well inside
 * RETENTION_DAYS.deliveryLogs; docs/product/legal.md#retention): the TTL index does the same on
 * MongoDB, this is the guarantee where TTL runs late. Returns how many went.
 */
export async function purgePushDeliveries(now: Date): Promise<number> {
  return pushDeliveries.purgeSettled(new Date(now.getTime() - PUSH_DELIVERY_RETENTION_SECONDS * 1000));
}
