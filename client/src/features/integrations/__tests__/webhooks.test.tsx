import '../../../test/setup';
import { EVENT_TYPES } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { delivery, endpoint, fakeServer, renderIntegrations, requestsTo, resetIntegrationsState } from './integrations-support';

beforeEach(() => resetIntegrationsState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const hooksSection = () => screen.getByRole('region', { name: 'Webhook endpoints' });
const card = (url: string) => screen.findByRole('article', { name: url });

describe('webhook endpoints: the list', () => {
  it('when endpoints are in each state, then the badge says it in words: OK, failing since, disabled after N failures, turned off', async () => {
    renderIntegrations(
      fakeServer({
        webhooks: [
          endpoint({ url: 'https://ok.example.com/h', description: 'Till in the shop', lastSeq: 41, lastDeliveredSeq: 41 }),
          endpoint({ url: 'https://failing.example.com/h', state: 'failing', failingSince: '2026-03-12T09:40:00.000Z', failureCount: 2 }),
          endpoint({
            url: 'https://dead.example.com/h',
            state: 'disabled',
            enabled: false,
            failureCount: 8,
            disabledReason: 'no 2xx after the last retry',
          }),
          endpoint({ url: 'https://off.example.com/h', state: 'disabled', enabled: false, eventTypes: ['status-changed'] }),
        ],
      }),
    );
    const ok = await card('https://ok.example.com/h');
    expect(within(ok).getByText('OK')).toBeInTheDocument();
    expect(within(ok).getByText('Till in the shop')).toBeInTheDocument();
    expect(within(ok).getByText(/Last delivered event: #41/)).toBeInTheDocument();
    expect(within(ok).getByRole('switch', { name: 'Send events to https://ok.example.com/h' })).toHaveAttribute('aria-checked', 'true');

    expect(within(await card('https://failing.example.com/h')).getByText('Failing since 12 Mar 2026, 10:40')).toBeInTheDocument();
    const dead = await card('https://dead.example.com/h');
    expect(within(dead).getByText('Disabled after 8 failures')).toBeInTheDocument();
    expect(within(dead).getByText('Reason: no 2xx after the last retry')).toBeInTheDocument();
    expect(within(dead).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    const off = await card('https://off.example.com/h');
    expect(within(off).getByText('Turned off')).toBeInTheDocument();
    expect(within(off).getByText('status-changed')).toBeInTheDocument();
    expect(within(off).queryByText('order-created')).not.toBeInTheDocument();
  });

  // A new endpoint's cursor stands at the end of the log (#29 here), but nothing reached its receiver.
  const fresh = () => fakeServer({ webhooks: [endpoint({ url: 'https://new.example.com/h', lastSeq: 29 })] });

  it('when an endpoint is new, then it says no event was delivered yet, not the seq its cursor starts after', async () => {
    renderIntegrations(fresh());
    const hook = await card('https://new.example.com/h');
    expect(within(hook).getByText(/No event delivered yet/)).toBeInTheDocument();
    expect(within(hook).queryByText(/#29/)).not.toBeInTheDocument();
  });

  it('when an endpoint is new on the Hungarian page, then it says so in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    renderIntegrations(fresh());
    const hook = await screen.findByRole('article', { name: 'https://new.example.com/h' });
    expect(within(hook).getByText(/Még nem volt kézbesített esemény/)).toBeInTheDocument();
    expect(within(hook).queryByText(/#29/)).not.toBeInTheDocument();
  });

  it('when there are no endpoints, then the list says so', async () => {
    renderIntegrations(fakeServer());
    expect(await within(hooksSection()).findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it("when the list cannot be loaded, then the server's message is shown with Try again", async () => {
    renderIntegrations(fakeServer({ failures: { 'GET /api/integrations/webhooks': { status: 500, message: 'Something went wrong' } } }));
    expect(await within(hooksSection()).findByRole('alert')).toHaveTextContent('Could not load this list. Something went wrong');
    expect(within(hooksSection()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when it is the Hungarian page, then the states are in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    renderIntegrations(
      fakeServer({ webhooks: [endpoint({ url: 'https://a.example.com', state: 'disabled', enabled: false, failureCount: 3 })] }),
    );
    expect(await screen.findByText('Letiltva 3 hiba után')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Webhook-végpontok' })).toBeInTheDocument();
  });
});

describe('webhook endpoints: add', () => {
  it('when staff add an endpoint, then url, description and event types are sent and the signing secret is shown once', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer());
    await within(hooksSection()).findByText('No webhook endpoints yet.');

    await user.type(screen.getByLabelText('URL'), 'https://pos.example.com/in');
    await user.type(screen.getByLabelText('Description (optional)'), 'POS');
    const types = screen.getByRole('group', { name: 'Events to send' });
    const newOrder = within(types).getByRole('checkbox', { name: 'New order (order-created)' });
    for (const box of within(types).getAllByRole('checkbox')) if (box !== newOrder) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const box = await screen.findByRole('group', { name: 'Signing secret for https://pos.example.com/in' });
    expect(within(box).getByLabelText('Signing secret')).toHaveValue('whsec_TmV3U2VjcmV0TmV3U2VjcmV0TmV3U2VjcmV0');
    expect(box).toHaveAccessibleDescription('Copy it now: you will not see this again.');
    expect(requestsTo(sent, 'POST /api/integrations/webhooks')).toEqual([
      expect.objectContaining({
        authorization: 'Bearer staff-jwt',
        body: { url: 'https://pos.example.com/in', description: 'POS', eventTypes: ['order-created'], scopes: ['events'] },
      }),
    ]);
    expect(await card('https://pos.example.com/in')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Done, I saved it' }));
    expect(document.body).not.toHaveTextContent('whsec_');
  });

  it('when the URL is empty or no event type is ticked, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer());
    await screen.findByRole('checkbox', { name: 'New order (order-created)' });
    const types = screen.getByRole('group', { name: 'Events to send' });
    expect(within(types).getAllByRole('checkbox')).toHaveLength(EVENT_TYPES.length);
    for (const box of within(types).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription("Enter the receiver's URL.");
    expect(screen.getByLabelText('URL')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription('Choose at least one event type.');
    expect(requestsTo(sent, 'POST /api/integrations/webhooks')).toHaveLength(0);
  });

  it('when the server refuses the URL, then its message is shown and no secret appears', async () => {
    renderIntegrations(
      fakeServer({
        failures: { 'POST /api/integrations/webhooks': { status: 400, message: 'Only https URLs to public addresses are allowed' } },
      }),
    );
    await userEvent.type(await screen.findByLabelText('URL'), 'http://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await within(hooksSection()).findByRole('alert')).toHaveTextContent('Only https URLs to public addresses are allowed');
    expect(screen.queryByRole('group', { name: /Signing secret/ })).not.toBeInTheDocument();
  });
});

describe('webhook endpoints: controls', () => {
  it('when the switch is turned off, then PATCH enabled:false is sent and the card shows it turned off', async () => {
    const { sent } = renderIntegrations(fakeServer({ webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h' })] }));
    const hook = await card('https://a.example.com/h');
    await userEvent.click(within(hook).getByRole('switch'));
    await waitFor(() => expect(within(hook).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(within(hook).getByText('Turned off')).toBeInTheDocument();
    expect(requestsTo(sent, 'PATCH /api/integrations/webhooks/hook-a')).toEqual([expect.objectContaining({ body: { enabled: false } })]);
  });

  it('when a test event is sent, then the result is shown: delivered with status and time, or why it failed', async () => {
    const server = fakeServer({ webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h' })] });
    const { sent } = renderIntegrations(server);
    const hook = await card('https://a.example.com/h');
    await userEvent.click(within(hook).getByRole('button', { name: 'Send test event' }));
    expect(await within(hook).findByText('Test delivered: 200 in 12 ms')).toBeInTheDocument();

    server.testResult = { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:9', durationMs: 3 };
    await userEvent.click(within(hook).getByRole('button', { name: 'Send test event' }));
    expect(await within(hook).findByText('Test failed: connect ECONNREFUSED 127.0.0.1:9 (3 ms)')).toBeInTheDocument();

    server.testResult = { ok: false, statusCode: 500, durationMs: 8 };
    await userEvent.click(within(hook).getByRole('button', { name: 'Send test event' }));
    expect(await within(hook).findByText('Test failed: 500 (8 ms)')).toBeInTheDocument();
    expect(requestsTo(sent, 'POST /api/integrations/webhooks/hook-a/test')).toHaveLength(3);
  });

  it('when the secret is rotated, then the new one is shown once on the card', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer({ webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h' })] }));
    const hook = await card('https://a.example.com/h');
    await user.click(within(hook).getByRole('button', { name: 'Rotate secret' }));
    const box = await within(hook).findByRole('group', { name: /^New signing secret/ });
    expect(within(box).getByLabelText('Signing secret')).toHaveValue('whsec_Um90YXRlZFJvdGF0ZWRSb3RhdGVkUm90YXRlZA');
    expect(requestsTo(sent, 'POST /api/integrations/webhooks/hook-a/rotate-secret')).toHaveLength(1);
    await user.click(within(box).getByRole('button', { name: 'Done, I saved it' }));
    expect(within(hook).queryByRole('group')).not.toBeInTheDocument();
    expect(within(hook).getByRole('heading', { name: 'https://a.example.com/h' })).toHaveFocus();
  });

  it('when Delete is confirmed, then the endpoint is deleted and leaves the list; Keep it keeps it', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(fakeServer({ webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h' })] }));
    const hook = await card('https://a.example.com/h');
    await user.click(within(hook).getByRole('button', { name: 'Delete' }));
    await user.click(within(hook).getByRole('button', { name: 'Keep it' }));
    expect(within(hook).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(requestsTo(sent, 'DELETE /api/integrations/webhooks/hook-a')).toHaveLength(0);

    await user.click(within(hook).getByRole('button', { name: 'Delete' }));
    expect(within(hook).getByRole('group', { name: /^Delete the endpoint https:\/\/a\.example\.com\/h\?/ })).toBeInTheDocument();
    await user.click(within(hook).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(hooksSection()).findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(requestsTo(sent, 'DELETE /api/integrations/webhooks/hook-a')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Webhook endpoints' })).toHaveFocus();
  });

  it("when a control's call fails, then the server's message is shown on the card", async () => {
    renderIntegrations(
      fakeServer({
        webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h' })],
        failures: { 'POST /api/integrations/webhooks/hook-a/rotate-secret': { status: 409, message: 'A rotation is already in progress' } },
      }),
    );
    const hook = await card('https://a.example.com/h');
    await userEvent.click(within(hook).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(hook).findByRole('alert')).toHaveTextContent('A rotation is already in progress');
  });
});

describe('webhook endpoints: the delivery log', () => {
  const server = () =>
    fakeServer({
      webhooks: [endpoint({ id: 'hook-a', url: 'https://a.example.com/h', lastSeq: 7 })],
      deliveries: {
        'hook-a': [
          delivery({ seq: 8, eventId: 'event-8', attempt: 2, statusCode: 503, durationMs: 120, ok: false, error: 'Service Unavailable' }),
          delivery({
            seq: 8,
            eventId: 'event-8',
            attempt: 1,
            statusCode: undefined,
            durationMs: 15000,
            ok: false,
            error: 'timeout after 15 s',
          }),
          delivery({ seq: 7, eventId: 'event-7', attempt: 1, statusCode: 200, durationMs: 35, ok: true }),
          delivery({ seq: undefined, eventId: 'test-1', attempt: 1, statusCode: 204, durationMs: 9, ok: true }),
        ],
      },
    });

  it('when the log is opened, then every attempt shows time, seq, attempt, status, duration and error, newest first', async () => {
    const { sent } = renderIntegrations(server());
    const hook = await card('https://a.example.com/h');
    const toggle = within(hook).getByRole('button', { name: 'Delivery log' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const table = await within(hook).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Time', 'Seq', 'Attempt', 'Status', 'Duration', 'Error', 'Resend'],
      ['12 Mar 2026, 10:30', '8', '2', '503 · failed', '120 ms', 'Service Unavailable', 'Resend'],
      ['12 Mar 2026, 10:30', '8', '1', 'no answer · failed', '15000 ms', 'timeout after 15 s', 'Resend'],
      ['12 Mar 2026, 10:30', '7', '1', '200 · delivered', '35 ms', '', 'Resend'],
      ['12 Mar 2026, 10:30', 'test', '1', '204 · delivered', '9 ms', '', ''],
    ]);
    expect(requestsTo(sent, 'GET /api/integrations/webhooks/hook-a/deliveries')[0]?.url.searchParams.get('limit')).toBe('50');
  });

  it('when Resend is pressed on an attempt, then that event is asked for again by its id', async () => {
    const { sent } = renderIntegrations(server());
    const hook = await card('https://a.example.com/h');
    await userEvent.click(within(hook).getByRole('button', { name: 'Delivery log' }));
    await userEvent.click(await within(hook).findByRole('button', { name: 'Resend event #7' }));
    expect(await within(hook).findByText('Sent again; the attempt appears in the log.')).toBeInTheDocument();
    expect(requestsTo(sent, 'POST /api/integrations/webhooks/hook-a/resend')).toEqual([
      expect.objectContaining({ body: { eventId: 'event-7' } }),
    ]);
  });

  it('when a replay is asked for, then a bad number is refused, and a good one is confirmed and sent as fromSeq', async () => {
    const user = userEvent.setup();
    const { sent } = renderIntegrations(server());
    const hook = await card('https://a.example.com/h');
    await user.click(within(hook).getByRole('button', { name: 'Delivery log' }));
    const field = await within(hook).findByLabelText('Replay from seq');

    await user.type(field, '0');
    await user.click(within(hook).getByRole('button', { name: 'Replay' }));
    expect(field).toHaveAccessibleDescription('Enter a whole number, 1 or more.');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(hook).getByRole('button', { name: 'Replay' }));
    expect(within(hook).getByRole('group', { name: /^Deliver every event from #5 on again\?/ })).toBeInTheDocument();
    expect(requestsTo(sent, 'POST /api/integrations/webhooks/hook-a/replay')).toHaveLength(0);
    await user.click(within(hook).getByRole('button', { name: 'Yes, replay' }));
    expect(await within(hook).findByText('Replay from #5 started.')).toBeInTheDocument();
    expect(requestsTo(sent, 'POST /api/integrations/webhooks/hook-a/replay')).toEqual([expect.objectContaining({ body: { fromSeq: 5 } })]);
  });

  it('when the endpoint has no attempts yet, then the log says so', async () => {
    renderIntegrations(fakeServer({ webhooks: [endpoint({ id: 'hook-b', url: 'https://b.example.com/h' })] }));
    const hook = await card('https://b.example.com/h');
    await userEvent.click(within(hook).getByRole('button', { name: 'Delivery log' }));
    expect(await within(hook).findByText('No delivery attempts yet.')).toBeInTheDocument();
  });
});
