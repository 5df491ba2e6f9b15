import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import type { AuthLimiters } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import type { PasswordResetService } from './password-reset.service';
import type { StaffLoginService } from './staff-login.service';

const messageSchema = z.object({ message: z.string() });
const rateLimited = { 429: errorResponse(RATE_LIMITED_MESSAGE) };

/** The password reset by e-mail and the staff's two-step sign-in, under /auth. */
export function resetAndStaffRoutes({
  passwordReset,
  staffLogin,
  limiters,
}: {
  passwordReset: PasswordResetService;
  staffLogin: StaffLoginService;
  limiters: AuthLimiters;
}) {
  return [
    route({
      method: 'post',
      path: '/forgot-password',
      access: 'public',
      before: [limiters.forgotPassword],
      body: forgotPasswordRequestSchema,
      bodyAs: 'form-or-json',
      handler: (req, res) => {
        passwordReset.requestReset(req.body.email);
        res.json({ message: messageForRequest(req, res, AUTH_MESSAGES.resetRequested) });
      },
      doc: {
        summary: 'E-mail a single-use reset link (30 min) if the account exists; the answer is always the same',
        responses: { 200: jsonResponse(AUTH_MESSAGES.resetRequested, messageSchema), ...rateLimited },
      },
    }),
    route({
      method: 'post',
      path: '/resetPassword',
      access: 'public',
      before: [limiters.resetPassword],
      body: resetPasswordRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        await passwordReset.resetPassword(req.body);
        res.json({ message: messageForRequest(req, res, AUTH_MESSAGES.passwordChanged) });
      },
      doc: {
        summary: 'Set a new password with the e-mailed token; signs out every older session',
        responses: {
          200: jsonResponse(AUTH_MESSAGES.passwordChanged, messageSchema),
          400: errorResponse(`Password rules (SPEC order) or '${AUTH_MESSAGES.resetInvalid}'`),
          ...rateLimited,
        },
      },
    }),
    route({
      method: 'post',
      path: '/admin-login',
      access: 'public',
      before: [limiters.adminLogin],
      body: adminLoginRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json(await staffLogin.requestCode(req.body));
      },
      doc: {
        tags: ['auth', 'staff'],
        summary: 'Staff step one: on a staff password, e-mail a 6-digit code (5 min); otherwise otpSent false',
        responses: {
          200: jsonResponse('Whether a code was sent', adminLoginResponseSchema),
          503: errorResponse(AUTH_MESSAGES.codeNotSent),
          ...rateLimited,
        },
      },
    }),
    route({
      method: 'post',
      path: '/verify-otp',
      access: 'public',
      before: [limiters.verifyOtp],
      body: verifyOtpRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json(await staffLogin.verifyCode(req.body));
      },
      doc: {
        tags: ['auth', 'staff'],
        summary: 'Staff step two: the e-mailed code for a staff token (12 h); 5 wrong codes kill the code',
        responses: {
          200: jsonResponse('Signed in as staff', verifyOtpResponseSchema),
          401: errorResponse(AUTH_MESSAGES.codeInvalid),
          ...rateLimited,
        },
      },
    }),
  ];
}
