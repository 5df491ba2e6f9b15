import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/password';
import { accountExists, createAccount, findAccountByEmail, settleOwnersOfOldAccounts } from '../users';

export interface NewStaffAccount {
  email: string;
  name: string;
  password: string;
}

/** Creates an owner's account; false when the e-mail already has an account (which is never changed). */
export async function createStaffAccount({ email, name, password }: NewStaffAccount): Promise<boolean> {
  if (await accountExists({ email })) return false;
  try {
    await createAccount({ email, name, passwordHash: await hashPassword(password), role: 'ADMIN', staffRole: 'OWNER' });
    return true;
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if ((err as { code?: unknown }).code === 11000) return false;
    throw err;
  }
}

/**
 * Creates the owner's account of ADMIN_EMAIL once at start-up; an existing account (and its password)
 * is never changed. Staff accounts from before roles become owners (docs/product/staff-accounts.md).
 */
export async function seedStaffAccount(admin: Config['admin'], logger: Logger): Promise<boolean> {
  const settled = await settleOwnersOfOldAccounts();
  if (settled > 0) logger.info({ accounts: settled }, 'staff accounts from before roles are owners now');
  const existing = await findAccountByEmail(admin.email);
  if (existing) {
    if (existing.role !== 'ADMIN') logger.warn({ email: admin.email }, 'ADMIN_EMAIL belongs to a customer account; it was not made staff');
    return false;
  }
  return createStaffAccount({ email: admin.email, name: 'Pizza Point Staff', password: admin.password });
}
