import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './primitives';
import { staffRoleSchema } from './staff';

/*
 * The audit log (docs/product/audit-log.md): every staff action, append-only, written in the same
 * transaction as the change it records. `before`/`after` hold the changed fields where a change has
 * them (a status, a setting, a price), as plain JSON.
 */

/** Every kind of entry. A new staff action gets its name here first. */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.accepted',
  'order.rejected',
  'order.cancelled',
  'order.eta',
  'menu.soldOut',
  'menu.changed',
  'shop.hours',
  'shop.busy',
  'shop.pause',
  'shop.status',
  'shop.closedUntil',
  'shop.settings',
  'integrations.key.created',
  'integrations.key.revoked',
  'integrations.key.scopes',
  'integrations.webhook.created',
  'integrations.webhook.changed',
  'integrations.webhook.deleted',
  'integrations.webhook.rotated',
  'integrations.webhook.replayed',
  'staff.invited',
  'staff.invitation.resent',
  'staff.invitation.withdrawn',
  'staff.joined',
  'staff.role',
  'staff.deactivated',
  'staff.reactivated',
  'signin.succeeded',
  'signin.failed',
  'legal.saved',
  'scheduling.saved',
  'loyalty.saved',
  'promo.created',
  'promo.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS).meta({ id: 'AuditAction' });

export const auditEntrySchema = z
  .object({
    id: idSchema,
    at: isoDateTimeSchema,
    action: auditActionSchema,
    /** Who: absent for a failed sign-in of an unknown e-mail (then `actorEmail` is what was typed). */
    actorId: idSchema.optional(),
    actorName: z.string().optional(),
    actorEmail: z.string().optional(),
    actorRole: staffRoleSchema.optional(),
    /** The order it concerns, with its number as the board shows it (#0042). */
    orderId: idSchema.optional(),
    orderNumber: z.number().int().positive().optional(),
    /** The thing changed when not an order: a dish id, a key id, a member id, a webhook id. */
    subject: z.string().optional(),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/audit` (and `/api/audit.csv` with the same filters): newest first, a page at a time. */
export const auditQuerySchema = z
  .strictObject({
    actorId: idSchema.optional(),
    action: auditActionSchema.optional(),
    /** The order number as people say it: 42 or #0042. */
    orderNumber: z
      .string()
      .regex(/^#?\d{1,9}$/, 'An order number, like #0042')
      .transform((text) => Number(text.replace('#', '')))
      .optional(),
    from: isoDateTimeSchema.optional(),
    to: isoDateTimeSchema.optional(),
    /** The `nextBefore` of the previous page. */
    before: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .meta({ id: 'AuditQuery' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), nextBefore: z.string().optional() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/audit/actors`: everyone who appears in the log, for the page's "who" filter. */
export const auditActorSchema = z.object({ id: idSchema, name: z.string(), email: z.string().optional() }).meta({ id: 'AuditActor' });
export const auditActorListSchema = z.array(auditActorSchema).meta({ id: 'AuditActorList' });
export type AuditActorOption = z.infer<typeof auditActorSchema>;
