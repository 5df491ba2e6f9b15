import { retentionCutoff } from '../../lib/retention-cutoff';
import { AuditEntryModel } from './audit-entry.model';

/**
 * The shop's own state changes: the sales reports compute paused and busy minutes from them
 * (shopStateChanges), for any day whose orders are still kept, so they stay as long as the orders
 * (RETENTION_DAYS.orders), without the staff member who made them once the audit period is over.
 */
const SHOP_STATE_ACTIONS = ['shop.pause', 'shop.busy'] as const;
const ACTOR_FIELDS = { actorId: 1, actorName: 1, actorEmail: 1, actorRole: 1 } as const;

/**
 * The only deletes of the audit log (docs/product/legal.md#retention): entries older than
 * RETENTION_DAYS.auditEntries, which name staff members and customers' orders, have outlived their
 * purpose; a shop state change of that age loses who made it and goes with the orders' period.
 * Nothing else updates or deletes an entry. Returns how many entries went.
 */
export async function purgeAuditEntries(now: Date): Promise<number> {
  const before = retentionCutoff('auditEntries', now);
  const deleted = await AuditEntryModel.deleteMany({
    $or: [
      { at: { $lte: before }, action: { $nin: SHOP_STATE_ACTIONS } },
      { at: { $lte: retentionCutoff('orders', now) }, action: { $in: SHOP_STATE_ACTIONS } },
    ],
  });
  await AuditEntryModel.updateMany(
    {
      at: { $lte: before },
      action: { $in: SHOP_STATE_ACTIONS },
      $or: Object.keys(ACTOR_FIELDS).map((field) => ({ [field]: { $exists: true } })),
    },
    { $unset: ACTOR_FIELDS },
  );
  return deleted.deletedCount;
}
