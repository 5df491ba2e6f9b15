/**
 * Who takes part: customers (half of them ordering for delivery, with an address in the zone),
 * staff and an integrator key. Accounts are written straight into the database and tokens signed
 * with the instances' secret (production mode has no phone sign-up to go through); the address and
 * the key go through the API like anyone's.
 */
import type { OrderType } from '@pizza/shared';

import { signAccessToken } from '../src/modules/auth';
import { insertAccounts } from '../src/modules/users';
import { call } from './http';
import { JWT_SECRET } from './topology';

export interface Customer {
  name: string;
  userId: string;
  token: string;
  orderType: OrderType;
}

export interface Staff {
  name: string;
  token: string;
}

export interface People {
  customers: Customer[];
  staff: Staff[];
  integratorKey: string;
}

async function insertUsers(count: number, role: 'USER' | 'ADMIN', prefix: string) {
  const docs = await insertAccounts(
    Array.from({ length: count }, (_v, i) => ({
      email: `${prefix}-${i}@example.com`,
      name: `${prefix} ${i}`,
      passwordHash: 'chaos-account-without-a-password',
      role,
      ...(role === 'USER' ? { phone: `+3630${String(i).padStart(7, '0')}`, address: 'Debrecen' } : {}),
    })),
  );
  return docs.map((doc) => ({
    userId: doc.id,
    name: doc.name,
    token: signAccessToken({ id: doc.id, role, tokenVersion: doc.tokenVersion }, { jwtSecret: JWT_SECRET }),
  }));
}

async function ensure(what: string, attempt: () => ReturnType<typeof call>, expected: number) {
  const outcome = await attempt();
  if (outcome.status !== expected) throw new Error(`setup: ${what} answered ${JSON.stringify(outcome)}`);
  return outcome;
}

export async function createPeople(url: string, counts: { customers: number; staff: number }): Promise<People> {
  const customers = (await insertUsers(counts.customers, 'USER', 'customer')).map((user, i) => ({
    ...user,
    orderType: (i % 2 === 0 ? 'DELIVERY' : 'PICKUP') as OrderType,
  }));
  for (const customer of customers.filter((c) => c.orderType === 'DELIVERY')) {
    const address = {
      street: 'Piac utca',
      buildingName: '10',
      apartmentNo: '2',
      floor: '1',
      intercom: '21',
      latitude: 47.5293,
      longitude: 21.6253,
      selected: true,
    };
    await ensure('an address', () => call(`${url}/api/address/add`, { method: 'POST', token: customer.token, json: address }), 200);
  }
  const staff = await insertUsers(counts.staff, 'ADMIN', 'staff');
  const key = await ensure(
    'an integrator key',
    () => call(`${url}/api/integrations/keys`, { method: 'POST', token: staff[0]!.token, json: { name: 'Chaos POS' } }),
    201,
  );
  return { customers, staff, integratorKey: (key.body as { key: string }).key };
}
