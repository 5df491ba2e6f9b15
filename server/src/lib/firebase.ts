/**
 * firebase-admin, used for one thing: verifying the Firebase ID token that proves a customer
 * confirmed their phone with the SMS code (docs/product/accounts.md#sign-up).
 */
import { type App, cert, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import type { Config } from '../config/env';
import { AppError } from './errors';

/** What sign-up needs to know about a verified phone; injected so the service does not know Firebase. */
export interface PhoneTokenVerifier {
  /** Resolves with the token's subject and phone; rejects for a forged, expired or foreign token. */
  verify(idToken: string): Promise<{ phoneNumber?: string; uid: string }>;
}

type FirebaseConfig = Config['firebase'];

/**
 * firebase-admin has no option for the Auth emulator: it reads FIREBASE_AUTH_EMULATOR_HOST from
 * process.env on every call. So the configured host (local profile and tests only; config refuses it
 * in production) is written there just before use. config/env.ts remains the only READER of process.env.
 */
function pointSdkAtEmulator(host: string | undefined): void {
  if (host) process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
}

/** One named firebase-admin app per project and target, so several test apps can coexist. */
function adminApp(firebase: FirebaseConfig & { projectId: string }): App {
  const name = `pizza:${firebase.projectId}:${firebase.authEmulatorHost ?? 'firebase'}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  const account = firebase.serviceAccount;
  const credential = account
    ? cert({ projectId: account.projectId, clientEmail: account.clientEmail, privateKey: account.privateKey })
    : undefined;
  // Without a service account, ID-token checks still work: they need only the project id and Google's public keys.
  return initializeApp({ projectId: firebase.projectId, ...(credential ? { credential } : {}) }, name);
}

export function firebasePhoneVerifier(firebase: FirebaseConfig): PhoneTokenVerifier {
  return {
    async verify(idToken) {
      const { projectId } = firebase;
      if (!projectId) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Phone verification is not configured on this server.');
      pointSdkAtEmulator(firebase.authEmulatorHost);
      const decoded = await getAuth(adminApp({ ...firebase, projectId })).verifyIdToken(idToken);
      return { uid: decoded.uid, phoneNumber: decoded.phone_number };
    },
  };
}

/** Removes the Firebase Auth user of a phone, so an erased customer leaves nothing there either (docs/product/legal.md#my-data). */
export interface PhoneAccounts {
  /** Resolves when no Firebase user has this phone any more (also when none had it, or phone sign-up is not configured). */
  forget(phoneNumber: string): Promise<void>;
}

export function firebasePhoneAccounts(firebase: FirebaseConfig): PhoneAccounts {
  return {
    async forget(phoneNumber) {
      const { projectId } = firebase;
      if (!projectId) return;
      pointSdkAtEmulator(firebase.authEmulatorHost);
      const auth = getAuth(adminApp({ ...firebase, projectId }));
      try {
        const user = await auth.getUserByPhoneNumber(phoneNumber);
        await auth.deleteUser(user.uid);
      } catch (err) {
        if ((err as { code?: unknown }).code === 'auth/user-not-found') return;
        throw err;
      }
    },
  };
}
