import { type AccountPreferences, DEFAULT_MAIL_PREFERENCES, isLanguage } from '@pizza/shared';

import { notFound } from '../../lib/errors';
import { savePreferences as saveStored, storedPreferences } from '../users';

const ACCOUNT_GONE = 'Account not found';

/** A customer's language and optional mails; an account that never chose has English (or its sign-up language) and every mail on. */
export async function readPreferences(userId: string): Promise<AccountPreferences> {
  const user = await storedPreferences(userId);
  if (!user) throw notFound(ACCOUNT_GONE);
  return {
    language: isLanguage(user.language) ? user.language : 'en',
    mails: {
      ready: user.mails?.ready ?? DEFAULT_MAIL_PREFERENCES.ready,
      delivered: user.mails?.delivered ?? DEFAULT_MAIL_PREFERENCES.delivered,
    },
  };
}

/** Saves the whole set (PUT): only the signed-in customer's own account is ever written. */
export async function savePreferences(userId: string, preferences: AccountPreferences): Promise<AccountPreferences> {
  if (!(await saveStored(userId, preferences))) throw notFound(ACCOUNT_GONE);
  return readPreferences(userId);
}
