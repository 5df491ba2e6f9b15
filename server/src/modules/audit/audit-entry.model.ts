import { AUDIT_ACTIONS, STAFF_ROLES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One staff action (docs/product/audit-log.md). Append-only: nothing in the code updates or
 * deletes an entry; kept at least a year (no TTL index).
 */
const auditEntrySchema = new Schema(
  {
    at: { type: Date, required: true },
    action: { type: String, required: true, enum: AUDIT_ACTIONS },
    actorId: { type: String },
    actorName: { type: String },
    actorEmail: { type: String },
    actorRole: { type: String, enum: STAFF_ROLES },
    orderId: { type: String },
    orderNumber: { type: Number },
    subject: { type: String },
    before: { type: Schema.Types.Mixed },
    after: { type: Schema.Types.Mixed },
  },
  { collection: 'audit_entries', versionKey: false },
);

auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ orderId: 1, at: -1 });
auditEntrySchema.index({ orderNumber: 1, at: -1 });
auditEntrySchema.index({ actorId: 1, at: -1 });
// The reports' paused and busy minutes read one kind of shop change among every order's entries (shopStateChanges).
auditEntrySchema.index({ action: 1, at: -1 });

export type AuditEntryRecord = InferSchemaType<typeof auditEntrySchema>;
export const AuditEntryModel = model('AuditEntry', auditEntrySchema);
