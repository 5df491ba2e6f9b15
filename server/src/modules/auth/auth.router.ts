import {
  adminLoginRequestSchema,
  emailParamsSchema,
  emailQuerySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  type MeResponse,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
} from '@pizza/shared';
import { type RequestHandler, Router } from 'express';
import { ExtractJwt } from 'passport-jwt';

import { messageForRequest, requestLanguage } from '../../lib/request-language';
import { validate } from '../../middleware/validate';
import type { AccountService } from './account.service';
import type { AuthLimiters } from './auth.limits';
import { AUTH_MESSAGES } from './auth.messages';
import { currentUser } from './authenticate';
import type { PasswordResetService } from './password-reset.service';
import type { SessionService } from './session.service';
import type { StaffLoginService } from './staff-login.service';

export interface AuthRouterDeps {
  sessions: SessionService;
  accounts: AccountService;
  passwordReset: PasswordResetService;
  staffLogin: StaffLoginService;
  limiters: AuthLimiters;
  authenticate: RequestHandler;
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Customer sign-up, login and session (SPEC section 7 paths); mounted at /auth. */
function customerRoutes(router: Router, { sessions, accounts, limiters, authenticate }: AuthRouterDeps): void {
  router.post('/signup', limiters.signup, validate({ body: signupRequestSchema }), async (req, res) => {
    res.status(201).json(await accounts.signup(req.body, requestLanguage(req)));
  });

  router.post('/login', limiters.login, validate({ body: loginRequestSchema }), async (req, res) => {
    res.json(await accounts.login(req.body));
  });

  // Tokens are stateless: the client forgets its token. Revoking every session is what a reset does.
  router.post('/logout', authenticate, (_req, res) => {
    res.status(204).end();
  });

  router.get('/check-email', limiters.checkEmail, validate({ query: emailQuerySchema }), async (req, res) => {
    res.json({ exists: await accounts.emailExists(req.query.email) });
  });

  router.get('/validate-token/:email', validate({ params: emailParamsSchema }), async (req, res) => {
    const { httpStatus, body } = await sessions.validateToken(bearerToken(req) ?? undefined, req.params.email);
    res.status(httpStatus).json({ ...body, message: messageForRequest(req, res, body.message) });
  });

  router.get('/me', authenticate, (req, res) => {
    const { id, email, name, phone, role } = currentUser(req);
    const me: MeResponse = phone ? { id, email, name, phone, role } : { id, email, name, role };
    res.json(me);
  });
}

function passwordResetRoutes(router: Router, { passwordReset, limiters }: AuthRouterDeps): void {
  router.post('/forgot-password', limiters.forgotPassword, validate({ body: forgotPasswordRequestSchema }), (req, res) => {
    passwordReset.requestReset(req.body.email);
    res.json({ message: messageForRequest(req, res, AUTH_MESSAGES.resetRequested) });
  });

  router.post('/resetPassword', limiters.resetPassword, validate({ body: resetPasswordRequestSchema }), async (req, res) => {
    await passwordReset.resetPassword(req.body);
    res.json({ message: messageForRequest(req, res, AUTH_MESSAGES.passwordChanged) });
  });
}

function staffRoutes(router: Router, { staffLogin, limiters }: AuthRouterDeps): void {
  router.post('/admin-login', limiters.adminLogin, validate({ body: adminLoginRequestSchema }), async (req, res) => {
    res.json(await staffLogin.requestCode(req.body));
  });

  router.post('/verify-otp', limiters.verifyOtp, validate({ body: verifyOtpRequestSchema }), async (req, res) => {
    res.json(await staffLogin.verifyCode(req.body));
  });
}

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const router = Router();
  customerRoutes(router, deps);
  passwordResetRoutes(router, deps);
  staffRoutes(router, deps);
  return router;
}
