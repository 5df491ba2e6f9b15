import { z } from 'zod';

import { TEXT_LIMITS } from '../constants';
import { INTEGRATION_SCOPES, PERMISSIONS, STAFF_ROLES } from '../staff-access';
import { newPasswordSchema } from './auth';
import { addPasswordRuleIssue } from './password';
import { emailSchema, idSchema, isoDateTimeSchema, requiredText } from './primitives';

/*
 * Staff accounts and invitations (docs/product/staff-roles.md): an owner invites by e-mail with a
 * role; the invited person sets a password through a single-use link valid INVITATION_TTL_MS and
 * then signs in at /adminLogin with the e-mailed code like every staff member.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role' }).meta({ id: 'StaffRole' });
export const permissionSchema = z.enum(PERMISSIONS).meta({ id: 'Permission' });
export const integrationScopeSchema = z.enum(INTEGRATION_SCOPES).meta({ id: 'IntegrationScope' });

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** A member of the staff as the staff page lists them. */
export const staffMemberSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    /** 'invited': the link was sent and not used yet (or it expired: see invitationExpiresAt). */
    state: z.enum(['active', 'invited', 'deactivated']),
    /** The last request or socket of this member; at most a minute behind. Absent: never seen. */
    lastSeenAt: isoDateTimeSchema.optional(),
    /** Devices with the board's push notifications on, by the label the device gave. */
    pushDevices: z.array(z.object({ label: z.string(), createdAt: isoDateTimeSchema })),
    invitedAt: isoDateTimeSchema.optional(),
    invitationExpiresAt: isoDateTimeSchema.optional(),
    /** Bumped by every change; a change sent with an older version is refused (409), so two owners never overwrite each other unseen. */
    version: z.number().int().nonnegative(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/staff`. */
export const staffListSchema = z.object({ members: z.array(staffMemberSchema) }).meta({ id: 'StaffList' });
export type StaffList = z.infer<typeof staffListSchema>;

/** `POST /api/staff/invitations`. */
export const staffInviteRequestSchema = z
  .strictObject({
    email: emailSchema,
    name: requiredText(TEXT_LIMITS.name, 'Name is required'),
    role: staffRoleSchema,
  })
  .meta({ id: 'StaffInviteRequest' });
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

export const staffMemberParamsSchema = z.strictObject({ memberId: idSchema });

/** `PATCH /api/staff/{memberId}`: a new role, or deactivation/reactivation; `version` is the one the page showed. */
export const staffMemberPatchSchema = z
  .strictObject({
    version: z.number().int().nonnegative(),
    role: staffRoleSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => patch.role !== undefined || patch.active !== undefined, { message: 'Nothing to change' })
  .meta({ id: 'StaffMemberPatch' });
export type StaffMemberPatch = z.infer<typeof staffMemberPatchSchema>;

/** `GET /api/staff/invitations/{token}` (the join page, no sign-in): who is invited, as what. */
export const invitationPreviewSchema = z
  .object({ email: z.string(), name: z.string(), role: staffRoleSchema, expiresAt: isoDateTimeSchema })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

/** `POST /api/staff/invitations/{token}/accept`: the new member's password (SPEC's rules). */
export const invitationAcceptRequestSchema = z
  .strictObject({ password: newPasswordSchema, confirmPassword: newPasswordSchema })
  .superRefine((form, ctx) => {
    addPasswordRuleIssue(form, ctx);
  })
  .meta({ id: 'InvitationAcceptRequest' });
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;

/** `GET /api/staff/me`: the signed-in staff member's role and what it allows (the client's navigation). */
export const staffSelfSchema = z
  .object({ id: idSchema, name: z.string(), email: z.string(), role: staffRoleSchema, permissions: z.array(permissionSchema) })
  .meta({ id: 'StaffSelf' });
export type StaffSelf = z.infer<typeof staffSelfSchema>;
