import type { AccountExport } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { addressesOf } from '../addresses';
import { cartOf } from '../cart';
import { ordersOfCustomer } from '../orders';
import { devicesOf } from '../push';
import { accountProfile } from '../users';
import { ACCOUNT_DATA_MESSAGES } from './account-data-messages';

/**
 * Everything the shop holds about the signed-in customer (GDPR Art. 15 and 20,
 * docs/product/legal.md#my-data), made on request from each module's own records of that one
 * account: every part is read by the account's id, so nobody else's data can enter it.
 */
export async function exportAccount(userId: string, clock: Clock): Promise<AccountExport> {
  const [account, addresses, orders, cart, pushDevices] = await Promise.all([
    accountProfile(userId),
    addressesOf(userId),
    ordersOfCustomer(userId),
    cartOf(userId),
    devicesOf(userId),
  ]);
  // Erased between the token check and here: there is nothing left to export.
  if (!account) throw unauthorized(ACCOUNT_DATA_MESSAGES.accountGone);
  return {
    exportedAt: clock.now().toISOString(),
    ...account,
    addresses,
    orders,
    ...(cart ? { cart } : {}),
    pushDevices,
  };
}

/** `pizza-point-my-data-2026-11-29.json`: the day of the export. */
export const exportFileName = (at: Date) => `pizza-point-my-data-${at.toISOString().slice(0, 10)}.json`;
