/** The English messages of the data-rights routes (their Hungarian: shared/src/messages/hu/account-data.ts). */
export const ACCOUNT_DATA_MESSAGES = {
  wrongPassword: 'Wrong password: your account was not deleted.',
  staffCannotDelete: 'Staff accounts cannot be deleted here: an owner deactivates them on the Staff page.',
  accountGone: 'This account no longer exists.',
} as const;
