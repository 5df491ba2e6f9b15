/**
 * Who takes part. Customers who place orders sign up through the shop's real sign-up with a phone
 * verified by the Auth emulator (one instance; production mode has no emulator, so with two
 * instances they are written to the database like the rest). The 2,000 customers and 20 staff who
 * only hold sockets are written to the database before the shop starts, with tokens signed by the
 * shop's secret: 2,000 sign-ups would spend minutes of bcrypt on the machine under test.
 */
import type { Connection } from 'mongoose';

import { signAccessToken } from '../../src/modules/auth';
import { insertAccounts as insertUsers } from '../../src/modules/users';
import { signUpCustomer } from '../../src/test/app-process';
import { JWT_SECRET } from './shop';

export interface Account {
  userId: string;
  token: string;
}

/** Writes `count` accounts with `role` through `conn` (the shop's database, before or beside it). */
export async function insertAccounts(conn: Connection, count: number, role: 'USER' | 'ADMIN', prefix: string): Promise<Account[]> {
  const docs = await insertUsers(
    Array.from({ length: count }, (_v, i) => ({
      email: `${prefix}-${i}@example.com`,
      name: `${prefix} ${i}`,
      passwordHash: 'bench-account-without-a-password',
      role,
      ...(role === 'USER' ? { phone: `+3670${prefix.length}${String(i).padStart(6, '0')}` } : {}),
    })),
    conn,
  );
  return docs.map((doc) => ({
    userId: doc.id,
    token: signAccessToken({ id: doc.id, role, tokenVersion: doc.tokenVersion }, { jwtSecret: JWT_SECRET }),
  }));
}

/** Signs `count` customers up through the shop and its emulator, `parallel` at a time. */
export async function signUpCustomers(url: string, emulatorHost: string, count: number, parallel = 4): Promise<Account[]> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const { isAuthEmulatorUp } = await import('../../../scripts/firebase-emulator.mjs'); // an ES module with top-level await
  const deadline = Date.now() + 120_000;
  while (!(await isAuthEmulatorUp(emulatorHost, 'demo-pizza'))) {
    if (Date.now() > deadline) throw new Error(`the shop's Auth emulator did not answer on ${emulatorHost}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const accounts: Account[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < count; i = next++) accounts.push({ userId: '', ...(await signUpCustomer(url)) });
    }),
  );
  return accounts;
}
