import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { apiKey, endpoint, fakeServer, renderIntegrations, requestsTo, resetIntegrationsState } from './integrations-support';

beforeEach(() => resetIntegrationsState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const keysSection = () => screen.getByRole('region', { name: 'API keys' });
const hooksSection = () => screen.getByRole('region', { name: 'Webhook endpoints' });

describe('choosing what a new key may read', () => {
  it('when the form opens, then the event stream is ticked and each scope says in one line what it gives', async () => {
    renderIntegrations(fakeServer());
    const scopes = await within(keysSection()).findByRole('group', { name: 'What it may read' });
    const events = within(scopes).getByRole('checkbox', { name: 'Event stream' });
    expect(events).toBeChecked();
    expect(events).toHaveAccessibleDescription(expect.stringContaining("without the customer's name, phone, e-mail, address or notes"));
    expect(within(scopes).getByRole('checkbox', { name: 'Full orders' })).not.toBeChecked();
    expect(within(scopes).getByRole('checkbox', { name: 'Full orders' })).toHaveAccessibleDescription(
      expect.stringContaining('whole order with address'),
    );
    expect(within(scopes).getByRole('checkbox', { name: 'Menu' })).not.toBeChecked();
  });

  it('when staff tick full orders, then the key is created with both scopes; with none ticked, the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer());
    const scopes = await within(keysSection()).findByRole('group', { name: 'What it may read' });
    await user.type(screen.getByLabelText('Name'), 'POS');
    await user.click(within(scopes).getByRole('checkbox', { name: 'Event stream' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(scopes).toHaveAccessibleDescription('Choose at least one thing it may read.');
    expect(requestsTo(sent, 'POST /api/integrations/keys')).toHaveLength(0);

    await user.click(within(scopes).getByRole('checkbox', { name: 'Event stream' }));
    await user.click(within(scopes).getByRole('checkbox', { name: 'Full orders' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('group', { name: 'New key for “POS”' });
    expect(requestsTo(sent, 'POST /api/integrations/keys').map((request) => request.body)).toEqual([
      { name: 'POS', scopes: ['events', 'orders'] },
    ]);
  });
});

describe("changing a key's scopes", () => {
  it('when staff widen a key, then the confirm names what it gains and when, and only Yes sends the change', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer({ keys: [apiKey({ name: 'Printer', scopes: ['events'] })] }));
    const row = await screen.findByRole('article', { name: 'Printer' });
    expect(
      within(within(row).getByRole('list', { name: 'Reads:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Event stream']);

    await user.click(within(row).getByRole('button', { name: 'Change access' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Full orders' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Event stream' }));
    await user.click(within(row).getByRole('button', { name: 'Save access' }));
    const confirm = within(row).getByRole('group', { name: /^Change what “Printer” may read\?/ });
    expect(confirm).toHaveAccessibleName(
      'Change what “Printer” may read? From now on it also gets: Full orders. It no longer gets: Event stream. New requests follow at once; its open connections reconnect within 30 seconds.',
    );
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, change it' }));

    await within(row).findByText('Full orders');
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => [request.path, request.body])).toEqual([
      [expect.stringMatching(/^\/api\/integrations\/keys\//), { scopes: ['orders'] }],
    ]);
    expect(within(row).getByRole('button', { name: 'Change access' })).toHaveFocus();
  });

  it('when nothing changed or staff back out with Escape, then nothing is sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer({ keys: [apiKey({ name: 'Till', scopes: ['events', 'menu'] })] }));
    const row = await screen.findByRole('article', { name: 'Till' });
    await user.click(within(row).getByRole('button', { name: 'Change access' }));
    await user.click(within(row).getByRole('button', { name: 'Save access' }));
    expect(within(row).queryByRole('group', { name: /Change what/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Change access' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Menu' }));
    await user.click(within(row).getByRole('button', { name: 'Save access' }));
    expect(within(row).getByRole('group', { name: /It no longer gets: Menu\./ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(row).getByRole('checkbox', { name: 'Menu' })).not.toBeChecked();
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('when the page is in Hungarian, then the scopes and the question are too', async () => {
    await i18n.changeLanguage('hu');
    const user = userEvent.setup();
    renderIntegrations(fakeServer({ keys: [apiKey({ name: 'Nyomtató', scopes: ['events'] })] }));
    const row = await screen.findByRole('article', { name: 'Nyomtató' });
    expect(within(row).getByText('Eseményfolyam')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hozzáférés módosítása' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Teljes rendelések' }));
    await user.click(within(row).getByRole('button', { name: 'Hozzáférés mentése' }));
    expect(
      within(row).getByRole('group', { name: /^Módosítja, mit olvashat „Nyomtató”\? Mostantól ezt is megkapja: Teljes rendelések\./ }),
    ).toBeInTheDocument();
  });
});

describe('webhook scopes', () => {
  it('when staff add an endpoint with full orders, then events stay on (cannot be unticked) and both are sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer());
    const scopes = await within(hooksSection()).findByRole('group', { name: 'What the receiver is sent' });
    const events = within(scopes).getByRole('checkbox', { name: 'Event stream' });
    expect(events).toBeChecked();
    expect(events).toBeDisabled();
    expect(within(scopes).queryByRole('checkbox', { name: 'Menu' })).toBeNull();
    await user.type(screen.getByLabelText('URL'), 'https://pos.example.com/full');
    await user.click(within(scopes).getByRole('checkbox', { name: 'Full orders' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('group', { name: 'Signing secret for https://pos.example.com/full' });
    expect(requestsTo(sent, 'POST /api/integrations/webhooks')[0]!.body).toMatchObject({ scopes: ['events', 'orders'] });
  });

  it("when staff take full orders away from an endpoint, then the confirm says so and the PATCH sends only 'events'", async () => {
    const user = userEvent.setup();
    const hook = endpoint({ url: 'https://pos.example.com/hook', scopes: ['events', 'orders'] });
    const { sent } = renderIntegrations(fakeServer({ webhooks: [hook] }));
    const card = await screen.findByRole('article', { name: 'https://pos.example.com/hook' });
    await user.click(within(card).getByRole('button', { name: 'Change access' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Full orders' }));
    await user.click(within(card).getByRole('button', { name: 'Save access' }));
    const confirm = within(card).getByRole('group', { name: /It no longer gets: Full orders\. The next event sent follows it\.$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, change it' }));
    await within(card).findByRole('button', { name: 'Change access' });
    expect(requestsTo(sent, `PATCH /api/integrations/webhooks/${hook.id}`).map((request) => request.body)).toEqual([
      { scopes: ['events'] },
    ]);
  });
});
