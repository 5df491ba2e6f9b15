import type { AuditAction, AuditEntry, StaffRole } from '@pizza/shared';
import type { Types } from 'mongoose';

import type { AuditEntryRecord } from './audit-entry.model';

export type StoredAuditEntry = AuditEntryRecord & { _id: Types.ObjectId };

/** An entry as the API answers it (shared auditEntrySchema): ISO time, string id, absent fields left out. */
export function toAuditEntryDto(record: StoredAuditEntry): AuditEntry {
  return {
    id: String(record._id),
    at: record.at.toISOString(),
    action: record.action as AuditAction,
    ...(record.actorId ? { actorId: record.actorId } : {}),
    ...(record.actorName ? { actorName: record.actorName } : {}),
    ...(record.actorEmail ? { actorEmail: record.actorEmail } : {}),
    ...(record.actorRole ? { actorRole: record.actorRole as StaffRole } : {}),
    ...(record.orderId ? { orderId: record.orderId } : {}),
    ...(typeof record.orderNumber === 'number' ? { orderNumber: record.orderNumber } : {}),
    ...(record.subject ? { subject: record.subject } : {}),
    ...(record.before !== undefined && record.before !== null ? { before: record.before } : {}),
    ...(record.after !== undefined && record.after !== null ? { after: record.after } : {}),
  };
}
