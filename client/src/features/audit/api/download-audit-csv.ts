import { downloadFile } from '../../../lib/download-file';
import { type AuditFilters, auditRequestQuery } from '../audit-filters';

/** GET /api/audit.csv with the page's filters, saved as 'audit-2026-03-12.csv' unless the server names it. */
export function downloadAuditCsv(token: string, filters: AuditFilters): Promise<string> {
  return downloadFile('/api/audit.csv', auditRequestQuery(filters), token, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
