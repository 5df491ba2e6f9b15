import { defineAttemptLedger } from '../../platform';

/** Pushes are worth nothing after their TTL (15 minutes); the records only have to outlive a retry. */
export const PUSH_DELIVERY_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * The pushes' attempt records (the platform's delivery kit, platform/delivery/attempt-ledger.ts):
 * one per (event, subscription) in `push_deliveries`, so a dispatcher that handles an event again
 * (after a crash or a takeover) skips the devices that already got it, and a device's failed
 * attempts are counted in the database, whichever instance holds the dispatcher.
 */
export const pushDeliveries = defineAttemptLedger({
  modelName: 'PushDelivery',
  collection: 'push_deliveries',
  retentionSeconds: PUSH_DELIVERY_RETENTION_SECONDS,
});
