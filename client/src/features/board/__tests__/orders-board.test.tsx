import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { price } from '../../../test/menu-cart-support';
import { fakeServer, renderBoard, nextPoll, order, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

async function showBoard(server: FakeServer, { tab = /^Active/ }: { tab?: RegExp } = {}) {
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard();
  await screen.findByRole('tab', { name: tab });
  return sent;
}

beforeEach(() => resetBoardState());

describe('tabs', () => {
  it('when the board opens, then Active holds every order not yet finished and each tab shows its count', async () => {
    const server = fakeServer({
      active: [order({ status: 'PLACED' }), order({ status: 'PREPARING' }), order({ status: 'OUT_FOR_DELIVERY', orderType: 'DELIVERY' })],
      delivered: [order({ status: 'DELIVERED', orderType: 'DELIVERY' }), order({ status: 'COMPLETED' })],
      cancelled: [],
    });
    const sent = await showBoard(server);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('Active3');
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Delivered/ })).toHaveTextContent('Delivered2'));
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveTextContent('Cancelled0');
    expect(
      sent
        .filter((request) => request.url.pathname.startsWith('/api/orders'))
        .every((request) => request.authorization === 'Bearer staff-jwt'),
    ).toBe(true);
  });

  it('when a tab has no orders, then it says so', async () => {
    await showBoard(fakeServer());
    expect(await screen.findByText(/^No orders here yet\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    expect(await screen.findByText('No cancelled orders here yet.')).toBeInTheDocument();
  });

  it('when the arrow keys are used, then the selection moves between tabs and its panel is shown (ARIA tabs)', async () => {
    await showBoard(fakeServer({ delivered: [order({ status: 'DELIVERED' })] }));
    const user = userEvent.setup();
    const placed = screen.getByRole('tab', { name: /^Active/ });
    expect(placed).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Active/);

    placed.focus();
    await user.keyboard('{ArrowRight}');
    const delivered = screen.getByRole('tab', { name: /^Delivered/ });
    expect(delivered).toHaveFocus();
    expect(delivered).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Delivered/);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Settings/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Menu/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(placed).toHaveFocus();
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });
});

describe('closed restaurant', () => {
  it('when the restaurant is closed, then the board says customers cannot order; open, it says nothing', async () => {
    await showBoard(fakeServer({ isOpen: false }));
    expect(await screen.findByText(/^Closed: customers cannot place orders/)).toBeInTheDocument();
  });

  it('when the restaurant is open, then there is no closed notice', async () => {
    const server = fakeServer({ isOpen: true, active: [order()] });
    await showBoard(server);
    await screen.findByRole('article');
    expect(screen.queryByText(/customers cannot place orders/)).toBeNull();
  });
});

describe('a card', () => {
  it('when it is a delivery, then it shows the type, tap-to-call, the address with a maps link, items, leave at the door and the total', async () => {
    const delivery = order({ orderType: 'DELIVERY', status: 'PLACED' });
    await showBoard(fakeServer({ active: [delivery] }));
    const card = await screen.findByRole('article', { name: delivery.orderSequence });

    expect(within(card).getByText('Delivery')).toBeInTheDocument();
    expect(within(card).getByText('12 min ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Call Kovács Anna/ })).toHaveAttribute('href', 'tel:+36307654321');
    expect(within(card).getByText('Piac utca 10., 4025 Debrecen')).toBeInTheDocument();
    expect(within(card).getByText('Floor 1 · Apartment 2 · Intercom 12')).toBeInTheDocument();
    expect(within(card).getByText('“Ring twice”')).toBeInTheDocument();
    const maps = within(card).getByRole('link', { name: /Open in Maps/ });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=47.5293,21.6253');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('Pepperoni')).toBeInTheDocument();
    expect(within(card).getByText('+ Extra cheese')).toBeInTheDocument();
    expect(within(card).getByText('No onions')).toBeInTheDocument();
    expect(within(card).getByText('Leave at the door')).toBeInTheDocument();
    expect(within(card).getByText('Total · Cash')).toBeInTheDocument();
    expect(within(card).getByText(price(delivery.totalPrice))).toBeInTheDocument();
  });

  it('when a customer pays by card, then the card says so, so the courier takes the terminal', async () => {
    const card = order({ orderType: 'DELIVERY', status: 'PREPARING', paymentMethod: 'CARD' });
    await showBoard(fakeServer({ active: [card] }));
    const article = await screen.findByRole('article', { name: card.orderSequence });
    expect(within(article).getByText('Total · Card (terminal)')).toBeInTheDocument();
  });

  it('when the board is read in Hungarian, then dishes, add-ons, money and the service are Hungarian', async () => {
    await act(() => changeLanguage('hu'));
    try {
      const pickup = order({
        orderType: 'PICKUP',
        status: 'PREPARING',
        orderItems: [
          {
            id: 'line-hu',
            menuItemId: 'FRI_002',
            name: 'Potato Fries',
            size: 'LARGE',
            quantity: 1,
            pricePerItem: 1499,
            extras: [{ name: 'Garlic sauce', price: 200, translations: { hu: { name: 'Fokhagymás szósz' } } }],
            translations: { hu: { name: 'Hasábburgonya' } },
          },
        ],
      });
      await showBoard(fakeServer({ active: [pickup] }), { tab: /^Aktív/ });
      // The number the Hungarian way: '#0001', not '#Order-0001'.
      const article = await screen.findByRole('article', { name: pickup.orderSequence.replace('#Order-', '#') });
      expect(within(article).getByText('Hasábburgonya')).toBeInTheDocument();
      expect(within(article).getByText('+ Fokhagymás szósz')).toBeInTheDocument();
      expect(within(article).getByText('Személyes átvétel')).toBeInTheDocument();
      expect(within(article).getByText('1 499 Ft')).toBeInTheDocument();
      expect(article.textContent).not.toMatch(/Potato|Garlic|HUF|Elvitel|#Order-/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('when it is a pickup, then it says Pickup and has no address', async () => {
    const pickup = order({ orderType: 'PICKUP', status: 'PREPARING' });
    await showBoard(fakeServer({ active: [pickup] }));
    const card = await screen.findByRole('article', { name: pickup.orderSequence });
    expect(within(card).getByText('Pickup')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Open in Maps/ })).toBeNull();
  });
});

describe('refreshing every 10 s', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when a poll brings changes, then cards stay mounted, a focused dropdown keeps focus, and new orders appear', async () => {
    const cooking = order({ status: 'PREPARING' });
    const server = fakeServer({ active: [cooking] });
    const sent = await showBoard(server);
    const select = await screen.findByRole('combobox', { name: 'Status' });
    select.focus();
    const reads = () => sent.filter((request) => request.url.pathname === '/api/orders/all/orders').length;
    const before = reads();

    const fresh = order({ status: 'PLACED' });
    server.active = [fresh, { ...cooking }];
    await nextPoll();

    expect(reads()).toBe(before + 1);
    expect(await screen.findByRole('article', { name: fresh.orderSequence })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBe(select);
    expect(select).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Loading orders…' })).toBeNull();
  });

  it('when a poll fails after a good one, then the last list stays on screen with a note', async () => {
    const cooking = order({ status: 'PREPARING' });
    const server = fakeServer({ active: [cooking] });
    await showBoard(server);
    await screen.findByRole('article', { name: cooking.orderSequence });
    const fetchBefore = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/all/orders') ? Promise.reject(new TypeError('Failed to fetch')) : fetchBefore(input, init),
    ) as typeof fetch;

    await nextPoll();

    expect(await screen.findByText(/Could not refresh the orders/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: cooking.orderSequence })).toBeInTheDocument();
  });
});
