/**
 * Signed-in principals for API tests of any feature: users are inserted straight through the model
 * (no sign-up, no Firebase), each with a unique e-mail and phone, and get a real access token.
 */
import { randomBytes, randomInt } from 'node:crypto';

import type { Role, StaffRole } from '@pizza/shared';

import { signAccessToken } from '../modules/auth';
import { type AuthUser, toAuthUser } from '../modules/users';
import { UserModel } from './stored-records';
import { TEST_JWT_SECRET } from './test-app';

export interface TestUserOverrides {
  email?: string;
  name?: string;
  phone?: string;
  address?: string;
  /** Stored as is; tests of login pass a real hash from hashPassword. */
  passwordHash?: string;
  tokenVersion?: number;
  /** Staff only; absent reads as OWNER (an account from before roles). */
  staffRole?: StaffRole;
  /** Defaults to the test apps' secret. */
  jwtSecret?: string;
}

export interface TestPrincipal {
  user: AuthUser;
  token: string;
}

// Never a real hash: these accounts are only reached through their token.
const UNUSABLE_HASH = 'test-user-without-a-password';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

/** A Hungarian mobile number (+3630 and 7 digits) that is unlikely to repeat within a run. */
export function uniquePhone(): string {
  return `+3630${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function createTestUser(role: Role, overrides: TestUserOverrides): Promise<TestPrincipal> {
  const { jwtSecret = TEST_JWT_SECRET, ...fields } = overrides;
  const doc = await UserModel.create({
    email: uniqueEmail(role === 'ADMIN' ? 'staff' : 'customer'),
    name: role === 'ADMIN' ? 'Test Staff' : 'Test Customer',
    passwordHash: UNUSABLE_HASH,
    role,
    ...(role === 'USER' ? { phone: uniquePhone(), address: 'Debrecen, Piac u. 1' } : {}),
    ...fields,
  });
  const user = toAuthUser(doc);
  const token = signAccessToken({ id: user.id, role, tokenVersion: doc.tokenVersion }, { jwtSecret });
  return { user, token };
}

export function createTestCustomer(overrides: TestUserOverrides = {}): Promise<TestPrincipal> {
  return createTestUser('USER', overrides);
}

export function createTestAdmin(overrides: TestUserOverrides = {}): Promise<TestPrincipal> {
  return createTestUser('ADMIN', overrides);
}

/** A staff account with this role (shared staff-access.ts), signed in. */
export function createTestStaff(staffRole: StaffRole, overrides: TestUserOverrides = {}): Promise<TestPrincipal> {
  return createTestUser('ADMIN', { ...overrides, staffRole });
}
