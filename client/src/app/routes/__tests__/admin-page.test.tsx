import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { renderRoutes, resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { resetFakeSockets } from '../../../test/fake-order-socket';
import { staffSelf } from '../../../test/staff-self';
import { AdminPage, titleWithCount } from '../admin-page';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const VALIDATE = 'GET /auth/validate-token/admin%40example.com';
const VALID: Routes[string] = { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } };

/** Two orders nobody has accepted yet and one in the kitchen. */
const ACTIVE = ['PLACED', 'PLACED', 'PREPARING'].map((status, index) => ({
  orderId: `order-${index + 1}`,
  orderSequence: `#Order-000${index + 1}`,
  date: '2026-03-12',
  createdAt: new Date().toISOString(),
  status,
  orderType: 'PICKUP',
  paymentMethod: 'CASH',
  totalCartAmount: 4000,
  deliveryFee: 0,
  serviceFee: 150,
  bottleDepositFee: 0,
  totalPrice: 4150,
  user: { name: 'Kovács Anna', phone: '+36 30 765 4321' },
  orderItems: [],
  statusHistory: [{ status: 'PLACED', at: new Date().toISOString() }],
}));

const BOARD: Routes = {
  'GET /api/orders/all/orders': { status: 200, body: ACTIVE },
  'GET /api/orders/status/delivered': { status: 200, body: [] },
  'GET /api/orders/status/cancelled': { status: 200, body: [] },
  'GET /api/restaurant/restaurant-status': { status: 200, body: { isOpen: true } },
  'GET /api/staff/me': { status: 200, body: staffSelf('OWNER') },
};

function renderAdmin(routes: Routes, staff: { token: string; email: string } | null = { token: 'staff-jwt', email: 'admin@example.com' }) {
  if (staff) useStaffAuthStore.getState().login(staff);
  const sent = stubFetch({ 'POST /auth/logout': { status: 204 }, ...BOARD, ...routes });
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
  resetFakeSockets();
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
    const sent = renderAdmin({ [VALIDATE]: { status: 401, body: { status: 'invalid', message: 'Invalid token', isExpired: false } } });
    await screen.findByText('staff login');
    expect([localStorage.getItem('adminToken'), localStorage.getItem('adminEmail')]).toEqual([null, null]);
    // The board waits for the check: a refused token never asks for orders (only who it is, asked alongside).
    expect(sent.map((request) => request.url).filter((url) => url !== '/api/staff/me')).toEqual([
      '/auth/validate-token/admin%40example.com',
    ]);
  });

  it('when the token is valid but not staff, then it is cleared too', async () => {
    renderAdmin({ [VALIDATE]: { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'USER' } } });
    await screen.findByText('staff login');
    expect(useStaffAuthStore.getState().token).toBeNull();
  });

  it('when the staff token is valid, then the dashboard shows and was asked with the staff token', async () => {
    const sent = renderAdmin({ [VALIDATE]: VALID });
    expect(await screen.findByRole('heading', { name: 'Orders board' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(sent[0]?.headers.Authorization).toBe('Bearer staff-jwt');
  });

  it('when the board is open, then the top bar has the Opened/Closed switch and the tab title counts unaccepted orders', async () => {
    renderAdmin({ [VALIDATE]: VALID });
    expect(await screen.findByRole('switch', { name: 'Restaurant status: Opened' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    await waitFor(() => expect(document.title).toBe('(2) Dashboard · Pizza Point'));
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('3');
  });

  it('when the check cannot reach the server, then the staff member stays (it proves nothing)', async () => {
    renderAdmin({ [VALIDATE]: 'network-error' });
    expect(await screen.findByRole('heading', { name: 'Orders board' })).toBeInTheDocument();
    expect(useStaffAuthStore.getState().token).toBe('staff-jwt');
  });

  it('when Logout is chosen in the staff menu, then the staff session ends and /adminLogin opens', async () => {
    const sent = renderAdmin({ [VALIDATE]: VALID });
    await userEvent.click(await screen.findByRole('button', { name: 'admin@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await screen.findByText('staff login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    await waitFor(() => expect(sent.some((request) => request.url === '/auth/logout')).toBe(true));
  });
});

describe('tab title', () => {
  it("when orders wait to be accepted, then the title starts with their count; none, then it is just 'Dashboard'", () => {
    expect(titleWithCount('Dashboard', 2)).toBe('(2) Dashboard');
    expect(titleWithCount('Dashboard', 0)).toBe('Dashboard');
  });
});
