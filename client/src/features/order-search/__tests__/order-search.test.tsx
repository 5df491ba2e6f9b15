import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { fakeSearchServer, lastSearch, order, renderSearch, requestsTo, resetSearchState, setWide } from './order-search-support';

// 01:30 on 30 March 2026 in Budapest (the clocks went forward the night before): the default search is 1–30 March.
const NOW = new Date('2026-03-29T23:30:00.000Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  resetSearchState();
});
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** Anna's delivery, delivered: placed 18:05 Budapest time on 12 March (17:05 UTC). */
const annas = () =>
  order({
    orderId: 'order-anna',
    orderSequence: '#Order-0042',
    date: '2026-03-12',
    createdAt: '2026-03-12T17:05:00.000Z',
    orderType: 'DELIVERY',
    status: 'DELIVERED',
    paymentMethod: 'CARD',
    totalCartAmount: 5798,
    deliveryFee: 500,
    serviceFee: 150,
    bottleDepositFee: 50,
    totalPrice: 6498,
    user: { name: 'Kovács Anna', phone: '+36301234567' },
    address: { buildingName: '12', street: 'Piac utca', city: 'Debrecen', zip: '4024', latitude: 47.53, longitude: 21.62 },
    statusHistory: [
      { status: 'PLACED', at: '2026-03-12T17:05:00.000Z' },
      { status: 'PREPARING', at: '2026-03-12T17:07:00.000Z' },
      { status: 'OUT_FOR_DELIVERY', at: '2026-03-12T17:31:00.000Z' },
      { status: 'DELIVERED', at: '2026-03-12T17:52:00.000Z' },
    ],
  });

/** Béla's pickup, in the oven: placed 11:15 Budapest time on 28 March (10:15 UTC). */
const belas = () =>
  order({
    orderId: 'order-bela',
    orderSequence: '#Order-0007',
    date: '2026-03-28',
    createdAt: '2026-03-28T10:15:00.000Z',
    orderType: 'PICKUP',
    status: 'PREPARING',
    totalPrice: 3499,
    user: { name: 'Szabó Béla', phone: '+36709998888' },
    statusHistory: [
      { status: 'PLACED', at: '2026-03-28T10:15:00.000Z' },
      { status: 'PREPARING', at: '2026-03-28T10:16:00.000Z' },
    ],
  });

const location = () => screen.getByTestId('location').textContent;
const results = () => screen.findByRole('list', { name: 'Orders found, newest first' });

