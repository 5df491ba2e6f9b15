import type { ClientSession } from 'mongoose';

import { AddressModel } from './addresses.model';

/*
 * The address book's part of a customer's data rights (docs/product/legal.md#my-data): the export
 * lists the addresses, the erasure removes them with the account.
 */

/** The customer's delivery addresses as stored (without the internal dedupe key), newest first. */
export async function addressesOf(userId: string): Promise<Array<Record<string, unknown>>> {
  const records = await AddressModel.find({ userId }, { userId: 0, dedupeKey: 0, __v: 0 }).sort({ createdAt: -1 }).lean();
  return records.map(({ _id, ...address }) => ({ id: String(_id), ...address }));
}

/** Removes every address of the customer, inside the erasure's transaction. */
export async function eraseAddressesOf(userId: string, session: ClientSession): Promise<void> {
  await AddressModel.deleteMany({ userId }, { session });
}
