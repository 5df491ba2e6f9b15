import {
  invitationAcceptRequestSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  staffInviteRequestSchema,
  staffListSchema,
  staffMemberParamsSchema,
  staffMemberPatchSchema,
  staffMemberSchema,
  staffSelfSchema,
} from '@pizza/shared';
import type { RequestHandler } from 'express';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { messageForRequest, requestLanguage } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import { currentUser } from '../auth';
import { acceptInvitation, previewInvitation } from './accept-invitation';
import { changeMember } from './change-member';
import { invite } from './invite';
import { listMembers } from './list-members';
import { resendInvitation } from './resend';
import type { StaffDeps } from './staff-deps';
import { STAFF_MESSAGES } from './staff-messages';
import { staffSelf } from './staff-self';
import { withdrawInvitation } from './withdraw';

const ownersOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Your role does not allow this') };
const manage = { can: 'staff.manage' } as const;
const deadLink = {
  404: errorResponse(STAFF_MESSAGES.invitationUnknown),
  410: errorResponse(
    `'${STAFF_MESSAGES.invitationUsed}', '${STAFF_MESSAGES.invitationExpired}', '${STAFF_MESSAGES.invitationWithdrawn}' or '${STAFF_MESSAGES.invitationDeactivated}'`,
  ),
};
const joinedSchema = z.object({ message: z.string(), email: z.string() });

/** The owners' staff page and the invited member's join page, mounted at /api/staff (docs/product/staff-accounts.md). */
export function staffRoutes(
  deps: StaffDeps,
  limiters: { acceptInvitation: RequestHandler; previewInvitation: RequestHandler },
): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: manage,
      handler: async (_req, res) => {
        res.json(await listMembers());
      },
      doc: {
        summary: 'Every staff member, invited and deactivated ones included',
        responses: { 200: jsonResponse('The staff', staffListSchema), ...ownersOnly },
      },
    }),
    route({
      method: 'get',
      path: '/me',
      // Any staff member: every role has its own device's push (shared staff-access.ts).
      access: { can: 'push.own' },
      handler: (req, res) => {
        res.json(staffSelf(currentUser(req)));
      },
      doc: {
        summary: "The signed-in member's role and permissions (the client's navigation)",
        responses: {
          200: jsonResponse('Role and permissions', staffSelfSchema),
          401: errorResponse('Authentication required'),
          403: errorResponse('Staff only'),
        },
      },
    }),
    route({
      method: 'post',
      path: '/invitations',
      access: manage,
      body: staffInviteRequestSchema,
      handler: async (req, res) => {
        res.status(201).json(await invite(deps, currentUser(req), req.body, requestLanguage(req)));
      },
      doc: {
        summary: 'Invite someone by e-mail with a role: a single-use link valid 72 hours, in both languages',
        responses: {
          201: jsonResponse('The invited member', staffMemberSchema),
          400: errorResponse('Validation'),
          ...ownersOnly,
          409: errorResponse(STAFF_MESSAGES.emailTaken),
          503: errorResponse(STAFF_MESSAGES.mailNotSent),
        },
      },
    }),
    route({
      method: 'post',
      path: '/invitations/:memberId/resend',
      access: manage,
      params: staffMemberParamsSchema,
      handler: async (req, res) => {
        res.json(await resendInvitation(deps, currentUser(req), req.params.memberId, requestLanguage(req)));
      },
      doc: {
        summary: 'Send the invitation again with a new link (the old link dies)',
        responses: {
          200: jsonResponse('The member', staffMemberSchema),
          ...ownersOnly,
          404: errorResponse(STAFF_MESSAGES.memberNotFound),
          409: errorResponse(STAFF_MESSAGES.notInvited),
          503: errorResponse(STAFF_MESSAGES.mailNotSent),
        },
      },
    }),
    route({
      method: 'delete',
      path: '/invitations/:memberId',
      access: manage,
      params: staffMemberParamsSchema,
      handler: async (req, res) => {
        await withdrawInvitation(deps, currentUser(req), req.params.memberId);
        res.status(204).end();
      },
      doc: {
        summary: 'Withdraw an invitation nobody used: the link dies and the waiting account is removed',
        responses: {
          204: { description: 'Withdrawn' },
          ...ownersOnly,
          404: errorResponse(STAFF_MESSAGES.memberNotFound),
          409: errorResponse(STAFF_MESSAGES.notInvited),
        },
      },
    }),
    route({
      method: 'get',
      path: '/invitations/:token',
      access: 'public',
      before: [limiters.previewInvitation],
      params: invitationTokenParamsSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await previewInvitation(deps, req.params.token));
      },
      doc: {
        summary: 'The join page: who is invited, as what, until when',
        responses: { 200: jsonResponse('The invitation', invitationPreviewSchema), ...deadLink, 429: errorResponse(RATE_LIMITED_MESSAGE) },
      },
    }),
    route({
      method: 'post',
      path: '/invitations/:token/accept',
      access: 'public',
      before: [limiters.acceptInvitation],
      params: invitationTokenParamsSchema,
      body: invitationAcceptRequestSchema,
      handler: async (req, res) => {
        const { email } = await acceptInvitation(deps, req.params.token, req.body);
        res.json({ message: messageForRequest(req, res, STAFF_MESSAGES.joined), email });
      },
      doc: {
        summary: 'The invited member sets a password (the password rules apply); then they sign in at /adminLogin',
        responses: {
          200: jsonResponse(STAFF_MESSAGES.joined, joinedSchema),
          400: errorResponse('Password rules'),
          ...deadLink,
          429: errorResponse(RATE_LIMITED_MESSAGE),
        },
      },
    }),
    route({
      method: 'patch',
      path: '/:memberId',
      access: manage,
      params: staffMemberParamsSchema,
      body: staffMemberPatchSchema,
      handler: async (req, res) => {
        res.json(await changeMember(deps, currentUser(req), req.params.memberId, req.body));
      },
      doc: {
        summary: "Change a member's role, deactivate or reactivate them; their sessions end at once",
        responses: {
          200: jsonResponse('The member', staffMemberSchema),
          400: errorResponse('Validation'),
          ...ownersOnly,
          404: errorResponse(STAFF_MESSAGES.memberNotFound),
          409: errorResponse(`'${STAFF_MESSAGES.staleVersion}', '${STAFF_MESSAGES.lastOwner}' or '${STAFF_MESSAGES.notYourself}'`),
        },
      },
    }),
  ];
  return { mount: '/api/staff', tag: 'staff', routes, unmatched: { access: manage } };
}
