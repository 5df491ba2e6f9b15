import '../../../test/setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RESEND_COOLDOWN_S } from '../../../features/auth/components/signup/signup-code-form';
import { PhoneVerificationError } from '../../../features/auth/firebase/phone-verification-error';
import { useAuthStore } from '../../../lib/session/auth-store';
import { type Routes, stubFetch } from '../../../test/auth-support';
import type * as SignupSupport from './signup-support';
import { fillDetails, FREE_EMAIL, renderSignup, resetSignup, sendButton, verifier } from './signup-support';

// Resolved at call time: signup-support itself imports the page, which imports this module.
jest.mock('../../../features/auth/firebase/load-phone-auth', () => ({
  loadPhoneAuth: () => jest.requireActual<typeof SignupSupport>('./signup-support').loadPhoneAuthStub(),
}));

beforeEach(resetSignup);

describe('/signup step two: the code', () => {
  async function reachCodeStep(routes: Routes) {
    const sent = stubFetch(routes);
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());
    const code = await screen.findByLabelText('Verification Code', {}, { timeout: 3000 });
    await waitFor(() => expect(code).toHaveFocus());
    return { sent, code };
  }

  it("when the code is empty, then 'Please enter the code' is shown", async () => {
    await reachCodeStep(FREE_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription('Please enter the code'));
    expect(verifier.confirm).not.toHaveBeenCalled();
  });

  it('when the code is confirmed, then the account is created with the Firebase ID token and the visitor is logged in', async () => {
    const { sent, code } = await reachCodeStep({
      ...FREE_EMAIL,
      'POST /auth/signup': { status: 201, body: { email: 'anna@example.com', name: 'Anna Kovács', token: 'jwt' } },
    });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));

    await screen.findByText('menu');
    expect(verifier.confirm).toHaveBeenCalledWith('123456');
    expect(sent.find((request) => request.url === '/auth/signup')?.body).toEqual({
      name: 'Anna Kovács',
      email: 'anna@example.com',
      password: 'Pizza#Lover2026',
      confirmPassword: 'Pizza#Lover2026',
      phone: '+36301234567',
      // The versions current when the box was ticked (GET /api/legal).
      acceptedLegal: { terms: 3, privacy: 2 },
      firebaseIdToken: 'firebase-id-token',
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'jwt', name: 'Anna Kovács', isAuthenticated: true });
  });

  it("when the server refuses the sign-up, then its message is shown and a retry doesn't need a new code", async () => {
    let attempts = 0;
    const { code } = await reachCodeStep({
      ...FREE_EMAIL,
      'POST /auth/signup': () =>
        ++attempts === 1
          ? { status: 409, body: { message: 'Phone number already in use', code: 'CONFLICT' } }
          : { status: 201, body: { email: 'anna@example.com', name: 'Anna Kovács', token: 'jwt' } },
    });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number already in use');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await screen.findByText('menu');
    expect(verifier.confirm).toHaveBeenCalledTimes(1);
  });

  it('when the code is wrong, then the reason is shown', async () => {
    verifier.confirm.mockRejectedValue(new PhoneVerificationError('confirmFailed', 'auth/invalid-verification-code'));
    const { code } = await reachCodeStep(FREE_EMAIL);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
  });

  it("when no SMS came, then 'Send a new code' waits out its cooldown, then sends one to the same phone and says so", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await reachCodeStep(FREE_EMAIL);
      const resend = screen.getByRole('button', { name: /^Send a new code/ });
      expect(resend).toBeDisabled();
      expect(resend).toHaveTextContent('Send a new code in 30 s');
      expect(verifier.sendCode).toHaveBeenCalledTimes(1);

      act(() => jest.advanceTimersByTime(RESEND_COOLDOWN_S * 1000));
      await waitFor(() => expect(resend).toBeEnabled());
      expect(resend).toHaveTextContent(/^Send a new code$/);
      await userEvent.click(resend);

      expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way to +36301234567.');
      expect(verifier.sendCode).toHaveBeenCalledTimes(2);
      expect(verifier.sendCode).toHaveBeenLastCalledWith('+36301234567');
      expect(screen.getByRole('button', { name: /^Send a new code/ })).toBeDisabled();
      expect(screen.getByLabelText('Verification Code')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the visitor came from Add to Cart, then after signing up they go back to that dish (not the bare menu)', async () => {
    stubFetch({
      ...FREE_EMAIL,
      'POST /auth/signup': { status: 201, body: { email: 'anna@example.com', name: 'Anna Kovács', token: 'jwt' } },
    });
    const { router } = renderSignup({ redirectTo: '/?item=PIZ_002' });
    await fillDetails();
    await userEvent.click(sendButton());
    const code = await screen.findByLabelText('Verification Code', {}, { timeout: 3000 });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));

    await screen.findByText('menu');
    expect(router.state.location.search).toBe('?item=PIZ_002');
  });

  it('when the visitor goes back, then what they typed is still there', async () => {
    await reachCodeStep(FREE_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Change my details or phone number' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Anna Kovács');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });
});
