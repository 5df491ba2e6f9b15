import { createHash, randomBytes } from 'node:crypto';

import { RESET_TOKEN_TTL_MS, type ResetPasswordRequest } from '@pizza/shared';

import type { Config } from '../../config/env';
import { badRequest } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../users';
import { passwordResetEmail } from './auth-emails';
import { AUTH_MESSAGES } from './auth.messages';
import { ResetTokenModel } from './reset-token.model';

export interface PasswordResetDeps {
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  logger: Logger;
}

const RESET_TOKEN_BYTES = 32;
/** 256 random bits need no salt or slow hash; sha256 only keeps a database copy from being a key ring. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createPasswordResetService({ config, mailer, logger }: PasswordResetDeps) {
  /** A new link replaces any older one: only the newest e-mail works. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await findAccountByEmail(email);
    if (!user) return;
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    await ResetTokenModel.deleteMany({ userId: user.id, usedAt: { $exists: false } });
    await ResetTokenModel.create({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    const link = `${config.publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;
    // The answer must not tell whether mail went out, so a mail failure is only logged.
    await mailer
      .send(passwordResetEmail(email, link))
      .catch((err: unknown) => logger.error({ err }, 'password reset e-mail could not be sent'));
  }

  /**
   * Returns at once and does the work afterwards: the answer is the same, and takes the same time,
   * whether or not the account exists (awaiting the lookup and the mail would tell them apart).
   */
  function requestReset(email: string): void {
    sendResetLink(email).catch((err: unknown) => logger.error({ err }, 'password reset request failed'));
  }

  /**
   * The token must be live, unused and belong to the e-mail's account. It is marked used first,
   * atomically, so two requests with one link cannot both change the password.
   */
  async function resetPassword({ token, email, password }: ResetPasswordRequest): Promise<void> {
    const invalid = badRequest(AUTH_MESSAGES.resetInvalid);
    const stored = await ResetTokenModel.findOne({ tokenHash: hashToken(token) }).lean();
    if (!stored || stored.usedAt || stored.expiresAt.getTime() <= Date.now()) throw invalid;
    const user = await findAccountById(stored.userId, { email });
    if (!user) throw invalid;
    const claimed = await ResetTokenModel.findOneAndUpdate(
      { _id: stored._id, usedAt: { $exists: false } },
      { $set: { usedAt: new Date() } },
    );
    if (!claimed) throw invalid;
    // A new tokenVersion signs out every session that existed before the reset, a thief's included.
    await setPasswordHash(user.id, await hashPassword(password), { signOutEverywhere: true });
  }

  return { requestReset, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
