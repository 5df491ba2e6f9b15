import type { AuthResponse, Language, LegalAcceptance, LoginRequest, SignupRequest } from '@pizza/shared';

import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import type { PhoneTokenVerifier } from '../../lib/firebase';
import type { Logger } from '../../lib/logger';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { type Account, accountExists, createAccount, findAccountByEmail, setPasswordHash, type StoredAcceptance } from '../users';
import { AUTH_MESSAGES } from './auth-messages';
import { signAccessToken } from './tokens';

/** The legal module's check of the versions a sign-up accepts (400 when not the current ones); the composition root hands it in. */
export type LegalAcceptanceCheck = (acceptance: LegalAcceptance, now: Date) => Promise<StoredAcceptance>;

export interface AccountServiceDeps {
  config: Pick<Config, 'jwtSecret'>;
  phoneVerifier: PhoneTokenVerifier;
  logger: Logger;
  clock: Clock;
  legalAcceptance: LegalAcceptanceCheck;
}

function isDuplicateKey(err: unknown): err is { keyPattern?: Record<string, unknown> } {
  return (err as { code?: unknown }).code === 11000;
}

/** Customer sign-up and login. Staff never sign in here: that would skip their e-mailed code. */
export function createAccountService({ config, phoneVerifier, logger, clock, legalAcceptance }: AccountServiceDeps) {
  /** The ID token is the server's own proof that the SMS code was confirmed for exactly this phone. */
  async function verifiedPhone(idToken: string, phone: string): Promise<void> {
    const identity = await phoneVerifier.verify(idToken).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      logger.info({ err }, 'sign-up: Firebase ID token refused');
      throw badRequest(AUTH_MESSAGES.phoneUnverified);
    });
    if (identity.phoneNumber !== phone) throw badRequest(AUTH_MESSAGES.phoneMismatch);
  }

  async function ensureUnused(email: string, phone: string): Promise<void> {
    if (await accountExists({ email })) throw conflict(AUTH_MESSAGES.emailTaken);
    if (await accountExists({ phone })) throw conflict(AUTH_MESSAGES.phoneTaken);
  }

  function session(user: Account): AuthResponse {
    const token = signAccessToken({ id: user.id, role: user.role, tokenVersion: user.tokenVersion }, config);
    return { email: user.email, name: user.name, token };
  }

  /** `language`: the request's (Accept-Language), kept for the customer's mails. */
  async function signup(form: SignupRequest, language: Language = 'en'): Promise<AuthResponse> {
    // The original client sends no acceptance; the shop's own sign-up form requires it (docs/product/legal.md#acceptance).
    const acceptedLegal = form.acceptedLegal ? await legalAcceptance(form.acceptedLegal, clock.now()) : undefined;
    await verifiedPhone(form.firebaseIdToken, form.phone);
    await ensureUnused(form.email, form.phone);
    const passwordHash = await hashPassword(form.password);
    try {
      const user = await createAccount({
        email: form.email,
        name: form.name,
        phone: form.phone,
        address: form.address ?? '',
        passwordHash,
        role: 'USER',
        language,
        ...(acceptedLegal ? { acceptedLegal } : {}),
      });
      return session(user);
    } catch (err) {
      // Two sign-ups racing past ensureUnused: the unique indexes decide, with the same messages.
      if (isDuplicateKey(err)) throw conflict(err.keyPattern?.phone ? AUTH_MESSAGES.phoneTaken : AUTH_MESSAGES.emailTaken);
      throw err;
    }
  }

  /** Unknown e-mail, wrong password and staff account all get the same answer after the same work. */
  async function login({ email, password }: LoginRequest): Promise<AuthResponse> {
    const user = await findAccountByEmail(email);
    const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
    if (!user || !ok || user.role !== 'USER') throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    if (needsRehash(user.passwordHash)) {
      await setPasswordHash(user.id, await hashPassword(password));
    }
    return session(user);
  }

  async function emailExists(email: string): Promise<boolean> {
    return accountExists({ email });
  }

  return { signup, login, emailExists };
}

export type AccountService = ReturnType<typeof createAccountService>;
