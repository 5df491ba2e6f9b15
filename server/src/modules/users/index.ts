/** Accounts: who they are and how other modules read and write them, and the signed-in principal as handlers see it. */
export { accountProfile, eraseCustomerAccount } from './account-data';
export {
  type Account,
  accountExists,
  createAccount,
  findAccountByEmail,
  findAccountById,
  insertAccounts,
  type MailContact,
  mailContacts,
  type NewAccount,
  saveLegalAcceptance,
  savePreferences,
  setPasswordHash,
  type StoredAcceptance,
  storedLegalAcceptance,
  storedPreferences,
  tokenHolders,
} from './user-accounts';
export {
  activateInvitedAccount,
  activeOwnerContacts,
  changeStaffAccount,
  createInvitedAccount,
  deleteInvitedAccount,
  findStaffAccount,
  LAST_SEEN_RESOLUTION_MS,
  listStaffAccounts,
  lockAndCountActiveOwners,
  markReinvited,
  markStaffSeen,
  type OwnerContact,
  settleOwnersOfOldAccounts,
  type StaffAccount,
  type StaffChange,
  type StaffState,
} from './staff-accounts';
export { type AuthUser, staffRoleOf, toAuthUser } from './user-view';
