import type { TokenValidationResponse } from '@pizza/shared';

import type { Config } from '../../config/env';
import type { AuthGuard } from './authenticate';
import { checkAccessToken } from './tokens';

export interface TokenValidation {
  httpStatus: 200 | 401 | 403;
  body: TokenValidationResponse;
}

const refused = (status: 'invalid' | 'malformed', message: string): TokenValidation => ({
  httpStatus: 401,
  body: { status, message, isExpired: false },
});

export interface SessionServiceDeps {
  config: Pick<Config, 'jwtSecret'>;
  guard: Pick<AuthGuard, 'verify'>;
}

/**
 * `GET /auth/validate-token/{email}` as the original answered it (reference section 5.5), except
 * that the user is re-loaded: a deleted account or a token from before a password reset is 'invalid'.
 */
export function createSessionService({ config, guard }: SessionServiceDeps) {
  return { validateToken: (token: string | undefined, email: string) => validateToken(token, email, config, guard) };
}

export type SessionService = ReturnType<typeof createSessionService>;

async function validateToken(
  token: string | undefined,
  email: string,
  config: Pick<Config, 'jwtSecret'>,
  guard: Pick<AuthGuard, 'verify'>,
): Promise<TokenValidation> {
  if (!token) return refused('invalid', 'No token provided');
  const check = checkAccessToken(token, config);
  if (check.kind === 'expired') {
    return {
      httpStatus: 401,
      body: { status: 'expired', message: 'Token is expired', isExpired: true, expiredAt: check.expiredAt.toISOString() },
    };
  }
  if (check.kind === 'malformed') return refused('malformed', 'Token is malformed');
  if (check.kind === 'invalid') return refused('invalid', 'Token is invalid');

  const user = (await guard.verify(token))?.user;
  if (!user) return refused('invalid', 'Token is no longer valid');
  if (user.email !== email) {
    return { httpStatus: 403, body: { status: 'forbidden', message: 'Token does not belong to this email', isExpired: false } };
  }
  const expiresAtMs = check.claims.exp * 1000;
  return {
    httpStatus: 200,
    body: {
      status: 'valid',
      message: 'Token is valid',
      authenticatedUser: user.email,
      role: user.role,
      expiresAt: new Date(expiresAtMs).toISOString(),
      timeUntilExpiry: `${Math.max(0, expiresAtMs - Date.now())} ms`,
      isExpired: false,
    },
  };
}
