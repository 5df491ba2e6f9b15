import type { AccountDeleteRequest } from '@pizza/shared';

import { forbidden, unauthorized } from '../../lib/errors';
import type { PhoneAccounts } from '../../lib/firebase';
import type { Logger } from '../../lib/logger';
import { verifyPassword } from '../../lib/password';
import type { EventLog } from '../../platform';
import type { LiveSessions } from '../../realtime/live-sessions';
import { eraseAddressesOf } from '../addresses';
import { type AuthUser, eraseCredentialsOf } from '../auth';
import { eraseCartOf } from '../cart';
import { pseudonymiseOrdersOf } from '../orders';
import { eraseDevicesOf } from '../push';
import { eraseCustomerAccount, findAccountById } from '../users';
import { ACCOUNT_DATA_MESSAGES } from './account-data-messages';

export interface DeleteAccountDeps {
  events: Pick<EventLog, 'transaction'>;
  liveSessions: Pick<LiveSessions, 'endUser'>;
  phoneAccounts: PhoneAccounts;
  logger: Logger;
}

/**
 * A customer erases their account (GDPR Art. 17, docs/product/legal.md#my-data): confirmed with the
 * password, then in one transaction the account, its addresses, cart, push devices and outstanding
 * reset tokens and codes go, and its orders stay for the accounting law under a pseudonym. Either
 * all of it commits or none does. Then every socket of the account is closed (its tokens already
 * fail: the account they name is gone) and the phone's Firebase Auth user is removed.
 */
export async function deleteAccount(deps: DeleteAccountDeps, user: AuthUser, { password }: AccountDeleteRequest): Promise<void> {
  // An owner deactivates a staff member (docs/product/staff-accounts.md): the audit trail keeps who they were.
  if (user.role !== 'USER') throw forbidden(ACCOUNT_DATA_MESSAGES.staffCannotDelete);
  const account = await findAccountById(user.id);
  if (!account) throw unauthorized(ACCOUNT_DATA_MESSAGES.accountGone);
  if (!(await verifyPassword(password, account.passwordHash))) throw unauthorized(ACCOUNT_DATA_MESSAGES.wrongPassword);

  await deps.events.transaction(async (session) => {
    await eraseCredentialsOf({ userId: account.id, email: account.email }, session);
    await eraseAddressesOf(account.id, session);
    await eraseCartOf(account.id, session);
    await eraseDevicesOf(account.id, session);
    await pseudonymiseOrdersOf(account.id, session);
    await eraseCustomerAccount(account.id, session);
  });

  deps.liveSessions.endUser(account.id);
  if (account.phone) {
    // The shop's own records are already gone; Firebase's copy of the phone is removed after, and a
    // failure there is logged for the operator rather than undoing an erasure the customer asked for.
    await deps.phoneAccounts.forget(account.phone).catch((err: unknown) => {
      deps.logger.error({ err, userId: account.id }, 'account erased, but its phone could not be removed from Firebase Auth');
    });
  }
  deps.logger.info({ userId: account.id }, 'customer account erased at their request');
}
