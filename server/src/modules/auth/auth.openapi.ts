import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  authResponseSchema,
  checkEmailResponseSchema,
  emailParamsSchema,
  emailQuerySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenValidationResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, formOrJson, jsonResponse } from '../../lib/openapi';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import { AUTH_MESSAGES } from './auth.messages';

const messageSchema = z.object({ message: z.string() });

/** Every write endpoint takes JSON or a form (DESIGN section 2). */
const body = (schema: z.ZodType) => ({ body: formOrJson(schema) });
const json = jsonResponse;
const rateLimited = { 429: errorResponse(RATE_LIMITED_MESSAGE) };

function registerCustomerPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/auth/signup',
    tags: ['auth'],
    summary: 'Create a customer account; firebaseIdToken proves the phone was verified by SMS code',
    request: body(signupRequestSchema),
    responses: {
      201: json('Signed up and signed in (customer token, 24 h)', authResponseSchema),
      400: errorResponse(`Validation (SPEC order), '${AUTH_MESSAGES.phoneUnverified}' or '${AUTH_MESSAGES.phoneMismatch}'`),
      409: errorResponse(`'${AUTH_MESSAGES.emailTaken}' or '${AUTH_MESSAGES.phoneTaken}'`),
      ...rateLimited,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/login',
    tags: ['auth'],
    summary: 'Customer login (staff accounts sign in through admin-login)',
    request: body(loginRequestSchema),
    responses: {
      200: json('Signed in (customer token, 24 h)', authResponseSchema),
      401: errorResponse(AUTH_MESSAGES.invalidCredentials),
      ...rateLimited,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/logout',
    tags: ['auth'],
    summary: 'Acknowledge a logout; tokens are stateless, the client discards its token',
    security: bearerSecurity,
    responses: { 204: { description: 'Logged out' }, 401: errorResponse('Authentication required') },
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/check-email',
    tags: ['auth'],
    summary: 'Whether an account uses this e-mail (sign-up form)',
    request: { query: emailQuerySchema },
    responses: { 200: json('The answer', checkEmailResponseSchema), 400: errorResponse('Invalid email address'), ...rateLimited },
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/validate-token/{email}',
    tags: ['auth'],
    summary: 'Check the Bearer token and that it belongs to this e-mail',
    security: bearerSecurity,
    request: { params: emailParamsSchema },
    responses: {
      200: json("status 'valid', with role, authenticatedUser, expiresAt, timeUntilExpiry", tokenValidationResponseSchema),
      401: json(
        "status 'invalid' (no token, bad signature, account gone), 'malformed' or 'expired' (isExpired true)",
        tokenValidationResponseSchema,
      ),
      403: json("status 'forbidden': the token belongs to another e-mail", tokenValidationResponseSchema),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/me',
    tags: ['auth'],
    summary: 'The signed-in user, re-loaded from the database',
    security: bearerSecurity,
    responses: { 200: json('The user', meResponseSchema), 401: errorResponse('Authentication required') },
  });
}

function registerResetAndStaffPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/auth/forgot-password',
    tags: ['auth'],
    summary: 'E-mail a single-use reset link (30 min) if the account exists; the answer is always the same',
    request: body(forgotPasswordRequestSchema),
    responses: { 200: json(AUTH_MESSAGES.resetRequested, messageSchema), ...rateLimited },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/resetPassword',
    tags: ['auth'],
    summary: 'Set a new password with the e-mailed token; signs out every older session',
    request: body(resetPasswordRequestSchema),
    responses: {
      200: json(AUTH_MESSAGES.passwordChanged, messageSchema),
      400: errorResponse(`Password rules (SPEC order) or '${AUTH_MESSAGES.resetInvalid}'`),
      ...rateLimited,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/admin-login',
    tags: ['auth', 'staff'],
    summary: 'Staff step one: on a staff password, e-mail a 6-digit code (5 min); otherwise otpSent false',
    request: body(adminLoginRequestSchema),
    responses: {
      200: json('Whether a code was sent', adminLoginResponseSchema),
      503: errorResponse(AUTH_MESSAGES.codeNotSent),
      ...rateLimited,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/verify-otp',
    tags: ['auth', 'staff'],
    summary: 'Staff step two: the e-mailed code for a staff token (12 h); 5 wrong codes kill the code',
    request: body(verifyOtpRequestSchema),
    responses: { 200: json('Signed in as staff', verifyOtpResponseSchema), 401: errorResponse(AUTH_MESSAGES.codeInvalid), ...rateLimited },
  });
}

export function registerAuthOpenApi(registry: OpenAPIRegistry): void {
  registerCustomerPaths(registry);
  registerResetAndStaffPaths(registry);
}

const capturedMailSchema = z
  .object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.string() })
  .meta({ id: 'CapturedMail' });

export function registerDevMailboxOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/dev/mailbox',
    tags: ['dev'],
    summary: 'Embedded and test modes only: the captured e-mails, newest first',
    responses: { 200: json('The mails', z.array(capturedMailSchema)) },
  });
  registry.registerPath({
    method: 'delete',
    path: '/dev/mailbox',
    tags: ['dev'],
    summary: 'Embedded and test modes only: empty the mailbox',
    responses: { 204: { description: 'Emptied' } },
  });
}
