import type { MessageTable } from './table';

/** A customer's data rights: the export and the erasure of their account. */
export const ACCOUNT_DATA_HU: MessageTable = {
  'Wrong password: your account was not deleted.': 'Hibás jelszó: a fiókját nem töröltük.',
  'Staff accounts cannot be deleted here: an owner deactivates them on the Staff page.':
    'Munkatársi fiók itt nem törölhető: a tulajdonos a Munkatársak oldalon kapcsolja ki.',
  'This account no longer exists.': 'Ez a fiók már nem létezik.',
  'Password is too long': 'A jelszó túl hosszú',
};
