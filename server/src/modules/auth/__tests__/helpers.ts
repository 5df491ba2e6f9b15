import { uniqueEmail, uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import type { TestApp } from '../../../test/test-app';

export const GOOD_PASSWORD = 'Margherita#2026';

/** A complete sign-up form with a real emulator ID token for its (unique) phone. */
export async function signupForm(t: TestApp, overrides: Record<string, unknown> = {}) {
  const phone = typeof overrides.phone === 'string' ? overrides.phone : uniquePhone();
  const host = t.config.firebase.authEmulatorHost;
  if (!host) throw new Error('no Firebase Auth emulator configured for the tests');
  return {
    name: 'Anna Kovács',
    email: uniqueEmail('anna'),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    phone,
    address: 'Debrecen, Piac u. 10',
    firebaseIdToken: await phoneIdToken(host, phone),
    ...overrides,
  };
}
