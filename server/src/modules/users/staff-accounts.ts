import type { StaffRole } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { staffRoleOf } from './user-view';
import { UserModel } from './users.model';

/*
 * Staff accounts as the staff module manages them (docs/product/staff-accounts.md). A member is
 * 'invited' from the invitation until they set a password (active false: no sign-in, no token),
 * 'active', or 'deactivated' by an owner (active false again). Every change an owner makes bumps
 * staffVersion (their stale page is refused) and tokenVersion (every session of theirs ends).
 */

export type StaffState = 'active' | 'invited' | 'deactivated';

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  staffRole: StaffRole;
  state: StaffState;
  version: number;
  lastSeenAt?: Date;
  invitedAt?: Date;
}

interface StoredStaff {
  _id: unknown;
  email: string;
  name: string;
  role: 'ADMIN';
  staffRole?: StaffRole | null;
  active?: boolean | null;
  staffVersion?: number | null;
  invitedAt?: Date | null;
  joinedAt?: Date | null;
  deactivatedAt?: Date | null;
  lastSeenAt?: Date | null;
}

const STAFF = { role: 'ADMIN' } as const;
const FIELDS = {
  email: 1,
  name: 1,
  role: 1,
  staffRole: 1,
  active: 1,
  staffVersion: 1,
  invitedAt: 1,
  joinedAt: 1,
  deactivatedAt: 1,
  lastSeenAt: 1,
};
/** An invited member has no password yet: this is no hash any password verifies against. */
const NO_PASSWORD_YET = '!invited-without-a-password';
/** Conditions of a member still waiting for their first password. */
const INVITED = { active: false, invitedAt: { $exists: true }, joinedAt: { $exists: false }, deactivatedAt: { $exists: false } };
const ACTIVE_OWNERS = { ...STAFF, staffRole: 'OWNER' as const, active: { $ne: false } };

function stateOf(user: StoredStaff): StaffState {
  if (user.active !== false) return 'active';
  return user.invitedAt && !user.joinedAt && !user.deactivatedAt ? 'invited' : 'deactivated';
}

function toStaffAccount(user: StoredStaff): StaffAccount {
  return {
    id: String(user._id),
    email: user.email,
    name: user.name,
    staffRole: staffRoleOf(user) ?? 'OWNER',
    state: stateOf(user),
    version: user.staffVersion ?? 0,
    ...(user.lastSeenAt ? { lastSeenAt: user.lastSeenAt } : {}),
    ...(user.invitedAt ? { invitedAt: user.invitedAt } : {}),
  };
}

const opts = (session?: ClientSession) => (session ? { session } : {});

/** Every staff account, invited and deactivated ones included, oldest first. */
export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const users = await UserModel.find(STAFF, FIELDS).sort({ _id: 1 }).lean<StoredStaff[]>();
  return users.map(toStaffAccount);
}

/** The staff account with this id, or null (a customer's id included). */
export async function findStaffAccount(id: string, session?: ClientSession): Promise<StaffAccount | null> {
  const user = await UserModel.findOne({ _id: id, ...STAFF }, FIELDS, opts(session)).lean<StoredStaff>();
  return user ? toStaffAccount(user) : null;
}

/** An invited member's account (no password, no sign-in); a taken e-mail fails with the duplicate key error (11000). */
export async function createInvitedAccount(
  fields: { email: string; name: string; staffRole: StaffRole; invitedAt: Date },
  session: ClientSession,
): Promise<StaffAccount> {
  const [doc] = await UserModel.create([{ ...fields, ...STAFF, passwordHash: NO_PASSWORD_YET, active: false }], { session });
  return toStaffAccount(doc as unknown as StoredStaff);
}

/** A new invitation mail for a member still invited: bumps the version; false when they are no longer invited. */
export async function markReinvited(id: string, invitedAt: Date, session: ClientSession): Promise<boolean> {
  const result = await UserModel.updateOne(
    { _id: id, ...STAFF, ...INVITED },
    { $set: { invitedAt }, $inc: { staffVersion: 1 } },
    { session },
  );
  return result.matchedCount > 0;
}

