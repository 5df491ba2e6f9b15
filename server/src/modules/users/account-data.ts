import type { AcceptedLegal, AccountExport } from '@pizza/shared';
import { DEFAULT_MAIL_PREFERENCES, isLanguage } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { UserModel } from './users.model';

/*
 * The account's part of a customer's data rights (docs/product/legal.md#my-data): what the export
 * shows of the account itself, and its erasure.
 */

interface StoredProfile {
  _id: unknown;
  email: string;
  name: string;
  phone?: string | null;
  address?: string | null;
  createdAt: Date;
  language?: string | null;
  mails?: { ready?: boolean | null; delivered?: boolean | null } | null;
  /** Written by the legal module at sign-up; absent on accounts from before it. */
  acceptedLegal?: AcceptedLegal | null;
}

/** The account's own fields as the export shows them; null when the account is gone. */
export async function accountProfile(id: string): Promise<Pick<AccountExport, 'profile' | 'preferences' | 'acceptedLegal'> | null> {
  const user = await UserModel.findById(id, {
    email: 1,
    name: 1,
    phone: 1,
    address: 1,
    createdAt: 1,
    language: 1,
    mails: 1,
    acceptedLegal: 1,
  }).lean<StoredProfile>();
  if (!user) return null;
  const mails = user.mails ?? {};
  return {
    profile: {
      id: String(user._id),
      name: user.name,
      email: user.email,
      ...(user.phone ? { phone: user.phone } : {}),
      ...(user.address ? { address: user.address } : {}),
      createdAt: user.createdAt.toISOString(),
    },
    preferences: {
      language: isLanguage(user.language) ? user.language : 'en',
      mails: {
        ready: typeof mails.ready === 'boolean' ? mails.ready : DEFAULT_MAIL_PREFERENCES.ready,
        delivered: typeof mails.delivered === 'boolean' ? mails.delivered : DEFAULT_MAIL_PREFERENCES.delivered,
      },
    },
    acceptedLegal: user.acceptedLegal ?? {},
  };
}

/**
 * Removes the account document itself: its name, e-mail, phone, address, language and mail
 * choices go with it, so the unique e-mail and phone are free for a new sign-up, and every token
 * of it fails (the guard re-loads the account on every request and socket re-check). Its orders
 * keep the id as a pseudonymous key (reports count customers by it). Customers only: a staff
 * account is never matched. True when an account was removed.
 */
export async function eraseCustomerAccount(id: string, session: ClientSession): Promise<boolean> {
  const result = await UserModel.deleteOne({ _id: id, role: 'USER' }, { session });
  return result.deletedCount === 1;
}
