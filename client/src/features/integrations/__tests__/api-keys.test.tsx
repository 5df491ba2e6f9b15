import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { apiKey, fakeServer, renderIntegrations, requestsTo, resetIntegrationsState } from './integrations-support';

const NEW_KEY = 'ppk_NewKeySecretSecretSecretSecretSecretSecret1';

beforeEach(() => resetIntegrationsState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const keysSection = () => screen.getByRole('region', { name: 'API keys' });

describe('API keys: the list', () => {
  it('when keys exist, then each shows its name, first characters, creation, last use (or never) and whether it is revoked', async () => {
    renderIntegrations(
      fakeServer({
        keys: [
          apiKey({ name: 'Kitchen printer', prefix: 'ppk_Ab3xYz', lastUsedAt: '2026-03-12T10:05:00.000Z' }),
          apiKey({ name: 'Old POS', prefix: 'ppk_Qq9wEr', revokedAt: '2026-03-11T18:00:00.000Z' }),
        ],
      }),
    );
    const printer = await screen.findByRole('article', { name: 'Kitchen printer' });
    expect(within(printer).getByText('ppk_Ab3xYz…')).toBeInTheDocument();
    expect(within(printer).getByText('Active')).toBeInTheDocument();
    // 10:05 UTC is 11:05 in Budapest in March.
    expect(within(printer).getByText('Last used').nextElementSibling).toHaveTextContent('12 Mar 2026, 11:05');
    expect(within(printer).getByText('Created').nextElementSibling).toHaveTextContent('12 Mar 2026, 10:00');

    const old = screen.getByRole('article', { name: 'Old POS' });
    expect(within(old).getByText('Revoked 11 Mar 2026, 19:00')).toBeInTheDocument();
    expect(within(old).getByText('Last used').nextElementSibling).toHaveTextContent('never');
    expect(within(old).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('when there are no keys, then the list says so', async () => {
    renderIntegrations(fakeServer());
    expect(await within(keysSection()).findByText('No API keys yet.')).toBeInTheDocument();
  });

  it("when the list cannot be loaded, then the server's message is shown and Try again loads it", async () => {
    const server = fakeServer({ failures: { 'GET /api/integrations/keys': { status: 503, message: 'The database is not reachable' } } });
    const { sent } = renderIntegrations(server);
    expect(await within(keysSection()).findByRole('alert')).toHaveTextContent('Could not load this list. The database is not reachable');

    server.failures = {};
    server.keys = [apiKey({ name: 'Courier app' })];
    await userEvent.click(within(keysSection()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Courier app' })).toBeInTheDocument();
    expect(requestsTo(sent, 'GET /api/integrations/keys')).toHaveLength(2);
  });

  it('when the server refuses the staff token, then the staff session ends', async () => {
    renderIntegrations(fakeServer({ failures: { 'GET /api/integrations/keys': { status: 401, message: 'Authentication required' } } }));
    await waitFor(() => expect(useStaffAuthStore.getState().token).toBeNull());
  });
});

describe('API keys: create', () => {
  it('when staff create a key, then it is sent with the staff token and shown once in a copyable box with a warning', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer());
    await within(keysSection()).findByText('No API keys yet.');

    await user.type(screen.getByLabelText('Name'), '  Kitchen printer ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const box = await screen.findByRole('group', { name: 'New key for “Kitchen printer”' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Copy it now: you will not see this again.');
    expect(within(box).getByLabelText('API key')).toHaveValue(NEW_KEY);
    expect(requestsTo(sent, 'POST /api/integrations/keys')).toEqual([
      expect.objectContaining({ authorization: 'Bearer staff-jwt', body: { name: 'Kitchen printer', scopes: ['events'] } }),
    ]);

    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(within(box).getByRole('status')).toHaveTextContent('Copied');

    // The list shows the new key (never the key itself); once Done, the key is gone from the page.
    expect(await screen.findByRole('article', { name: 'Kitchen printer' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Done, I saved it' }));
    expect(screen.queryByDisplayValue(NEW_KEY)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NEW_KEY);
    expect(screen.getByRole('heading', { name: 'API keys' })).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('when the clipboard refuses, then the key is selected and the page says to copy it by hand', async () => {
    const user = userEvent.setup();
    renderIntegrations(fakeServer());
    await user.type(await screen.findByLabelText('Name'), 'POS');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const box = await screen.findByRole('group', { name: 'New key for “POS”' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));

    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await within(box).findByText(/copy it with Ctrl\+C/)).toBeInTheDocument();
    const field = within(box).getByLabelText('API key') as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, NEW_KEY.length]);
  });

  it('when the name is empty, then the field says so and nothing is sent', async () => {
    const { sent } = renderIntegrations(fakeServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const field = screen.getByLabelText('Name');
    expect(field).toHaveAccessibleDescription('Name the integration, e.g. "Kitchen printer".');
    expect(field).toHaveFocus();
    expect(requestsTo(sent, 'POST /api/integrations/keys')).toHaveLength(0);
  });

  it('when the server refuses, then its message is shown and no key box appears', async () => {
    renderIntegrations(fakeServer({ failures: { 'POST /api/integrations/keys': { status: 400, message: 'Name is too long' } } }));
    await userEvent.type(await screen.findByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is too long');
    expect(screen.queryByRole('group', { name: /New key/ })).not.toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the form and the once-only warning are too', async () => {
    await i18n.changeLanguage('hu');
    renderIntegrations(fakeServer());
    await userEvent.type(await screen.findByLabelText('Név'), 'Nyomtató');
    await userEvent.click(screen.getByRole('button', { name: 'Kulcs létrehozása' }));
    const box = await screen.findByRole('group', { name: 'Új kulcs: „Nyomtató”' });
    expect(box).toHaveAccessibleDescription('Másolja ki most: később nem látja újra.');
  });
});

describe('API keys: revoke', () => {
  it('when Revoke is pressed, then it asks first; Keep it sends nothing, Yes revokes and the row shows when', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer({ keys: [apiKey({ keyId: 'key-printer', name: 'Kitchen printer' })] }));
    const row = await screen.findByRole('article', { name: 'Kitchen printer' });

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const question = within(row).getByRole('group', { name: /^Revoke “Kitchen printer”\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Revoke' })).toHaveFocus();
    expect(requestsTo(sent, 'DELETE /api/integrations/keys/key-printer')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    expect(await within(row).findByText('Revoked 12 Mar 2026, 11:15')).toBeInTheDocument();
    expect(requestsTo(sent, 'DELETE /api/integrations/keys/key-printer')).toEqual([
      expect.objectContaining({ authorization: 'Bearer staff-jwt' }),
    ]);
    expect(within(row).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(within(row).getByRole('heading', { name: 'Kitchen printer' })).toHaveFocus();
  });

  it("when revoking fails, then the server's message is shown on the row and the key stays active", async () => {
    const server = fakeServer({
      keys: [apiKey({ keyId: 'key-pos', name: 'POS' })],
      failures: { 'DELETE /api/integrations/keys/key-pos': { status: 404, message: 'Key not found' } },
    });
    renderIntegrations(server);
    const row = await screen.findByRole('article', { name: 'POS' });
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Key not found');
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });
});