/** Removes a member who never joined (a withdrawn invitation); false when they are not (or no longer) invited. */
export async function deleteInvitedAccount(id: string, session: ClientSession): Promise<boolean> {
  const result = await UserModel.deleteOne({ _id: id, ...STAFF, ...INVITED }, { session });
  return result.deletedCount > 0;
}

/** The invited member's first password: they may sign in from now on. False when they are not (or no longer) invited. */
export async function activateInvitedAccount(id: string, passwordHash: string, joinedAt: Date, session: ClientSession): Promise<boolean> {
  const result = await UserModel.updateOne(
    { _id: id, ...STAFF, ...INVITED },
    { $set: { passwordHash, joinedAt, active: true }, $inc: { staffVersion: 1, tokenVersion: 1 } },
    { session },
  );
  return result.matchedCount > 0;
}

/** What an owner changes on a member: a role, deactivation, reactivation. */
export interface StaffChange {
  staffRole?: StaffRole;
  active?: boolean;
}

/**
 * Applies an owner's change if the member is still at `version`; every session of the member ends
 * (tokenVersion). Reactivating a member who never joined makes them invited again. Null when stale.
 */
export async function changeStaffAccount(
  id: string,
  version: number,
  change: StaffChange,
  now: Date,
  session: ClientSession,
): Promise<StaffAccount | null> {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  if (change.staffRole) set.staffRole = change.staffRole;
  if (change.active === false) Object.assign(set, { active: false, deactivatedAt: now });
  if (change.active === true) {
    unset.deactivatedAt = '';
    set.active = await hasJoined(id, session);
  }
  const updated = await UserModel.findOneAndUpdate(
    { _id: id, ...STAFF, staffVersion: version === 0 ? { $in: [0, null] } : version },
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}), $inc: { staffVersion: 1, tokenVersion: 1 } },
    { session, returnDocument: 'after', projection: FIELDS },
  ).lean<StoredStaff>();
  return updated ? toStaffAccount(updated) : null;
}

/** Whether the member ever set a password (an account from before invitations did: it has no invitedAt). */
async function hasJoined(id: string, session: ClientSession): Promise<boolean> {
  const user = await UserModel.findById(id, { invitedAt: 1, joinedAt: 1 }, { session }).lean<StoredStaff>();
  return Boolean(user && (!user.invitedAt || user.joinedAt));
}

/**
 * The active owners, counted inside the caller's transaction after writing to each of them: two
 * transactions that each take an owner away both write every owner, so they conflict and one runs
 * again and sees the other's change (without the writes, each would count the other as still there).
 */
export async function lockAndCountActiveOwners(now: Date, session: ClientSession): Promise<number> {
  const result = await UserModel.updateMany(ACTIVE_OWNERS, { $set: { updatedAt: now } }, { session, timestamps: false });
  return result.matchedCount;
}

/** Where an owner's mail goes and in which language (absent: never chosen, English). */
export interface OwnerContact {
  email: string;
  name: string;
  language?: string;
}

/**
 * The active owners' mailboxes, oldest account first (the daily close mail): invited and
 * deactivated owners are left out.
 */
export async function activeOwnerContacts(): Promise<OwnerContact[]> {
  const owners = await UserModel.find(ACTIVE_OWNERS, { email: 1, name: 1, language: 1 }).sort({ _id: 1 }).lean();
  return owners.map(({ email, name, language }) => ({ email, name, ...(language ? { language } : {}) }));
}

/** Staff accounts stored before roles are owners (staffRoleOf reads them so); written down so owners are one query. */
export async function settleOwnersOfOldAccounts(): Promise<number> {
  const result = await UserModel.updateMany({ ...STAFF, staffRole: { $exists: false } }, { $set: { staffRole: 'OWNER' } });
  return result.modifiedCount;
}

/** How stale lastSeenAt may get: one write a minute per member at most. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Records that these staff members were just seen, skipping those seen within the last minute. */
export async function markStaffSeen(ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  await UserModel.updateMany(
    { _id: { $in: [...ids] }, ...STAFF, $or: [{ lastSeenAt: { $exists: false } }, { lastSeenAt: { $lte: staleBefore } }] },
    { $set: { lastSeenAt: now } },
    { timestamps: false },
  );
}
