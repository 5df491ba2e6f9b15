import type { AccountPreferences, Language, Role, StaffRole } from '@pizza/shared';
import type { Connection } from 'mongoose';

import { type AuthUser, toAuthUser } from './user-view';
import { UserModel } from './users.model';

/*
 * Accounts as other modules may read and write them: sign-in and sessions (auth), the mails'
 * recipients and preferences (mails), staff accounts (seed, CLI). The model stays inside this
 * module, so what other modules rely on is this list of functions, not the collection's shape.
 */

/** An account as sign-in sees it: its id, who it is and the secrets that decide a token's worth. */
export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
  phone?: string;
  passwordHash: string;
  tokenVersion: number;
  /** False for a deactivated staff member and one who has not joined yet: they may not sign in. */
  active: boolean;
}

/** What an account is created with; the rest takes the schema's defaults. */
export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string;
  role: Role;
  /** Staff accounts only. */
  staffRole?: StaffRole;
  phone?: string;
  address?: string;
  language?: Language;
  /** Customers who accepted the legal pages at sign-up. */
  acceptedLegal?: StoredAcceptance;
}

/** The versions of the terms and the privacy notice an account accepted, and when (docs/product/legal.md#acceptance). */
export interface StoredAcceptance {
  terms?: { version: number; at: Date };
  privacy?: { version: number; at: Date };
}

interface StoredAccount {
  _id: unknown;
  email: string;
  name: string;
  role: Role;
  phone?: string | null;
  passwordHash: string;
  tokenVersion: number;
  active?: boolean | null;
}

function toAccount({ _id, email, name, role, phone, passwordHash, tokenVersion, active }: StoredAccount): Account {
  return { id: String(_id), email, name, role, ...(phone ? { phone } : {}), passwordHash, tokenVersion, active: active !== false };
}

const ACCOUNT_FIELDS = { email: 1, name: 1, role: 1, phone: 1, passwordHash: 1, tokenVersion: 1, active: 1 } as const;

/** The account of this e-mail (compared as stored: lower-cased), or null. */
export async function findAccountByEmail(email: string): Promise<Account | null> {
  const user = await UserModel.findOne({ email }, ACCOUNT_FIELDS).lean<StoredAccount>();
  return user ? toAccount(user) : null;
}

/** The account with this id, and this e-mail when given; else null. */
export async function findAccountById(id: unknown, { email }: { email?: string } = {}): Promise<Account | null> {
  const user = await UserModel.findOne({ _id: id, ...(email !== undefined ? { email } : {}) }, ACCOUNT_FIELDS).lean<StoredAccount>();
  return user ? toAccount(user) : null;
}

/** Whether an account has this e-mail, or this phone number. */
export async function accountExists(key: { email: string } | { phone: string }): Promise<boolean> {
  return (await UserModel.exists(key)) !== null;
}

/**
 * Many accounts by id in one query, as token checks need them (no password hash): the live channel
 * re-checks its sockets' tokens a slice at a time. Unknown ids are left out.
 */
export async function tokenHolders(ids: readonly string[]): Promise<Array<AuthUser & { tokenVersion: number; lastSeenAt?: Date }>> {
  if (ids.length === 0) return [];
  // A deactivated member holds no valid token (docs/product/staff-roles.md).
  const users = await UserModel.find(
    { _id: { $in: [...ids] }, active: { $ne: false } },
    { email: 1, name: 1, role: 1, staffRole: 1, phone: 1, tokenVersion: 1, lastSeenAt: 1 },
  ).lean<Array<Omit<StoredAccount, 'passwordHash'> & { staffRole?: StaffRole | null; lastSeenAt?: Date | null }>>();
  return users.map((user) => ({ ...toAuthUser(user), tokenVersion: user.tokenVersion, lastSeenAt: user.lastSeenAt ?? undefined }));
}

/** Creates an account; a taken e-mail or phone fails with MongoDB's duplicate key error (code 11000, its keyPattern). */
export async function createAccount(fields: NewAccount): Promise<Account> {
  return toAccount(await UserModel.create(fields));
}

/**
 * Writes many accounts at once, through `connection` when given (a bench filling the shop's
 * database from beside it); only load tools and test fixtures create accounts in bulk.
 */
export async function insertAccounts(accounts: readonly NewAccount[], connection?: Connection): Promise<Account[]> {
  const model = connection ? connection.model('User', UserModel.schema) : UserModel;
  const docs = await model.insertMany(accounts);
  return docs.map((doc) => toAccount(doc as unknown as StoredAccount));
}

/** A new password hash; `signOutEverywhere` also makes every token issued before it worthless. */
export async function setPasswordHash(id: string, passwordHash: string, { signOutEverywhere = false } = {}): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $set: { passwordHash }, ...(signOutEverywhere ? { $inc: { tokenVersion: 1 } } : {}) });
}

/** Who the mails of these accounts go to, in their language and with their choice of optional mails. */
export interface MailContact {
  id: string;
  email: string;
  name: string;
  language?: string | null;
  mails?: { ready?: boolean | null; delivered?: boolean | null } | null;
}

/** Mail contacts by account id, one query; accounts that are gone are left out. */
export async function mailContacts(ids: readonly string[]): Promise<MailContact[]> {
  if (ids.length === 0) return [];
  const users = await UserModel.find({ _id: { $in: [...ids] } }, { email: 1, name: 1, language: 1, mails: 1 }).lean();
  return users.map(({ _id, email, name, language, mails }) => ({ id: String(_id), email, name, language, mails }));
}

/** The stored language and mail choices of an account (absent fields: never chosen); null when the account is gone. */
export async function storedPreferences(id: string): Promise<Pick<MailContact, 'language' | 'mails'> | null> {
  const user = await UserModel.findById(id, { language: 1, mails: 1 }).lean();
  return user ? { language: user.language, mails: user.mails } : null;
}

/** Saves the whole set of preferences; false when the account is gone. */
export async function savePreferences(id: string, { language, mails }: AccountPreferences): Promise<boolean> {
  const result = await UserModel.updateOne({ _id: id }, { $set: { language, mails: { ready: mails.ready, delivered: mails.delivered } } });
  return result.matchedCount > 0;
}

/** Records the versions a customer accepted (each document's replaces the one before); false when the account is gone. */
export async function saveLegalAcceptance(id: string, accepted: StoredAcceptance): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(accepted).map(([document, value]) => [`acceptedLegal.${document}`, value]));
  const result = await UserModel.updateOne({ _id: id }, { $set: set });
  return result.matchedCount > 0;
}

/** What an account accepted (`{}` when nothing); null when the account is gone. */
export async function storedLegalAcceptance(id: string): Promise<StoredAcceptance | null> {
  const user = await UserModel.findById(id, { acceptedLegal: 1 }).lean();
  if (!user) return null;
  const { terms, privacy } = user.acceptedLegal ?? {};
  return {
    ...(terms ? { terms: { version: terms.version, at: terms.at } } : {}),
    ...(privacy ? { privacy: { version: privacy.version, at: privacy.at } } : {}),
  };
}
