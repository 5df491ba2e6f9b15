import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoutes, resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { ResetPasswordPage } from '../reset-password-page';

function renderReset(url: string, routes: Routes = {}) {
  const sent = stubFetch(routes);
  const { router } = renderRoutes(
    [
      { path: '/resetPassword', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    url,
  );
  return { sent, router };
}

async function fill(password: string, confirmPassword = password) {
  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(resetAuthState);

describe('/resetPassword', () => {
  it('when the link has no token, then a clear error and a way to request a new link are shown', async () => {
    const { sent } = renderReset('/resetPassword', {
      'POST /auth/forgot-password': { status: 200, body: { message: 'If an account exists for this email, a reset link has been sent.' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no reset token');
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a reset link has been sent');
    expect(sent[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('when the new password breaks a rule, then the shared rule message is shown and nothing is sent', async () => {
    const { sent } = renderReset('/resetPassword?token=abc');
    await fill('Pizza#Lover2026', 'Pizza#Lover2027');
    await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(sent).toHaveLength(0);
  });

  it('when the server refuses the token, then its message is shown', async () => {
    renderReset('/resetPassword?token=used', {
      'POST /auth/resetPassword': { status: 400, body: { message: 'This reset link is invalid or has expired.', code: 'BAD_REQUEST' } },
    });
    await fill('Pizza#Lover2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });

  it('when the reset succeeds, then the token was sent with the form and /login confirms the change', async () => {
    const { sent, router } = renderReset('/resetPassword?token=abc123', {
      'POST /auth/resetPassword': { status: 200, body: { message: 'Password changed' } },
    });
    await fill('Pizza#Lover2026');

    await screen.findByText('login page');
    expect(sent[0]?.body).toEqual({
      token: 'abc123',
      email: 'anna@example.com',
      password: 'Pizza#Lover2026',
      confirmPassword: 'Pizza#Lover2026',
    });
    expect(router.state.location.state).toEqual({ notice: 'passwordChanged' });
  });
});
