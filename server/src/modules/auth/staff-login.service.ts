import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import {
  type AdminLoginRequest,
  STAFF_CODE_LENGTH,
  STAFF_CODE_MAX_ATTEMPTS,
  STAFF_CODE_TTL_MS,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@pizza/shared';

import type { Config } from '../../config/env';
import { AppError, unauthorized } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { capturesMail, type Mailer } from '../../lib/mailer';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { type AuditActor, recordAudit } from '../audit';
import { findAccountByEmail, setPasswordHash, tokenHolders } from '../users';
import { staffCodeEmail } from './auth-emails';
import { AUTH_MESSAGES } from './auth-messages';
import { OneTimeCodeModel } from './one-time-code.model';
import { signAccessToken } from './tokens';

export interface StaffLoginDeps {
  config: Pick<Config, 'jwtSecret' | 'profile' | 'nodeEnv'>;
  mailer: Mailer;
  logger: Logger;
}

/** Staff sign-in, step one (password) and step two (the e-mailed code). */
export function createStaffLoginService({ config, mailer, logger }: StaffLoginDeps) {
  /**
   * Keyed with the JWT secret: a million possible codes would fall to a plain hash at once, so a
   * copy of the database alone must not be enough to read a live code.
   */
  const hashCode = (email: string, code: string) => createHmac('sha256', config.jwtSecret).update(`${email}:${code}`).digest('hex');

  const codesMatch = (stored: string, candidate: string) => timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(candidate, 'hex'));

  /** Whether the password is a staff member's; who tried, for the audit log (a staff account by id, else only the e-mail typed). */
  async function checkStaffPassword(email: string, password: string): Promise<{ ok: boolean; tried: AuditActor }> {
    const user = await findAccountByEmail(email);
    if (!user) return { ok: await verifyAgainstDummy(password), tried: { email } };
    // A deactivated member, or one who has not joined yet, gets the answer of a wrong password.
    const ok = (await verifyPassword(password, user.passwordHash)) && user.role === 'ADMIN' && user.active;
    // A staff account seeded before the switch to bcrypt is upgraded at its next sign-in.
    if (ok && needsRehash(user.passwordHash)) await setPasswordHash(user.id, await hashPassword(password));
    return { ok, tried: user.role === 'ADMIN' ? { id: user.id, name: user.name, email } : { email } };
  }

  /**
   * A sign-in attempt in the audit log (docs/product/audit-log.md): which step failed, or the
   * success. Never the password or the code. No transaction: the attempt changes nothing else.
   */
  function recordAttempt(action: 'signin.succeeded' | 'signin.failed', actor: AuditActor, after: Record<string, string>) {
    return recordAudit(null, { action, actor, at: new Date(), after });
  }

  /** A new code replaces the old one (one per e-mail) and starts with a clean attempt count. */
  async function issueCode(email: string): Promise<string> {
    const code = String(randomInt(0, 10 ** STAFF_CODE_LENGTH)).padStart(STAFF_CODE_LENGTH, '0');
    const expiresAt = new Date(Date.now() + STAFF_CODE_TTL_MS);
    await OneTimeCodeModel.findOneAndUpdate(
      { email },
      { $set: { codeHash: hashCode(email, code), expiresAt, attempts: 0 } },
      { upsert: true },
    );
    return code;
  }

  /** Wrong password and customer account get the same `{ otpSent: false }`: nothing to enumerate. */
  async function requestCode({ email, password }: AdminLoginRequest): Promise<{ otpSent: boolean }> {
    const { ok, tried } = await checkStaffPassword(email, password);
    if (!ok) {
      await recordAttempt('signin.failed', tried, { step: 'password' });
      return { otpSent: false };
    }
    const code = await issueCode(email);
    // So a person running `npm start` (no real mail) can sign in; never in production.
    if (capturesMail(config)) logger.info(`Staff sign-in code for ${email}: ${code}`);
    try {
      await mailer.send(staffCodeEmail(email, code));
    } catch (err) {
      logger.error({ err }, 'staff sign-in code could not be e-mailed');
      await OneTimeCodeModel.deleteOne({ email });
      throw new AppError(503, 'SERVICE_UNAVAILABLE', AUTH_MESSAGES.codeNotSent);
    }
    return { otpSent: true };
  }

  /** Counts a wrong try; the try that reaches the limit deletes the code, so a new one must be requested. */
  async function countWrongTry(email: string): Promise<void> {
    const updated = await OneTimeCodeModel.findOneAndUpdate({ email }, { $inc: { attempts: 1 } }, { returnDocument: 'after' }).lean();
    if (updated && updated.attempts >= STAFF_CODE_MAX_ATTEMPTS) await OneTimeCodeModel.deleteOne({ _id: updated._id });
  }

  async function verifyCode({ email, otp }: VerifyOtpRequest): Promise<VerifyOtpResponse> {
    const stored = await OneTimeCodeModel.findOne({ email }).lean();
    const candidate = hashCode(email, otp);
    if (!stored || stored.expiresAt.getTime() <= Date.now() || stored.attempts >= STAFF_CODE_MAX_ATTEMPTS) {
      await recordAttempt('signin.failed', { email }, { step: 'code', failure: stored ? 'expired-or-used-up' : 'no-code' });
      throw unauthorized(AUTH_MESSAGES.codeInvalid);
    }
    if (!codesMatch(stored.codeHash, candidate)) {
      await countWrongTry(email);
      await recordAttempt('signin.failed', { email }, { step: 'code', failure: 'wrong-code' });
      throw unauthorized(AUTH_MESSAGES.codeInvalid);
    }
    // Deleting with the same conditions makes the code single-use even for two requests at once.
    const consumed = await OneTimeCodeModel.findOneAndDelete({
      _id: stored._id,
      codeHash: candidate,
      attempts: { $lt: STAFF_CODE_MAX_ATTEMPTS },
    });
    const user = consumed ? await findAccountByEmail(email) : null;
    if (!user || user.role !== 'ADMIN' || !user.active) throw unauthorized(AUTH_MESSAGES.codeInvalid);
    const [member] = await tokenHolders([user.id]);
    await recordAttempt('signin.succeeded', member ?? { id: user.id, name: user.name, email: user.email }, { step: 'code' });
    return { token: signAccessToken({ id: user.id, role: 'ADMIN', tokenVersion: user.tokenVersion }, config), email: user.email };
  }

  return { requestCode, verifyCode };
}

export type StaffLoginService = ReturnType<typeof createStaffLoginService>;
