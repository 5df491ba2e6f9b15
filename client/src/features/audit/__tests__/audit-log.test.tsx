import '../../../test/setup';
import { cancelReasonText } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { entry, fakeAuditServer, renderAudit, requestsTo, resetAuditState, setWide } from './audit-support';

beforeEach(() => resetAuditState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const cancelled = () =>
  entry({
    action: 'order.cancelled',
    at: '2026-03-12T17:05:00.000Z',
    orderId: 'order-42',
    orderNumber: 42,
    before: { status: 'PREPARING' },
    // As the server records it: the order's stored reason, in English.
    after: { status: 'CANCELLED', cancelReason: cancelReasonText('too-busy', 'Oven broke') },
  });
/** An entry's words, found among the entries (the filter's options hold the same names). */
const findEntry = async (text: string) => within(await screen.findByRole('list', { name: 'Audit entries, newest first' })).findByText(text);
const location = () => screen.getByTestId('location').textContent;
const lastQuery = (sent: ReturnType<typeof renderAudit>['sent']) => requestsTo(sent, '/api/audit').at(-1)?.url.searchParams;

describe('the audit log: entries', () => {
  it('when entries exist, then a phone shows one card each, newest first: what, the order as a link, who with role, the change, when', async () => {
    renderAudit(
      fakeAuditServer({
        entries: [entry({ action: 'shop.status', at: '2026-03-12T08:00:00.000Z', after: { isOpen: true } }), cancelled()],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Cancelled an order');
    expect(within(first!).getByRole('link', { name: 'Open #0042 on the board' })).toHaveAttribute('href', '/admin?order=order-42');
    expect(first).toHaveTextContent('Kovács AnnaManager');
    expect(within(first!).getByText('Preparing → Cancelled')).toBeInTheDocument();
    expect(within(first!).getByText('reason: Too busy, “Oven broke”')).toBeInTheDocument();
    // 17:05 UTC is 18:05 in Budapest in March.
    expect(within(first!).getByText('12 Mar 2026, 18:05')).toBeInTheDocument();
    expect(second).toHaveTextContent('Opened or closed the shop');
    expect(within(second!).getByText('open: yes')).toBeInTheDocument();
    expect(screen.getByText('2 entries shown')).toHaveAttribute('role', 'status');
  });

  it('when the screen is wide, then the entries are a table with a column per question', async () => {
    setWide(true);
    renderAudit(fakeAuditServer({ entries: [cancelled()] }));
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Order', 'Change']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '12 Mar 2026, 18:05',
      'Kovács AnnaManager',
      'Cancelled an order',
      '#0042',
      'Preparing → Cancelledreason: Too busy, “Oven broke”',
    ]);
  });

  it('when a failed sign-in names no member, then what was typed is shown as who', async () => {
    renderAudit(
      fakeAuditServer({
        entries: [
          entry({
            action: 'signin.failed',
            actorId: undefined,
            actorName: undefined,
            actorRole: undefined,
            actorEmail: 'x@example.com',
            after: { step: 'code', failure: 'wrong-code' },
          }),
        ],
      }),
    );
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Failed to sign in');
    expect(card).toHaveTextContent('typed: x@example.com');
    // The server's codes for the step and the failure are shown in words.
    expect(card).toHaveTextContent('step: e-mailed code');
    expect(card).toHaveTextContent('what failed: wrong code');
  });

  it('when there is more than a page, then Load more brings the next one with the cursor and goes once all is shown', async () => {
    const entries = Array.from({ length: 60 }, () => entry());
    const { sent } = renderAudit(fakeAuditServer({ entries }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(50);
    const newestFirst = [...entries].reverse();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
    expect(lastQuery(sent)?.get('before')).toBe(newestFirst[49]?.id);
    expect(lastQuery(sent)?.get('limit')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when nothing is recorded, then the page says so; with filters, that nothing matches them', async () => {
    renderAudit(fakeAuditServer());
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Order number'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('when the server refuses (a role without the audit log), then its message is shown, the session stays, and Try again asks again', async () => {
    const server = fakeAuditServer({ failures: { 'GET /api/audit': { status: 403, message: 'Your role does not allow this' } } });
    const { sent } = renderAudit(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the audit log. Your role does not allow this');
    expect(useStaffAuthStore.getState().token).toBe('staff-jwt');
    server.failures = {};
    server.entries = [cancelled()];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findEntry('Cancelled an order')).toBeInTheDocument();
    expect(requestsTo(sent, '/api/audit')).toHaveLength(2);
  });

  it('when the token has expired, then the staff session ends', async () => {
    renderAudit(fakeAuditServer({ failures: { 'GET /api/audit': { status: 401, message: 'Authentication required' } } }));
    await waitFor(() => expect(useStaffAuthStore.getState().token).toBeNull());
  });
});

describe('the audit log: filters', () => {
  it('when who, what, an order number and days are chosen, then the request and the page address carry them', async () => {
    const user = userEvent.setup();
    const { sent } = renderAudit(fakeAuditServer({ entries: [cancelled()] }));
    await findEntry('Cancelled an order');
    await screen.findByRole('option', { name: 'Nagy Ola' });

    await user.selectOptions(screen.getByLabelText('Who'), 'Kovács Anna');
    await user.selectOptions(screen.getByLabelText('What'), 'Cancelled an order');
    await user.type(screen.getByLabelText('Order number'), '#0042');
    await user.type(screen.getByLabelText('From'), '2026-03-12');
    await user.type(screen.getByLabelText('To'), '2026-03-12');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(requestsTo(sent, '/api/audit')).toHaveLength(2));
    expect(Object.fromEntries(lastQuery(sent)!)).toEqual({
      actorId: 'member-anna',
      action: 'order.cancelled',
      orderNumber: '#0042',
      // Whole days of the restaurant's calendar (Budapest is UTC+1 in March).
      from: '2026-03-11T23:00:00.000Z',
      to: '2026-03-12T22:59:59.999Z',
      limit: '50',
    });
    expect(location()).toBe('/admin/audit?actorId=member-anna&action=order.cancelled&orderNumber=%230042&from=2026-03-12&to=2026-03-12');
    expect(await findEntry('Cancelled an order')).toBeInTheDocument();
  });

  it('when a shared link holds filters, then the form shows them and the first request uses them: who cancelled #0042', async () => {
    const server = fakeAuditServer({
      entries: [cancelled(), entry({ orderNumber: 42, orderId: 'order-42' }), entry({ action: 'order.cancelled', orderNumber: 7 })],
    });
    const { sent } = renderAudit(server, '/admin/audit?orderNumber=42&action=order.cancelled');
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Cancelled an order');
    expect(card).toHaveTextContent('Kovács AnnaManager');
    expect(screen.getByLabelText('Order number')).toHaveValue('42');
    expect(screen.getByLabelText('What')).toHaveDisplayValue('Cancelled an order');
    expect(requestsTo(sent, '/api/audit')).toHaveLength(1);
    expect(lastQuery(sent)?.get('orderNumber')).toBe('42');
  });

  it('when the order number is not one, then the field says so and nothing is sent', async () => {
    const { sent } = renderAudit(fakeAuditServer());
    await screen.findByText('Nothing recorded yet.');
    await userEvent.type(screen.getByLabelText('Order number'), 'pizza');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription('An order number, like #0042 or 42.');
    expect(screen.getByLabelText('Order number')).toHaveFocus();
    expect(requestsTo(sent, '/api/audit')).toHaveLength(1);
  });

  it('when Clear filters is pressed, then the whole log is asked for again and the address is bare', async () => {
    const { sent } = renderAudit(fakeAuditServer({ entries: [cancelled()] }), '/admin/audit?orderNumber=7');
    await screen.findByText('No entries match these filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await findEntry('Cancelled an order')).toBeInTheDocument();
    expect(location()).toBe('/admin/audit');
    expect(lastQuery(sent)?.has('orderNumber')).toBe(false);
  });

  it('when the page is in Hungarian, then the actions and the change are too', async () => {
    await i18n.changeLanguage('hu');
    renderAudit(fakeAuditServer({ entries: [cancelled()] }));
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Rendelést lemondott');
    expect(card).toHaveTextContent('Üzletvezető');
    expect(within(card).getByText('ok: Túl sok a rendelés, „Oven broke”')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sikertelen bejelentkezés' })).toBeInTheDocument();
  });
});
