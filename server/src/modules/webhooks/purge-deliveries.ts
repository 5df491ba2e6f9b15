import { retentionCutoff } from '../../lib/retention-cutoff';
import { WebhookDeliveryModel } from './webhook-delivery.model';

/**
 * Deletes the delivery attempts older than RETENTION_DAYS.deliveryLogs (docs/product/legal.md#retention;
 * the TTL index does the same on MongoDB, this is the guarantee where TTL runs late). Returns how many went.
 */
export async function purgeWebhookDeliveries(now: Date): Promise<number> {
  const result = await WebhookDeliveryModel.deleteMany({ at: { $lte: retentionCutoff('deliveryLogs', now) } });
  return result.deletedCount;
}
