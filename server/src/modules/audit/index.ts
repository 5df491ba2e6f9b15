/** The audit log: who on the staff did what, when (docs/product/audit-log.md). */
export { type AuditActor, type AuditDraft, recordAudit } from './record-audit';
