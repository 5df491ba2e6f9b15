import type { ClientSession } from 'mongoose';

import { OneTimeCodeModel } from './one-time-code.model';
import { ResetTokenModel } from './reset-token.model';

/**
 * Forgets an erased account's outstanding secrets (docs/product/legal.md#my-data): its
 * password-reset tokens and any one-time code sent to its e-mail, inside the erasure's transaction.
 */
export async function eraseCredentialsOf({ userId, email }: { userId: string; email: string }, session: ClientSession): Promise<void> {
  await ResetTokenModel.deleteMany({ userId }, { session });
  await OneTimeCodeModel.deleteMany({ email }, { session });
}
