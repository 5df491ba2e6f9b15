import { retentionCutoff } from '../../lib/retention-cutoff';
import { AuditEntryModel } from './audit-entry.model';

/**
 * The only delete of the audit log (docs/product/legal.md#retention): entries older than
 * RETENTION_DAYS.auditEntries, which name staff members and customers' orders, have outlived their
 * purpose. Nothing else updates or deletes an entry. Returns how many went.
 */
export async function purgeAuditEntries(now: Date): Promise<number> {
  const result = await AuditEntryModel.deleteMany({ at: { $lte: retentionCutoff('auditEntries', now) } });
  return result.deletedCount;
}
