import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { renderRoutes, resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { staffSelf } from '../../../test/staff-self';
import { IntegrationsPage } from '../integrations-page';

const VALIDATE = 'GET /auth/validate-token/admin%40example.com';
const VALID: Routes[string] = { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } };

const API: Routes = {
  'GET /api/integrations/keys': { status: 200, body: [] },
  'GET /api/integrations/webhooks': { status: 200, body: [] },
  'GET /api/staff/me': { status: 200, body: staffSelf('OWNER') },
};

function renderPage(routes: Routes, staff: { token: string; email: string } | null = { token: 'staff-jwt', email: 'admin@example.com' }) {
  if (staff) useStaffAuthStore.getState().login(staff);
  const sent = stubFetch({ ...API, ...routes });
  renderRoutes(
    [
      { path: '/admin/integrations', element: <IntegrationsPage /> },
      { path: '/admin', element: <p>orders board</p> },
      { path: '/adminLogin', element: <p>staff login</p> },
    ],
    '/admin/integrations',
  );
  return sent;
}

beforeEach(() => {
  resetAuthState();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('/admin/integrations', () => {
  it('when there is no staff token, then the visitor is sent to /adminLogin without a call', async () => {
    const sent = renderPage({}, null);
    await screen.findByText('staff login');
    expect(sent).toHaveLength(0);
  });

  it('when the server rejects the staff token, then nothing is listed and the visitor goes to /adminLogin', async () => {
    const sent = renderPage({ [VALIDATE]: { status: 401, body: { status: 'invalid', message: 'Invalid token', isExpired: false } } });
    await screen.findByText('staff login');
    expect(sent.map((request) => request.url).filter((url) => url.startsWith('/api/integrations'))).toEqual([]);
  });

  it('when the staff token is valid, then the page shows both parts in the staff frame, with its tab title', async () => {
    const sent = renderPage({ [VALIDATE]: VALID });
    expect(await screen.findByRole('region', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(document.title).toBe('Integrations · Pizza Point');
    const listCalls = sent.filter((request) => request.url.startsWith('/api/integrations/'));
    expect(listCalls.map((request) => request.headers.Authorization)).toEqual(['Bearer staff-jwt', 'Bearer staff-jwt']);
  });

  it('when the owner is signed in, then the staff navigation leads to the orders board and marks this page', async () => {
    renderPage({ [VALIDATE]: VALID });
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Orders board' }));
    expect(await screen.findByText('orders board')).toBeInTheDocument();
  });

  it('when a manager opens it, then the page says it is not for their role and offers the board', async () => {
    const sent = renderPage({ [VALIDATE]: VALID, 'GET /api/staff/me': { status: 200, body: staffSelf('MANAGER') } });
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(sent.filter((request) => request.url.startsWith('/api/integrations'))).toEqual([]);
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Orders board' }));
    expect(await screen.findByText('orders board')).toBeInTheDocument();
  });
});
