import '../../../test/setup';
import { PASSWORD_MESSAGES } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PhoneVerificationError } from '../../../features/auth/firebase/phone-verification-error';
import { i18n } from '../../../lib/i18n';
import { useAuthStore } from '../../../lib/session/auth-store';
import { stubFetch } from '../../../test/auth-support';
import type * as SignupSupport from './signup-support';
import { CONFIG, createdVerifiers, fillDetails, FREE_EMAIL, renderSignup, resetSignup, sendButton, verifier } from './signup-support';

// Resolved at call time: signup-support itself imports the page, which imports this module.
jest.mock('../../../features/auth/firebase/load-phone-auth', () => ({
  loadPhoneAuth: () => jest.requireActual<typeof SignupSupport>('./signup-support').loadPhoneAuthStub(),
}));

beforeEach(resetSignup);
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/signup step one: validation in SPEC order', () => {
  it.each([
    ['passwords differ', { confirmPassword: 'Pizza#Lover2027' }, 'Confirm Password', 'Passwords do not match'],
    [
      'the password is short (and differs)',
      { password: 'Ab#1', confirmPassword: 'Ab#1' },
      'Password',
      'Password must be at least 10 characters',
    ],
    [
      'it lacks an uppercase letter',
      { password: 'pizza#lover2026', confirmPassword: 'pizza#lover2026' },
      'Password',
      'Password must contain at least one uppercase letter',
    ],
    [
      'it lacks a digit',
      { password: 'Pizza#Lover', confirmPassword: 'Pizza#Lover' },
      'Password',
      'Password must contain at least one number',
    ],
    [
      'it lacks a special character',
      { password: 'PizzaLover2026', confirmPassword: 'PizzaLover2026' },
      'Password',
      'Password must contain at least one special character',
    ],
    ['the phone is empty', { phone: '' }, 'Phone Number', 'Phone number is required'],
  ])('when %s, then that rule is shown under its field', async (_case, details, field, message) => {
    const sent = stubFetch(FREE_EMAIL);
    renderSignup();
    await fillDetails(details);
    await userEvent.click(sendButton());

    const input = screen.getByLabelText(field);
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(Object.values(PASSWORD_MESSAGES).filter((rule) => screen.queryByText(rule))).toEqual([message]);
    expect(sent.filter((request) => request.url.startsWith('/auth'))).toHaveLength(0);
  });

  it('when several rules fail at once, then all unmet rules show together, each under its field, in SPEC order', async () => {
    stubFetch(FREE_EMAIL);
    renderSignup();
    await fillDetails({ password: 'short', confirmPassword: 'other', phone: '' });
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Password must be at least 10 characters\s+Password must contain at least one uppercase letter\s+Password must contain at least one number\s+Password must contain at least one special character$/,
      ),
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining('Phone number is required'));
  });
});

describe('/signup step one: e-mail availability and sending the code', () => {
  it("when the e-mail is taken, then 'Email already exists' shows under it and no code is sent", async () => {
    stubFetch({ ...FREE_EMAIL, 'GET /auth/check-email': { status: 200, body: { exists: true } } });
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email already exists'));
    expect(verifier.sendCode).not.toHaveBeenCalled();
  });

  it("when the availability check fails, then 'Error checking email availability. Please try again.' is shown", async () => {
    stubFetch({ ...FREE_EMAIL, 'GET /auth/check-email': 'network-error' });
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error checking email availability. Please try again.');
  });

  it('when Firebase refuses to send, then the failure and the reason are shown', async () => {
    stubFetch(FREE_EMAIL);
    verifier.sendCode.mockRejectedValue(new PhoneVerificationError('sendFailed', 'auth/too-many-requests'));
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Error sending the code: Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it("when the bot check cannot start, then SPEC's reCAPTCHA message is shown", async () => {
    stubFetch(FREE_EMAIL);
    verifier.sendCode.mockRejectedValue(new PhoneVerificationError('recaptchaInitFailed'));
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Failed to initialize reCAPTCHA. Please refresh the page.',
    );
  });

  it('when the details are fine, then the code goes to the E.164 phone via the runtime Firebase config, busy meanwhile', async () => {
    const sent = stubFetch(FREE_EMAIL);
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Sending code…' })).toBeDisabled();
    await screen.findByLabelText('Verification Code', {}, { timeout: 3000 });
    expect(verifier.sendCode).toHaveBeenCalledWith('+36301234567');
    expect(createdVerifiers[0]).toMatchObject({ config: CONFIG.firebase, containerId: 'recaptcha-container', language: 'en' });
    expect(document.getElementById('recaptcha-container')).not.toBeNull();
    expect(sent.find((request) => request.url.startsWith('/auth/check-email'))?.url).toBe('/auth/check-email?email=anna%40example.com');
  });
});

describe('/signup step one: the terms and the privacy notice', () => {
  const box = () => screen.getByRole('checkbox', { name: 'I accept the terms and the privacy notice' });

  it('when the form opens, then the box is unticked and links to both texts in a new tab (what was typed stays)', () => {
    stubFetch(FREE_EMAIL);
    renderSignup();
    expect(box()).not.toBeChecked();
    const label = box().closest('label')!;
    expect(within(label).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/legal/terms');
    expect(within(label).getByRole('link', { name: 'terms' })).toHaveAttribute('target', '_blank');
    expect(within(label).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/legal/privacy');
    expect(within(label).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('target', '_blank');
  });

  it('when the box is left unticked, then a clear error is shown under it and no code is sent', async () => {
    const sent = stubFetch(FREE_EMAIL);
    renderSignup();
    await fillDetails({ acceptLegal: false });
    await userEvent.click(sendButton());
    await waitFor(() => expect(box()).toHaveAccessibleDescription('Please accept the terms and the privacy notice to sign up'));
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.url.startsWith('/auth'))).toHaveLength(0);
    expect(verifier.sendCode).not.toHaveBeenCalled();
  });

  it('when the reader reads Hungarian, then the box and its error are in Hungarian', async () => {
    stubFetch(FREE_EMAIL);
    renderSignup();
    await fillDetails({ acceptLegal: false });
    await act(() => i18n.changeLanguage('hu'));
    const hungarianBox = screen.getByRole('checkbox', { name: 'Elfogadom az ÁSZF-et és az adatvédelmi tájékoztatót' });
    await userEvent.click(screen.getByRole('button', { name: 'Ellenőrző kód küldése' }));
    await waitFor(() =>
      expect(hungarianBox).toHaveAccessibleDescription('A regisztrációhoz fogadja el az ÁSZF-et és az adatvédelmi tájékoztatót'),
    );
  });

  it('when the current versions cannot be read, then the form says so and sends no code', async () => {
    stubFetch({ ...FREE_EMAIL, 'GET /api/legal': { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } } });
    renderSignup();
    await fillDetails();
    await userEvent.click(sendButton());
    expect(await screen.findByText('Could not load the current terms. Please try again.')).toBeInTheDocument();
    expect(verifier.sendCode).not.toHaveBeenCalled();
  });
});

describe('/signup page', () => {
  it('when opened, then it links to login and a logged-in customer is sent to the menu', async () => {
    stubFetch(FREE_EMAIL);
    renderSignup();
    const footer = screen.getByText('Already have an account?', { exact: false });
    expect(within(footer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    act(() => useAuthStore.getState().login({ token: 'jwt', email: 'a@b.hu', name: 'A' }));
    await screen.findByText('menu');
  });
});
