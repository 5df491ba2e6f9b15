/**
 * Shared set-up of the sign-up tests. Firebase is a third-party service, so the page gets a
 * stand-in phone verifier; each test file routes the lazy Firebase module to `loadPhoneAuthStub`.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PhoneVerifier, PhoneVerifierOptions } from '../../../features/auth/firebase/phone-auth';
import { renderRoutes, resetAuthState, type Routes } from '../../../test/auth-support';
import { SignupPage } from '../signup-page';

export const verifier: jest.Mocked<PhoneVerifier> = { sendCode: jest.fn(), confirm: jest.fn(), dispose: jest.fn() };
export const createdVerifiers: PhoneVerifierOptions[] = [];

export function loadPhoneAuthStub() {
  return Promise.resolve({
    createPhoneVerifier: (options: PhoneVerifierOptions) => {
      createdVerifiers.push(options);
      return verifier;
    },
  });
}

export const CONFIG = {
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-pizza.firebaseapp.com', projectId: 'demo-pizza', emulatorHost: '127.0.0.1:9099' },
};
/** The current versions of the legal documents (the box accepts these). */
export const LEGAL_VERSIONS = { imprint: 1, terms: 3, privacy: 2 };
export const FREE_EMAIL: Routes = {
  'GET /api/config/client': { status: 200, body: CONFIG },
  'GET /auth/check-email': { status: 200, body: { exists: false } },
  'GET /api/legal': { status: 200, body: LEGAL_VERSIONS },
};

export interface Details {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
}
export const VALID: Details = {
  name: 'Anna Kovács',
  email: 'anna@example.com',
  password: 'Pizza#Lover2026',
  confirmPassword: 'Pizza#Lover2026',
  phone: '301234567',
};

export function renderSignup(state?: unknown) {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/', element: <p>menu</p> },
    ],
    { pathname: '/signup', state },
  );
}

/** Types the details; the terms box is ticked unless `acceptLegal` is false. */
export async function fillDetails(details: Partial<Details> & { acceptLegal?: boolean } = {}) {
  const values = { ...VALID, ...details };
  const fields: Array<[string, string]> = [
    ['Full Name', values.name],
    ['Email', values.email],
    ['Password', values.password],
    ['Confirm Password', values.confirmPassword],
    ['Phone Number', values.phone],
  ];
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  const box = screen.getByRole('checkbox', { name: 'I accept the terms and the privacy notice' });
  if ((details.acceptLegal ?? true) !== (box as HTMLInputElement).checked) await userEvent.click(box);
}

export const sendButton = () => screen.getByRole('button', { name: 'Send Verification Code' });

export function resetSignup(): void {
  resetAuthState();
  createdVerifiers.length = 0;
  verifier.sendCode.mockReset().mockResolvedValue(undefined);
  verifier.confirm.mockReset().mockResolvedValue('firebase-id-token');
}
