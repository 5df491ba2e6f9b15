import { createSecretKey, type KeyObject } from 'node:crypto';

import { CUSTOMER_JWT_TTL_SECONDS, type Role, STAFF_JWT_TTL_SECONDS } from '@pizza/shared';
import jwt from 'jsonwebtoken';

import type { Config } from '../../config/env';

/** The one signing algorithm; verification accepts nothing else, so `alg: none` tokens are refused. */
export const JWT_ALGORITHM = 'HS256';

export interface TokenSubject {
  id: string;
  role: Role;
  tokenVersion: number;
}

/** Claims of every access token: `sub` is the user id, `ver` the user's tokenVersion at signing time. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  ver: number;
  iat: number;
  exp: number;
}

const keys = new Map<string, KeyObject>();
/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries to read it as a
 * public key and catches the failure on every call (about 0.7 ms per request).
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** Staff sessions are shorter (docs/product/accounts.md): a staff token on a shared counter PC is worth more. */
export function tokenTtlSeconds(role: Role): number {
  return role === 'ADMIN' ? STAFF_JWT_TTL_SECONDS : CUSTOMER_JWT_TTL_SECONDS;
}

export function signAccessToken(user: TokenSubject, config: Pick<Config, 'jwtSecret'>): string {
  return jwt.sign({ role: user.role, ver: user.tokenVersion }, jwtKey(config.jwtSecret), {
    algorithm: JWT_ALGORITHM,
    subject: user.id,
    expiresIn: tokenTtlSeconds(user.role),
  });
}

/** Outcome of checking a token by hand (validate-token); the signature is always checked first. */
export type TokenCheck =
  { kind: 'valid'; claims: AccessTokenClaims } | { kind: 'expired'; expiredAt: Date } | { kind: 'malformed' } | { kind: 'invalid' };

function isClaims(payload: unknown): payload is AccessTokenClaims {
  const claims = payload as Partial<AccessTokenClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    (claims.role === 'USER' || claims.role === 'ADMIN') &&
    typeof claims.ver === 'number' &&
    typeof claims.exp === 'number'
  );
}

/**
 * jsonwebtoken checks the signature before the expiry, so 'expired' is only ever said of a token we
 * signed (the original called forged tokens expired too).
 */
export function checkAccessToken(token: string, config: Pick<Config, 'jwtSecret'>): TokenCheck {
  try {
    const payload = jwt.verify(token, jwtKey(config.jwtSecret), { algorithms: [JWT_ALGORITHM] });
    return isClaims(payload) ? { kind: 'valid', claims: payload } : { kind: 'invalid' };
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) return { kind: 'expired', expiredAt: err.expiredAt };
    if (err instanceof jwt.JsonWebTokenError && err.message === 'jwt malformed') return { kind: 'malformed' };
    return { kind: 'invalid' };
  }
}
