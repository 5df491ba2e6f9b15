import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { renderRoutes, resetAuthState, type Routes, stubFetch } from '../../../test/auth-support';
import { IntegrationsPage } from '../integrations-page';

const VALIDATE = 'GET /auth/validate-token/admin%40example.com';
const VALID: Routes[string] = { status: 200, body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } };

const API: Routes = {
  'GET /api/integrations/keys': { status: 200, body: [] },
  'GET /api/integrations/webhooks': { status: 200, body: [] },
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
    expect(sent.map((request) => request.url)).toEqual(['/auth/validate-token/admin%40example.com']);
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

  it('when the staff menu is opened, then it leads to the orders board and to this page', async () => {
    renderPage({ [VALIDATE]: VALID });
    await userEvent.click(await screen.findByRole('button', { name: 'admin@example.com' }));
    const menu = screen.getByRole('list');
    expect(within(menu).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/admin/integrations');
    await userEvent.click(within(menu).getByRole('link', { name: 'Orders board' }));
    expect(await screen.findByText('orders board')).toBeInTheDocument();
  });
});
