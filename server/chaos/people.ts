/**
 * Who takes part: customers (half of them ordering for delivery, with an address in the zone),
 * staff and an integrator key, all made the way real ones are. Customers sign up by phone: the
 * code the Auth emulator "sent", its ID token, then the shop's own sign-up (the instances run the
 * local profile, which plays Firebase with that emulator). Staff accounts are created as an operator
 * does (`npm run staff:add`) and sign in with their password and the code e-mailed to them (the
 * local profile's mailbox). The address and the key go through the API like anyone's.
 */
import type { OrderType } from '@pizza/shared';

import { createStaffAccount } from '../src/modules/auth';
import { phoneIdToken } from '../src/test/firebase-emulator';
import { call } from './http';

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

/** Where people sign up and in: the instances' addresses, and the Auth emulator they verify phones with. */
export interface Doors {
  urls: string[];
  emulatorHost: string;
}

const PASSWORD = 'Chaos#Person#2026';
/** Sign-ups at once: each costs the emulator three calls and the shop a password hash. */
const SIGN_UP_BATCH = 6;
const SETUP_TIMEOUT_MS = 15_000;

async function ensure(what: string, attempt: () => ReturnType<typeof call>, expected: number) {
  const outcome = await attempt();
  if (outcome.status !== expected) throw new Error(`setup: ${what} answered ${JSON.stringify(outcome)}`);
  return outcome;
}

const post = (url: string, json: unknown, token?: string) => call(url, { method: 'POST', json, token, timeoutMs: SETUP_TIMEOUT_MS });

/** Customer `i`: the phone code, the shop's sign-up on one of the instances, then who the shop says they are. */
async function signUpCustomer(doors: Doors, i: number): Promise<Customer> {
  const url = doors.urls[i % doors.urls.length]!;
  const phone = `+3630${String(i).padStart(7, '0')}`;
  const firebaseIdToken = await phoneIdToken(doors.emulatorHost, phone);
  const form = { name: `customer ${i}`, email: `customer-${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD, phone };
  const signedUp = await ensure(`sign-up of customer ${i}`, () => post(`${url}/auth/signup`, { ...form, firebaseIdToken }), 201);
  const { token } = signedUp.body as { token: string };
  const me = await ensure(`customer ${i}'s /auth/me`, () => call(`${url}/auth/me`, { token, timeoutMs: SETUP_TIMEOUT_MS }), 200);
  return { name: form.name, userId: (me.body as { id: string }).id, token, orderType: i % 2 === 0 ? 'DELIVERY' : 'PICKUP' };
}

/** Staff member `i`: an account as `npm run staff:add` makes it, then password and the e-mailed code on one instance. */
async function signInStaff(url: string, i: number): Promise<Staff> {
  const email = `staff-${i}@example.com`;
  const name = `staff ${i}`;
  await createStaffAccount({ email, name, password: PASSWORD });
  await ensure(`staff ${i}'s password`, () => post(`${url}/auth/admin-login`, { email, password: PASSWORD }), 200);
  // The mailbox lives in the instance that sent the code, newest first.
  const mailbox = await ensure('the mailbox', () => call(`${url}/dev/mailbox`, { timeoutMs: SETUP_TIMEOUT_MS }), 200);
  const mail = (mailbox.body as Array<{ to: string; text: string }>).find((sent) => sent.to === email);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error(`setup: no sign-in code was mailed to ${email}`);
  const verified = await ensure(`staff ${i}'s code`, () => post(`${url}/auth/verify-otp`, { email, otp }), 200);
  return { name, token: (verified.body as { token: string }).token };
}

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += SIGN_UP_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_UP_BATCH, count - start) }, (_v, k) => make(start + k));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

export async function createPeople(doors: Doors, counts: { customers: number; staff: number }): Promise<People> {
  const url = doors.urls[0]!;
  const customers = await inBatches(counts.customers, (i) => signUpCustomer(doors, i));
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
  const staff: Staff[] = [];
  // One at a time: each reads the mailbox for its own code.
  for (let i = 0; i < counts.staff; i += 1) staff.push(await signInStaff(url, i));
  const key = await ensure(
    'an integrator key',
    () => call(`${url}/api/integrations/keys`, { method: 'POST', token: staff[0]!.token, json: { name: 'Chaos POS' } }),
    201,
  );
  return { customers, staff, integratorKey: (key.body as { key: string }).key };
}
