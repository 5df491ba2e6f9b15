import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdminPage } from '../../../app/routes/admin-page';
import { useStaffAuthStore } from '../stores/staff-auth-store';
import { renderRoutes, resetAuthState, type Routes, stubFetch } from './support';

jest.mock('../../../config/env', () => jest.requireActual('../../../test/test-env'));

const VALIDATE = 'GET /auth/validate-token/admin%40example.com';

function renderAdmin(routes: Routes, staff: { token: string; email: string } | null = { token: 'staff-jwt', email: 'admin@example.com' }) {
  if (staff) useStaffAuthStore.getState().login(staff);
  const sent = stubFetch({ 'POST /auth/logout': { status: 204 }, ...routes });
  renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/adminLogin', element: <p>staff login</p> },
    ],
    '/admin',
  );
  return sent;
}

beforeEach(() => {
  resetAuthState();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('/admin guard', () => {
  it('when there is no staff token, then the visitor is sent to /adminLogin without a call', async () => {
    const sent = renderAdmin({}, null);
    await screen.findByText('staff login');
    expect(sent).toHaveLength(0);
  });

  it('when the server rejects the staff token, then the staff session is cleared and the visitor goes to /adminLogin', async () => {
    renderAdmin({ [VALIDATE]: { status: 401, body: { status: 'invalid', message: 'Invalid token', isExpired: false } } });
    await screen.findByText('staff login');
    expect([localStorage.getItem('adminToken'), localStorage.getItem('adminEmail')]).toEqual([null, null]);
  });

  it('when the token is valid but not staff, then it is cleared too', async () => {
    renderAdmin({ [VALIDATE]: { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'USER' } } });
    await screen.findByText('staff login');
    expect(useStaffAuthStore.getState().token).toBeNull();
  });

  it('when the staff token is valid, then the dashboard shows and was asked with the staff token', async () => {
    const sent = renderAdmin({ [VALIDATE]: { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } } });
    expect(await screen.findByRole('heading', { name: 'Orders board' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(sent[0]?.headers.Authorization).toBe('Bearer staff-jwt');
  });

  it('when the check cannot reach the server, then the staff member stays (it proves nothing)', async () => {
    renderAdmin({ [VALIDATE]: 'network-error' });
    expect(await screen.findByRole('heading', { name: 'Orders board' })).toBeInTheDocument();
    expect(useStaffAuthStore.getState().token).toBe('staff-jwt');
  });

  it('when Logout is chosen in the staff menu, then the staff session ends and /adminLogin opens', async () => {
    const sent = renderAdmin({ [VALIDATE]: { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'admin@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await screen.findByText('staff login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    await waitFor(() => expect(sent.some((request) => request.url === '/auth/logout')).toBe(true));
  });
});
