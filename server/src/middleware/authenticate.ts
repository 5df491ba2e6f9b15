import type { Role } from '@pizza/shared';
import type { RequestHandler, Request } from 'express';
import { isValidObjectId } from 'mongoose';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy, type VerifiedCallback } from 'passport-jwt';

import type { Config } from '../config/env';
import { AppError, unauthorized } from '../lib/errors';
import { JWT_ALGORITHM } from '../modules/auth/tokens';
import { UserModel } from '../modules/users/users.model';
import { type AuthUser, toAuthUser } from '../modules/users/users.view';

export type { AuthUser } from '../modules/users/users.view';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's types are augmented through this namespace.
  namespace Express {
    // passport types `req.user` as Express.User; merging the fields here types it as AuthUser.
    interface User {
      id: string;
      email: string;
      name: string;
      role: Role;
      phone?: string;
    }
  }
}

const STRATEGY = 'jwt';
const authRequired = () => unauthorized('Authentication required');

interface TokenPayload {
  sub?: unknown;
  role?: unknown;
  ver?: unknown;
}

/**
 * The token only names a user; the database decides. A deleted account, a changed role or a bumped
 * tokenVersion (password reset) makes every token issued before it worthless at once.
 */
export async function loadTokenUser(payload: TokenPayload): Promise<AuthUser | undefined> {
  if (typeof payload.sub !== 'string' || !isValidObjectId(payload.sub)) return undefined;
  const user = await UserModel.findById(payload.sub, { email: 1, name: 1, role: 1, phone: 1, tokenVersion: 1 }).lean();
  if (!user || user.role !== payload.role || user.tokenVersion !== payload.ver) return undefined;
  return toAuthUser(user);
}

function jwtStrategy(config: Pick<Config, 'jwtSecret'>): JwtStrategy {
  return new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
    },
    (payload: TokenPayload, done: VerifiedCallback) => {
      loadTokenUser(payload).then((user) => done(null, user ?? false), done);
    },
  );
}

/**
 * Requires a valid Bearer token whose user still exists with the same role and token version;
 * sets `req.user`. Anything else is 401 `Authentication required` (sessions are stateless: no cookie).
 * Built per app because the secret comes from that app's config.
 */
export function authenticate(config: Pick<Config, 'jwtSecret'>): RequestHandler {
  // Its own Passport instance: no global strategy registry shared between apps (tests build many).
  const passport = new Passport();
  passport.use(STRATEGY, jwtStrategy(config));
  return (req, res, next) => {
    const handler = passport.authenticate(STRATEGY, { session: false }, (err: unknown, user: AuthUser | false) => {
      if (err) return next(err);
      if (!user) return next(authRequired());
      req.user = user;
      next();
    }) as RequestHandler;
    handler(req, res, next);
  };
}

/** Must follow `authenticate`; compares against the re-loaded user, so a demoted account is refused at once. */
export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(authRequired());
    if (req.user.role !== role) return next(new AppError(403, 'FORBIDDEN', role === 'ADMIN' ? 'Staff only' : 'Customers only'));
    next();
  };
}

/** The authenticated user in a handler behind `authenticate` (a 401 if the middleware was forgotten). */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw authRequired();
  return req.user;
}
