import type { ClientSession } from 'mongoose';

import { PushSubscriptionModel } from './push-subscription.model';

/*
 * Push devices in a customer's data rights (docs/product/legal.md#my-data). Only staff subscribe
 * today, but an account's devices are listed and erased whoever it is, so the push dispatcher, which
 * pushes to every stored subscription, can never reach an erased account.
 */

/** The account's subscribed devices: their label and when (never the keys: they are the browser's secret). */
export async function devicesOf(userId: string): Promise<Array<Record<string, unknown>>> {
  const records = await PushSubscriptionModel.find({ userId }, { label: 1, createdAt: 1, lastPushedAt: 1 }).sort({ createdAt: -1 }).lean();
  return records.map(({ label, createdAt, lastPushedAt }) => ({
    label,
    createdAt: createdAt.toISOString(),
    ...(lastPushedAt ? { lastPushedAt: lastPushedAt.toISOString() } : {}),
  }));
}

/** Removes every device of the account, inside the erasure's transaction. */
export async function eraseDevicesOf(userId: string, session: ClientSession): Promise<void> {
  await PushSubscriptionModel.deleteMany({ userId }, { session });
}
