import { can, type Permission, type Role, type StaffRole } from '@pizza/shared';
import type { Request, RequestHandler } from 'express';
import { isValidObjectId } from 'mongoose';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy, type VerifiedCallback } from 'passport-jwt';

import type { Config } from '../../config/env';
import { type Clock, systemClock } from '../../lib/clock';
import { AppError, unauthorized } from '../../lib/errors';
import { type AuthUser, LAST_SEEN_RESOLUTION_MS, markStaffSeen, tokenHolders } from '../users';
import { checkAccessToken, JWT_ALGORITHM, jwtKey } from './tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's types are augmented through this namespace.
  namespace Express {
    // passport types `req.user` as Express.User; merging the fields here types it as AuthUser.
    interface User {
      id: string;
      email: string;
      name: string;
      role: Role;
      staffRole?: StaffRole;
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
  exp?: unknown;
}

/** A signed-in principal and the instant its token stops being valid (a socket is dropped then). */
export interface TokenSession {
  user: AuthUser;
  expiresAt: Date;
}

/** A payload that can name a user at all: an expiry (every token we sign has one) and a valid user id. */
const namesAUser = (payload: TokenPayload): payload is TokenPayload & { sub: string } =>
  typeof payload.exp === 'number' && typeof payload.sub === 'string' && isValidObjectId(payload.sub);

/**
 * The token only names a user; the database decides. A token without an expiry is refused (every
 * token we sign has one), and a deleted account, a changed role or a bumped tokenVersion (password
 * reset) makes every token issued before it worthless at once. Many tokens are checked with one
 * query (the live channel re-checks its sockets' tokens a slice at a time), in the same order.
 */
async function loadTokenUsers(payloads: TokenPayload[], clock: Clock): Promise<Array<AuthUser | undefined>> {
  const ids = [...new Set(payloads.filter(namesAUser).map((payload) => payload.sub))];
  const byId = new Map((await tokenHolders(ids)).map((holder) => [holder.id, holder]));
  const now = clock.now();
  const staleSeen = new Set<string>();
  const users = payloads.map((payload) => {
    const holder = namesAUser(payload) ? byId.get(payload.sub) : undefined;
    if (!holder || holder.role !== payload.role || holder.tokenVersion !== payload.ver) return undefined;
    const { tokenVersion: _version, lastSeenAt, ...user } = holder;
    if (user.role === 'ADMIN' && (!lastSeenAt || now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)) staleSeen.add(user.id);
    return user;
  });
  // The staff page's "last seen": one write a minute per member at most (docs/product/staff-accounts.md).
  await markStaffSeen([...staleSeen], now);
  return users;
}

/** Signed-in users from tokens, for HTTP requests and the socket handshake alike (one set of rules). */
export interface AuthGuard {
  /** Requires a valid Bearer token and sets `req.user`; anything else is 401 `Authentication required`. */
  authenticate: RequestHandler;
  /** The user a raw token names, re-loaded from the database; undefined for a bad, expired or stale token. */
  verify(token: string): Promise<TokenSession | undefined>;
  /** The user each raw token names, re-loaded from the database with one query; undefined for a bad, expired or stale token. */
  verifyAll(tokens: readonly string[]): Promise<Array<TokenSession | undefined>>;
}

function jwtStrategy(config: Pick<Config, 'jwtSecret'>, clock: Clock): JwtStrategy {
  return new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types say string | Buffer; it hands the key to jsonwebtoken, which takes a KeyObject.
      secretOrKeyProvider: (_req, _token, done) => done(null, jwtKey(config.jwtSecret) as unknown as string),
      algorithms: [JWT_ALGORITHM],
    },
    (payload: TokenPayload, done: VerifiedCallback) => {
      loadTokenUsers([payload], clock).then(([user]) => done(null, user ?? false), done);
    },
  );
}

/** Built once per app (the secret comes from that app's config) and shared by every feature. */
export function createAuthGuard(config: Pick<Config, 'jwtSecret'>, clock: Clock = systemClock): AuthGuard {
  // Its own Passport instance: no global strategy registry shared between apps (tests build many).
  const passport = new Passport();
  passport.use(STRATEGY, jwtStrategy(config, clock));
  async function verifyAll(tokens: readonly string[]): Promise<Array<TokenSession | undefined>> {
    const claims = tokens.map((token) => {
      const check = checkAccessToken(token, config);
      return check.kind === 'valid' ? check.claims : undefined;
    });
    const users = await loadTokenUsers(
      claims.map((claim) => claim ?? {}),
      clock,
    );
    return users.map((user, i) => (user ? { user, expiresAt: new Date(claims[i]!.exp * 1000) } : undefined));
  }

  return {
    authenticate: (req, res, next) => {
      const handler = passport.authenticate(STRATEGY, { session: false }, (err: unknown, user: AuthUser | false) => {
        if (err) return next(err);
        if (!user) return next(authRequired());
        req.user = user;
        next();
      }) as RequestHandler;
      handler(req, res, next);
    },
    verify: async (token) => (await verifyAll([token]))[0],
    verifyAll,
  };
}

/**
 * Must follow `authenticate`; compares against the re-loaded user, so a demoted account is refused at
 * once. Generic so it sits in front of `validate()` in one route without widening the request types.
 */
export function requireRole<P = Request['params'], Q = Request['query']>(role: Role): RequestHandler<P, unknown, unknown, Q> {
  return (req, _res, next) => {
    if (!req.user) return next(authRequired());
    if (req.user.role !== role) return next(new AppError(403, 'FORBIDDEN', role === 'ADMIN' ? 'Staff only' : 'Customers only'));
    next();
  };
}

/**
 * Must follow `authenticate`: a staff member whose role has this permission (shared staff-access.ts),
 * read from the re-loaded account, so a changed role counts from the next request on.
 */
export function requirePermission<P = Request['params'], Q = Request['query']>(
  permission: Permission,
): RequestHandler<P, unknown, unknown, Q> {
  return (req, _res, next) => {
    if (!req.user) return next(authRequired());
    if (req.user.role !== 'ADMIN') return next(new AppError(403, 'FORBIDDEN', 'Staff only'));
    if (!can(req.user.staffRole, permission)) return next(new AppError(403, 'FORBIDDEN', 'Your role does not allow this'));
    next();
  };
}

/** The authenticated user in a handler behind `authenticate` (a 401 if the middleware was forgotten). */
export function currentUser(req: Pick<Request, 'user'>): AuthUser {
  if (!req.user) throw authRequired();
  return req.user;
}
