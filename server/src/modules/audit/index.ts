/** The audit log: who on the staff did what, when (docs/product/audit-log.md). */
import type { Clock } from '../../lib/clock';
import { type AccessGuards, mountTables } from '../../lib/route-table';
import type { Feature } from '../feature';
import { auditRoutes } from './audit.routes';

export { shopStateChanges, type ShopStateChange } from './audit-queries';
export { purgeAuditEntries } from './purge-audit';
export { type AuditActor, type AuditDraft, recordAudit } from './record-audit';

/**
 * The log's API, mounted at /api (/api/audit, /api/audit.csv). The guards come from the caller: the
 * auth module records sign-ins here, so this module does not import it back.
 */
export function auditFeature({ guards, clock }: { guards: AccessGuards; clock: Clock }): Feature {
  return mountTables([auditRoutes({ clock })], guards);
}