describe('the order search: results', () => {
  it('when the page opens, then it asks for the last 30 days and shows one card per order, newest first', async () => {
    const { sent } = renderSearch(fakeSearchServer({ orders: [annas(), belas()] }));
    const [first, second] = within(await results()).getAllByRole('button');
    expect(lastSearch(sent)).toEqual({ from: '2026-03-01', to: '2026-03-30', page: '1' });
    expect(requestsTo(sent, '/api/admin/orders/search')[0]?.authorization).toBe('Bearer staff-jwt');
    // Newest first; the number as the board shows it, Budapest time, the customer (the phone spaced as the board does), service and status as the board names them.
    expect(first).toHaveTextContent('#Order-0007');
    expect(first).toHaveTextContent('28 Mar 2026, 11:15');
    expect(first).toHaveTextContent('Szabó Béla · +36 70 999 8888');
    expect(first).toHaveTextContent('Pickup · Preparing');
    expect(first).toHaveTextContent('HUF 3,499');
    expect(second).toHaveTextContent('#Order-0042');
    expect(second).toHaveTextContent('12 Mar 2026, 18:05');
    expect(second).toHaveTextContent('Kovács Anna · +36 30 123 4567');
    expect(second).toHaveTextContent('Delivery · Delivered');
    expect(second).toHaveTextContent('HUF 6,498');
    expect(screen.getByText('1–2 of 2')).toHaveAttribute('role', 'status');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('when the screen is wide, then the results are a table whose order number opens the order', async () => {
    setWide(true);
    renderSearch(fakeSearchServer({ orders: [annas()] }));
    const table = await screen.findByRole('table', { name: 'Orders found, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Placed', 'Customer', 'Phone', 'Service', 'Status', 'Total']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#Order-0042', '12 Mar 2026, 18:05', 'Kovács Anna', '+36 30 123 4567', 'Delivery', 'Delivered', 'HUF\u00a06,498']);
    expect(within(row!).getByRole('button', { name: 'Open #Order-0042' })).toBeInTheDocument();
  });

  it('when an order was placed with a promo code, then its result names the code and the discount under the total, on phones and in the table', async () => {
    const discounted = () => order({ ...annas(), promo: { code: 'LUNCH20', discount: 1_200 }, totalPrice: 5_298 });
    renderSearch(fakeSearchServer({ orders: [discounted(), belas()] }));
    const [first, second] = within(await results()).getAllByRole('button');
    expect(second).toHaveTextContent('HUF 5,298Code LUNCH20 −HUF 1,200');
    expect(first).not.toHaveTextContent('Code');
  });

  it('when the screen is wide and an order had a code, then its Total cell carries the discount line', async () => {
    setWide(true);
    renderSearch(fakeSearchServer({ orders: [order({ ...annas(), promo: { code: 'LUNCH20', discount: 1_200 }, totalPrice: 5_298 })] }));
    const table = await screen.findByRole('table', { name: 'Orders found, newest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').at(-1)).toHaveTextContent('HUF 5,298Code LUNCH20 −HUF 1,200');
  });

  it('when nothing matches, then the page says so', async () => {
    renderSearch(fakeSearchServer({ orders: [annas()] }), '/admin/orders?q=Nagy');
    expect(await screen.findByText('No order matches.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders found, newest first' })).not.toBeInTheDocument();
  });

  it('when the search fails, then its message is shown with Try again, which asks again', async () => {
    const server = fakeSearchServer({
      orders: [annas()],
      failures: { 'GET /api/admin/orders/search': { status: 503, message: 'The database is not reachable' } },
    });
    const { sent } = renderSearch(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search the orders. The database is not reachable');
    server.failures = {};
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await results()).getByRole('button')).toHaveTextContent('#Order-0042');
    expect(requestsTo(sent, '/api/admin/orders/search')).toHaveLength(2);
  });

  it('when the token has expired, then the staff session ends', async () => {
    renderSearch(fakeSearchServer({ failures: { 'GET /api/admin/orders/search': { status: 401, message: 'Authentication required' } } }));
    await waitFor(() => expect(useStaffAuthStore.getState().token).toBeNull());
  });

  it('when more than a page matches, then Next and Previous move through the pages and the address keeps the page', async () => {
    // 30 of Anna's orders over March, one a day, 18:05 Budapest time (17:05 UTC, before the clocks change).
    const orders = Array.from({ length: 30 }, (_, index) => {
      const day = `2026-03-${String(index + 1).padStart(2, '0')}`;
      return order({ date: day, createdAt: `${day}T17:05:00.000Z`, user: { name: 'Kovács Anna', phone: '+36301234567' } });
    });
    const { sent } = renderSearch(fakeSearchServer({ orders }));
    expect(within(await results()).getAllByRole('button')).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    expect(lastSearch(sent)).toEqual({ from: '2026-03-01', to: '2026-03-30', page: '2' });
    expect(location()).toBe('/admin/orders?from=2026-03-01&to=2026-03-30&page=2');
    const [oldestShown] = within(await results()).getAllByRole('button');
    // The page after the newest 25 starts with 5 March.
    expect(oldestShown).toHaveTextContent('5 Mar 2026, 18:05');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    expect(location()).toBe('/admin/orders?from=2026-03-01&to=2026-03-30');
  });
});

describe('the order search: the form', () => {
  it('when a phone with spaces, days, a status and a service are chosen and Enter pressed, then the request and the address carry them', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { sent } = renderSearch(fakeSearchServer({ orders: [annas(), belas()] }));
    await results();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Order number, name, phone or e-mail');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-15');
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.selectOptions(screen.getByLabelText('Service'), 'Delivery');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' 30 123 4567 {Enter}');

    await waitFor(() => expect(requestsTo(sent, '/api/admin/orders/search')).toHaveLength(2));
    expect(lastSearch(sent)).toEqual({
      q: '30 123 4567',
      from: '2026-03-10',
      to: '2026-03-15',
      status: 'DELIVERED',
      service: 'DELIVERY',
      page: '1',
    });
    expect(location()).toBe('/admin/orders?q=30+123+4567&from=2026-03-10&to=2026-03-15&status=DELIVERED&service=DELIVERY');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Orders found, newest first' })).getAllByRole('button')).toHaveLength(1),
    );
    expect(screen.getByRole('list', { name: 'Orders found, newest first' })).toHaveTextContent('Kovács Anna');
  });

  it('offers every status of a placed order, named as the board names them, and both services', async () => {
    renderSearch(fakeSearchServer());
    await screen.findByText('No order matches.');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual([
      'Any status',
      'New',
      'Preparing',
      'Out for Delivery',
      'Delivered',
      'Ready for Pickup',
      'Completed',
      'Cancelled',
    ]);
    expect(options('Service')).toEqual(['Any service', 'Delivery', 'Pickup']);
  });

  it('when the address holds a search (a reload, a shared link), then the form shows it, the first request uses it, and Back returns to the one before', async () => {
    const server = fakeSearchServer({ orders: [annas(), belas()] });
    const { sent, router } = renderSearch(server, '/admin/orders?q=szabo&from=&to=2026-03-29&service=PICKUP');
    expect(within(await results()).getByRole('button')).toHaveTextContent('Szabó Béla');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('szabo');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-29');
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('Pickup');
    expect(requestsTo(sent, '/api/admin/orders/search')).toHaveLength(1);
    // No lower day: none is sent.
    expect(lastSearch(sent)).toEqual({ q: 'szabo', to: '2026-03-29', service: 'PICKUP', page: '1' });

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '#0042');
    await user.selectOptions(screen.getByLabelText('Service'), 'Any service');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/admin/orders?q=%230042&from=&to=2026-03-29'));
    expect(within(await results()).getByRole('button')).toHaveTextContent('Kovács Anna');

    // Back, as the browser's button does.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('szabo'));
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('Pickup');
    expect(within(await results()).getByRole('button')).toHaveTextContent('Szabó Béla');
  });

  it('when the last day comes before the first, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { sent } = renderSearch(fakeSearchServer());
    await screen.findByText('No order matches.');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The last day comes before the first.');
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(requestsTo(sent, '/api/admin/orders/search')).toHaveLength(1);
  });
});

