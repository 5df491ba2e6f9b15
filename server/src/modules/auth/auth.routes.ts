import {
  authResponseSchema,
  checkEmailResponseSchema,
  emailParamsSchema,
  emailQuerySchema,
  loginRequestSchema,
  type MeResponse,
  meResponseSchema,
  signupRequestSchema,
  tokenValidationResponseSchema,
} from '@pizza/shared';
import { ExtractJwt } from 'passport-jwt';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { messageForRequest, requestLanguage } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';
import type { AccountService } from './account.service';
import { resetAndStaffRoutes } from './auth-staff.routes';
import type { AuthLimiters } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { currentUser } from './authenticate';
import type { PasswordResetService } from './password-reset.service';
import type { SessionService } from './session.service';
import type { StaffLoginService } from './staff-login.service';

export interface AuthRoutesDeps {
  sessions: SessionService;
  accounts: AccountService;
  passwordReset: PasswordResetService;
  staffLogin: StaffLoginService;
  limiters: AuthLimiters;
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();
const rateLimited = { 429: errorResponse(RATE_LIMITED_MESSAGE) };

/** Customer sign-up, login and session (the original's paths); every write takes JSON or a form. */
function customerRoutes({ sessions, accounts, limiters }: AuthRoutesDeps) {
  return [
    route({
      method: 'post',
      path: '/signup',
      access: 'public',
      before: [limiters.signup],
      body: signupRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.status(201).json(await accounts.signup(req.body, requestLanguage(req)));
      },
      doc: {
        summary: 'Create a customer account; firebaseIdToken proves the phone was verified by SMS code',
        responses: {
          201: jsonResponse('Signed up and signed in (customer token, 24 h)', authResponseSchema),
          400: errorResponse(`Validation (SPEC order), '${AUTH_MESSAGES.phoneUnverified}' or '${AUTH_MESSAGES.phoneMismatch}'`),
          409: errorResponse(`'${AUTH_MESSAGES.emailTaken}' or '${AUTH_MESSAGES.phoneTaken}'`),
          ...rateLimited,
        },
      },
    }),
    route({
      method: 'post',
      path: '/login',
      access: 'public',
      before: [limiters.login],
      body: loginRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json(await accounts.login(req.body));
      },
      doc: {
        summary: 'Customer login (staff accounts sign in through admin-login)',
        responses: {
          200: jsonResponse('Signed in (customer token, 24 h)', authResponseSchema),
          401: errorResponse(AUTH_MESSAGES.invalidCredentials),
          ...rateLimited,
        },
      },
    }),
    // Tokens are stateless: the client forgets its token. Revoking every session is what a reset does.
    route({
      method: 'post',
      path: '/logout',
      access: 'signedIn',
      handler: (_req, res) => {
        res.status(204).end();
      },
      doc: {
        summary: 'Acknowledge a logout; tokens are stateless, the client discards its token',
        responses: { 204: { description: 'Logged out' }, 401: errorResponse('Authentication required') },
      },
    }),
    route({
      method: 'get',
      path: '/check-email',
      access: 'public',
      before: [limiters.checkEmail],
      query: emailQuerySchema,
      handler: async (req, res) => {
        res.json({ exists: await accounts.emailExists(req.query.email) });
      },
      doc: {
        summary: 'Whether an account uses this e-mail (sign-up form)',
        responses: {
          200: jsonResponse('The answer', checkEmailResponseSchema),
          400: errorResponse('Invalid email address'),
          ...rateLimited,
        },
      },
    }),
    // Public: it reads the Bearer token itself and answers what it finds, 401 included, in its own shape.
    route({
      method: 'get',
      path: '/validate-token/:email',
      access: 'public',
      params: emailParamsSchema,
      handler: async (req, res) => {
        const { httpStatus, body } = await sessions.validateToken(bearerToken(req) ?? undefined, req.params.email);
        res.status(httpStatus).json({ ...body, message: messageForRequest(req, res, body.message) });
      },
      doc: {
        summary: 'Check the Bearer token and that it belongs to this e-mail',
        security: bearerSecurity,
        responses: {
          200: jsonResponse("status 'valid', with role, authenticatedUser, expiresAt, timeUntilExpiry", tokenValidationResponseSchema),
          401: jsonResponse(
            "status 'invalid' (no token, bad signature, account gone), 'malformed' or 'expired' (isExpired true)",
            tokenValidationResponseSchema,
          ),
          403: jsonResponse("status 'forbidden': the token belongs to another e-mail", tokenValidationResponseSchema),
        },
      },
    }),
    route({
      method: 'get',
      path: '/me',
      access: 'signedIn',
      handler: (req, res) => {
        const { id, email, name, phone, role } = currentUser(req);
        const me: MeResponse = phone ? { id, email, name, phone, role } : { id, email, name, role };
        res.json(me);
      },
      doc: {
        summary: 'The signed-in user, re-loaded from the database',
        responses: { 200: jsonResponse('The user', meResponseSchema), 401: errorResponse('Authentication required') },
      },
    }),
  ];
}

/** Mounted at /auth: sign-up, login, sessions, password reset and staff sign-in. */
export function authRoutes(deps: AuthRoutesDeps): RouteTable {
  return { mount: '/auth', tag: 'auth', routes: [...customerRoutes(deps), ...resetAndStaffRoutes(deps)] };
}
