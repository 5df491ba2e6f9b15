import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useAuthStore } from '../../../lib/session/auth-store';
import { renderRoutes, resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { AdminLoginPage } from '../admin-login-page';

function renderAdminLogin(routes: Routes) {
  const sent = stubFetch(routes);
  renderRoutes(
    [
      { path: '/adminLogin', element: <AdminLoginPage /> },
      { path: '/admin', element: <p>dashboard</p> },
    ],
    '/adminLogin',
  );
  return sent;
}

const location = () => screen.getByTestId('location').textContent;

async function logIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'ChangeMe#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const CODE_SENT: Routes = { 'POST /auth/admin-login': { status: 200, body: { otpSent: true } } };

async function reachCodeStep(routes: Routes) {
  const sent = renderAdminLogin({ ...CODE_SENT, ...routes });
  await logIn();
  const code = await screen.findByLabelText('Verification Code');
  expect(code).toHaveFocus();
  return { sent, code };
}

beforeEach(resetAuthState);

describe('/adminLogin', () => {
  it("when the server sends no code, then 'Invalid email or password' is shown and the step stays", async () => {
    renderAdminLogin({ 'POST /auth/admin-login': { status: 200, body: { otpSent: false } } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it("when the login call fails, then 'Invalid email or password' is shown too", async () => {
    renderAdminLogin({ 'POST /auth/admin-login': { status: 429, body: { message: 'Too many attempts', code: 'RATE_LIMITED' } } });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("when the code field is empty, then 'OTP is required' is shown and nothing is sent", async () => {
    const { sent } = await reachCodeStep({});
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription('OTP is required'));
    expect(sent.map((request) => request.url)).toEqual(['/auth/admin-login']);
  });

  it("when the answer carries no token, then 'Invalid OTP' is shown", async () => {
    const { code } = await reachCodeStep({ 'POST /auth/verify-otp': { status: 200, body: { email: 'admin@example.com' } } });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
  });

  it('when the server refuses the code, then its message is shown', async () => {
    const { code } = await reachCodeStep({
      'POST /auth/verify-otp': { status: 401, body: { message: 'Invalid or expired code', code: 'UNAUTHORIZED' } },
    });
    await userEvent.type(code, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
  });

  it('when the code is right, then the staff session is stored under its own keys and the dashboard opens', async () => {
    const { sent, code } = await reachCodeStep({
      'POST /auth/verify-otp': { status: 200, body: { token: 'staff-jwt', email: 'admin@example.com' } },
    });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));

    await waitFor(() => expect(location()).toBe('/admin'));
    expect(sent[1]?.body).toEqual({ email: 'admin@example.com', otp: '123456' });
    expect([localStorage.getItem('adminToken'), localStorage.getItem('adminEmail')]).toEqual(['staff-jwt', 'admin@example.com']);
    // The customer's session is untouched.
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