describe('the order search: an order opened', () => {
  it('when a result is opened, then a dialog shows the order with its status history, lines, money, address, and who did what; Escape closes it and focus returns', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = fakeSearchServer({
      orders: [annas(), belas()],
      trails: {
        'order-anna': [
          {
            id: 'entry-1',
            at: '2026-03-12T17:07:00.000Z',
            action: 'order.accepted',
            actorId: 'member-anna',
            actorName: 'Tóth Eszter',
            actorRole: 'MANAGER',
            orderId: 'order-anna',
            orderNumber: 42,
            before: { status: 'PLACED' },
            after: { status: 'PREPARING' },
          },
        ],
      },
    });
    renderSearch(server);
    const annaResult = within(await results()).getByRole('button', { name: /#Order-0042/ });
    await user.click(annaResult);

    const dialog = screen.getByRole('dialog', { name: 'Order #Order-0042' });
    const history = within(dialog).getByRole('list', { name: 'Status history of #Order-0042' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New12 Mar 2026, 18:05',
      'Preparing12 Mar 2026, 18:07',
      'Out for Delivery12 Mar 2026, 18:31',
      'Delivered12 Mar 2026, 18:52',
    ]);
    // The board's card of it: the lines, the total, the customer and the address.
    expect(within(dialog).getByText('Margarita')).toBeInTheDocument();
    expect(within(dialog).getByText('HUF 6,498')).toBeInTheDocument();
    expect(within(dialog).getByText('Kovács Anna')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Piac utca');
    // Read-only: no status controls on a found order.
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'History' }));
    const trail = await within(dialog).findByRole('list', { name: 'History of #Order-0042' });
    expect(within(trail).getByRole('listitem')).toHaveTextContent('New → Preparing');
    expect(within(trail).getByRole('listitem')).toHaveTextContent('18:07 · Tóth Eszter (Manager)');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(annaResult).toHaveFocus();
  });
});

describe('the order search in Hungarian', () => {
  it('when the page is in Hungarian, then the form, the results and the count are too', async () => {
    await i18n.changeLanguage('hu');
    renderSearch(fakeSearchServer({ orders: [annas()] }));
    const [card] = within(await screen.findByRole('list', { name: 'Talált rendelések, a legújabb elöl' })).getAllByRole('button');
    expect(card).toHaveTextContent('#0042');
    expect(card).toHaveTextContent('Kiszállítás · Kiszállítva');
    expect(screen.getByText('1–1, összesen 1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keresés' })).toHaveAttribute('placeholder', 'Rendelésszám, név, telefon vagy e-mail');
    expect(within(screen.getByLabelText('Állapot')).getByRole('option', { name: 'Bármilyen állapot' })).toBeInTheDocument();
  });
});
