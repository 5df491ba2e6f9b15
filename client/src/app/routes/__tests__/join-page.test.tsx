import '../../../test/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  fakeStaffServer,
  type FakeStaffServer,
  renderStaffRoutes,
  requestsTo,
  resetStaffState,
} from '../../../features/staff/__tests__/staff-support';
import { i18n } from '../../../lib/i18n';
import { AdminLoginPage } from '../admin-login-page';
import { JoinPage } from '../join-page';

const TOKEN = 'inv_Q2FrZUNha2VDYWtl';
const PREVIEW = { email: 'cook@example.com', name: 'Szabó Kata', role: 'KITCHEN' as const, expiresAt: '2026-03-15T09:00:00.000Z' };

beforeEach(() => resetStaffState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function renderJoin(server: FakeStaffServer, url = `/admin/join#${TOKEN}`) {
  return renderStaffRoutes(
    server,
    [
      { path: '/admin/join', element: <JoinPage /> },
      { path: '/adminLogin', element: <AdminLoginPage /> },
    ],
    url,
    false,
  );
}

describe('/admin/join', () => {
  it('when the link is good, then the page says who is invited and as what, asked without any sign-in and with the token only in the path', async () => {
    const { sent } = renderJoin(fakeStaffServer({ invitations: { [TOKEN]: PREVIEW } }));
    expect(await screen.findByText('Szabó Kata, you are invited to Pizza Point as Kitchen.')).toBeInTheDocument();
    expect(screen.getByText('You will sign in as cook@example.com.')).toBeInTheDocument();
    expect(screen.getByText('This link works until 15 Mar 2026, 10:00.')).toBeInTheDocument();
    const [preview] = requestsTo(sent, `GET /api/staff/invitations/${TOKEN}`);
    expect(preview?.authorization).toBeUndefined();
    expect(preview?.url.search).toBe('');
  });

  it('when the passwords break the rules, then every unmet rule shows, as on the reset page, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderJoin(fakeStaffServer({ invitations: { [TOKEN]: PREVIEW } }));
    await screen.findByText(/you are invited/);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(requestsTo(sent, `POST /api/staff/invitations/${TOKEN}/accept`)).toHaveLength(0);
  });

  it('when the password is set, then the page says to sign in and the sign-in page opens with the e-mail filled in', async () => {
    const user = userEvent.setup();
    const { sent } = renderJoin(fakeStaffServer({ invitations: { [TOKEN]: PREVIEW } }));
    await screen.findByText(/you are invited/);
    await user.type(screen.getByLabelText('Password'), 'Kitchen#2026!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Kitchen#2026!');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(requestsTo(sent, `POST /api/staff/invitations/${TOKEN}/accept`)).toEqual([
      expect.objectContaining({ authorization: undefined, body: { password: 'Kitchen#2026!', confirmPassword: 'Kitchen#2026!' } }),
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminLogin'));
    expect(screen.getByLabelText('Email')).toHaveValue('cook@example.com');
  });

  it.each([
    ['expired or used (410)', fakeStaffServer({ gone: [TOKEN] })],
    ['unknown or withdrawn (404)', fakeStaffServer()],
  ])('when the link is %s, then the page says it does not work and to ask the owner for a new invitation', async (_case, server) => {
    renderJoin(server);
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask the owner to send you a new invitation.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('when the address has no token, then nothing is asked and the page says how to open the link', async () => {
    const { sent } = renderJoin(fakeStaffServer(), '/admin/join');
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no invitation in it.');
    expect(sent).toHaveLength(0);
  });

  it('when the server cannot be reached for the preview, then the page says so and Try again asks again', async () => {
    const user = userEvent.setup();
    const server = fakeStaffServer({
      invitations: { [TOKEN]: PREVIEW },
      failures: { [`GET /api/staff/invitations/${TOKEN}`]: { status: 503, message: 'The database is not reachable' } },
    });
    renderJoin(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the invitation. The database is not reachable');
    server.failures = {};
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/you are invited/)).toBeInTheDocument();
  });

  it('when the reader reads Hungarian, then the invitation is in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    renderJoin(fakeStaffServer({ invitations: { [TOKEN]: { ...PREVIEW, role: 'COURIER' } } }));
    expect(await screen.findByText('Szabó Kata, meghívtak a(z) Pizza Point csapatába, szerepkör: Futár.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jelszó beállítása' })).toBeInTheDocument();
  });
});
