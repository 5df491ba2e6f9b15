import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn, logOut, price } from '../../../test/menu-cart-support';
import { statusChanged } from '../../../test/order-event-fixtures';
import { address, order, renderRoutes, requestsTo, stubFetch } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersPage } from '../orders-page';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const HISTORY = 'GET /api/orders/history/all-orders/anna%40example.com';
const CART = { 'GET /api/cart/user-email': { body: [] } };

function renderOrders() {
  return renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
}

function renderOrder(orderId = 'order-1') {
  return renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], `/orders/${orderId}`);
}

const location = () => screen.getByTestId('location');
/** The order page's status badge (the stage tracker names the same statuses). */
const statusBadge = () => document.querySelector('header [data-tone]');

beforeEach(() => {
  resetFakeSockets();
  logIn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('My Orders', () => {
  it("when the customer has no orders, then 'No orders yet.' shows, after a loading state", async () => {
    stubFetch({ ...CART, [HISTORY]: { body: [] } });
    renderOrders();

    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it("when orders exist, then each card shows sequence, status, total, payment and 'size name × quantity — price' lines, money in the one format", async () => {
    const sent = stubFetch({
      ...CART,
      [HISTORY]: {
        body: [
          order({ orderId: 'order-2', orderSequence: '#Order-0002', status: 'DELIVERED', orderType: 'DELIVERY', totalPrice: 6597 }),
          order(),
        ],
      },
    });
    renderOrders();

    const link = await screen.findByRole('link', { name: 'Click for details: #Order-0001' });
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByRole('heading', { name: '#Order-0001' })).toBeInTheDocument();
    expect(within(card).getByText('Placed')).toBeInTheDocument();
    expect(within(card).getByText(price(5998))).toBeInTheDocument();
    expect(within(card).getByText('Cash at pickup')).toBeInTheDocument();
    expect(within(card).getByText(`Large Margarita × 1 — ${price(5099)}`)).toBeInTheDocument();
    expect(within(card).getByText(`Coca-Cola 330 ml × 1 — ${price(699)}`)).toBeInTheDocument();
    expect(within(card).getByText('12 May 2026, 18:05', { exact: false })).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/orders/order-1');
    // Newest first, as the server answers; the names come from the order's snapshot, not per-item requests.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['#Order-0002', '#Order-0001']);
    expect(sent.map((request) => request.url.pathname).filter((path) => path.startsWith('/api/menuItem'))).toEqual([]);
  });

  it('when statuses differ, then the badge says each in words, coloured green DELIVERED, yellow PENDING, red CANCELLED', async () => {
    const statuses = [
      'DELIVERED',
      'PENDING',
      'CANCELLED',
      'PLACED',
      'PREPARING',
      'OUT_FOR_DELIVERY',
      'READY_FOR_PICKUP',
      'COMPLETED',
    ] as const;
    stubFetch({
      ...CART,
      [HISTORY]: { body: statuses.map((status, index) => order({ orderId: `o-${index}`, orderSequence: `#Order-000${index}`, status })) },
    });
    renderOrders();

    const badge = async (label: string) => (await screen.findByText(label)).closest('[data-tone]');
    expect(await badge('Delivered')).toHaveAttribute('data-tone', 'green');
    expect(await badge('Delivered')).toHaveClass('bg-green-100');
    expect(await badge('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(await badge('Cancelled')).toHaveAttribute('data-tone', 'red');
    expect(await badge('Placed')).toHaveAttribute('data-tone', 'blue');
    expect(await badge('Preparing')).toHaveAttribute('data-tone', 'orange');
    expect(await badge('Out for Delivery')).toHaveAttribute('data-tone', 'violet');
    expect(await badge('Ready for Pickup')).toHaveAttribute('data-tone', 'teal');
    expect(await badge('Completed')).toHaveAttribute('data-tone', 'green');
  });

  it('when nobody is logged in, then /orders goes to /login and carries the way back', async () => {
    logOut();
    const { router } = renderOrders();
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(router.state.location.state).toEqual({ redirectTo: '/orders' });
  });
});

describe('the order page', () => {
  it("when the customer wrote an allergy note, then the page repeats it under the items, with each line's allergen codes", async () => {
    const lines = order().orderItems.map((line, index) =>
      index === 0 ? { ...line, allergens: ['gluten' as const, 'milk' as const] } : line,
    );
    stubFetch({
      ...CART,
      'GET /api/orders/order-1': { body: order({ allergyNote: 'No nuts at all,\nsevere allergy', orderItems: lines }) },
    });
    renderOrder();

    const items = (await screen.findByRole('heading', { name: 'Items' })).closest('section') as HTMLElement;
    expect(within(items).getByText('Your allergy note to the kitchen').nextSibling).toHaveTextContent('No nuts at all, severe allergy');
    expect(within(items).getByText('Contains: Cereals containing gluten, Milk')).toBeInTheDocument();
    expect(within(items).getAllByText(/^Contains:/)).toHaveLength(1);
  });

  it('when the order is for pickup, then items with extras and instructions, payment details and no delivery address show', async () => {
    stubFetch({ ...CART, 'GET /api/orders/order-1': { body: order({ status: 'COMPLETED' }) } });
    renderOrder();

    expect(await screen.findByRole('heading', { level: 1, name: '#Order-0001' })).toBeInTheDocument();
    expect(statusBadge()).toHaveTextContent('Completed');
    expect(screen.getByText('Extras: Extra cheese')).toBeInTheDocument();
    expect(screen.getByText('“Well done”')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).not.toBeInTheDocument();
    const payment = screen.getByRole('heading', { name: 'Payment details' }).closest('section') as HTMLElement;
    expect(within(payment).getByText('Cash at pickup')).toBeInTheDocument();
    // Checkout's lines in checkout's order; a pickup has no delivery fee line.
    expect(
      within(payment)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Payment method', 'Item Subtotal', 'Bottle Deposit', 'Service fee', 'Total']);
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('when the order is for delivery, then the address in Hungarian order, then floor, apartment, intercom, the note and leave-at-door', async () => {
    const delivery = address({ buildingName: '20', zip: '4025', city: 'Debrecen', otherInstructions: 'Blue gate, ring twice' });
    stubFetch({
      ...CART,
      'GET /api/orders/order-1': {
        body: order({ orderType: 'DELIVERY', paymentMethod: 'CARD', address: delivery, leaveAtDoor: true, status: 'DELIVERED' }),
      },
    });
    renderOrder();

    const block = (await screen.findByRole('heading', { name: 'Delivery address' })).closest('section') as HTMLElement;
    const lines = [...(block.querySelector('address') as HTMLElement).children].map((line) => line.textContent);
    expect(lines).toEqual(['Piac utca 20., 4025 Debrecen', 'Floor 1 · Apartment 2 · Intercom 12B', 'Note: “Blue gate, ring twice”']);
    expect(within(block).getByText('Leave at the door')).toBeInTheDocument();
    const payment = screen.getByRole('heading', { name: 'Payment details' }).closest('section') as HTMLElement;
    expect(within(payment).getByText('Card to the courier')).toBeInTheDocument();
  });

  it('when a family house has no floor or apartment, then only what was given shows', async () => {
    const house = address({
      buildingName: '7',
      floor: undefined,
      apartmentNo: undefined,
      intercom: undefined,
      city: 'Debrecen',
      zip: '4032',
    });
    stubFetch({ ...CART, 'GET /api/orders/order-1': { body: order({ orderType: 'DELIVERY', address: house }) } });
    renderOrder();
    const block = (await screen.findByRole('heading', { name: 'Delivery address' })).closest('section') as HTMLElement;
    expect([...(block.querySelector('address') as HTMLElement).children].map((line) => line.textContent)).toEqual([
      'Piac utca 7., 4032 Debrecen',
    ]);
    expect(within(block).queryByText(/Floor|Apartment/)).not.toBeInTheDocument();
  });

  it('when the customer reads the order in Hungarian, then dishes, add-ons, payment and money are Hungarian', async () => {
    await act(() => changeLanguage('hu'));
    try {
      const translated = order({
        orderItems: [
          {
            ...order().orderItems[0]!,
            name: 'Potato Fries',
            translations: { hu: { name: 'Hasábburgonya' } },
            extras: [{ name: 'Garlic sauce', price: 200, translations: { hu: { name: 'Fokhagymás szósz' } } }],
          },
        ],
      });
      stubFetch({ ...CART, 'GET /api/orders/order-1': { body: translated } });
      renderOrder();
      expect(await screen.findByText('Hasábburgonya')).toBeInTheDocument();
      expect(screen.getByText('Feltétek: Fokhagymás szósz')).toBeInTheDocument();
      expect(screen.getByText('Készpénz átvételkor')).toBeInTheDocument();
      expect(screen.getByText('5 998 Ft')).toBeInTheDocument();
      expect(screen.queryByText(/Potato|Garlic|HUF/)).not.toBeInTheDocument();
      // The number and the quotation marks the Hungarian way, not '#Order-0001' and “…”.
      expect(screen.getByRole('heading', { level: 1, name: '#0001' })).toBeInTheDocument();
      expect(screen.getByText('„Well done”')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/#Order-|“/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('when the id is unknown or someone else’s, then an "Order not found" view offers the way back', async () => {
    stubFetch({ ...CART, 'GET /api/orders/nope': { status: 404, body: { message: 'Order not found', code: 'NOT_FOUND' } } });
    renderOrder('nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('when live updates are not flowing and the order is not final, then it is re-read every 10 s, and the polling stops once it is final', async () => {
    jest.useFakeTimers();
    const answers = ['PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
    let reads = 0;
    const sent = stubFetch({
      ...CART,
      'GET /api/orders/order-1': () => ({
        body: order({ orderType: 'DELIVERY', address: address(), status: answers[Math.min(reads++, 2)] }),
      }),
    });
    renderOrder();
    const polls = () => requestsTo(sent, 'GET /api/orders/order-1').length;

    await waitFor(() => expect(statusBadge()).toHaveTextContent('Preparing'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Out for Delivery'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Delivered'));
    expect(polls()).toBe(3);

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(3);
  });
});

describe('the order page, live', () => {
  const placed = () => order({ orderType: 'DELIVERY', address: address(), status: 'PLACED' });
  const liveText = () => document.querySelector('[data-status]');

  /** The page with its socket accepted by the "server"; returns the requests sent and the socket. */
  async function openLive(answer: () => ReturnType<typeof order> = placed) {
    const sent = stubFetch({ ...CART, 'GET /api/orders/order-1': () => ({ body: answer() }) });
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    await waitFor(() => expect(liveText()).toHaveTextContent('Live'));
    const reads = () => requestsTo(sent, 'GET /api/orders/order-1').length;
    // Connected without a lastSeq: what happened between the page's fetch and the connect is fetched once.
    await waitFor(() => expect(reads()).toBe(2));
    return { sent, socket, reads };
  }

  it('when live updates flow, then the indicator says Live and the page does not poll', async () => {
    jest.useFakeTimers();
    const { socket, reads } = await openLive();
    expect(socket.handshakes).toEqual([{ token: 'customer-token' }]);
    expect(liveText()).toHaveAttribute('role', 'status');
    expect(liveText()).toHaveAttribute('aria-live', 'polite');

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reads()).toBe(2);
  });

  it('when staff change the status, then the badge and the tracker follow at once, without a request', async () => {
    const { socket, reads } = await openLive();

    act(() => socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41, occurredAt: '2026-05-12T16:12:00.000Z' })));
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Preparing'));
    const tracker = screen.getByRole('list', { name: 'Order progress' });
    const current = within(tracker)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Preparing');
    expect(current).toHaveTextContent('18:12');

    act(() => socket.serverSends(statusChanged('OUT_FOR_DELIVERY', 'PREPARING', { seq: 57 })));
    await waitFor(() => expect(statusBadge()).toHaveTextContent('Out for Delivery'));
    // A replayed older event cannot take it back.
    act(() => socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41 })));
    expect(statusBadge()).toHaveTextContent('Out for Delivery');
    expect(reads()).toBe(2);
    expect(window.sessionStorage.getItem('orderChannel.lastSeq.customer')).toContain('"seq":57');
  });

  it('when the connection drops, then it says Reconnecting…, then down after 3 s and polls every 10 s; back, it resumes from lastSeq', async () => {
    jest.useFakeTimers();
    const { socket, reads } = await openLive();
    act(() => socket.serverSends(statusChanged('PREPARING', 'PLACED', { seq: 41 })));

    act(() => socket.drops());
    expect(liveText()).toHaveTextContent('Reconnecting…');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(liveText()).toHaveTextContent('Live updates are down, refreshing every 10 s');
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(reads()).toBe(4);

    act(() => void socket.serverAccepts());
    expect(liveText()).toHaveTextContent('Live');
    expect(socket.handshakes.at(-1)).toEqual({ token: 'customer-token', lastSeq: 41 });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    // Resumed with lastSeq: the server replays the gap, so no refetch and no more polling.
    expect(reads()).toBe(4);
  });

  it('when the server refuses the token, then live updates are down and the page keeps polling', async () => {
    jest.useFakeTimers();
    const sent = stubFetch({ ...CART, 'GET /api/orders/order-1': { body: placed() } });
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    act(() => latestSocket().serverRefuses());
    expect(liveText()).toHaveTextContent('Live updates are down, refreshing every 10 s');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestsTo(sent, 'GET /api/orders/order-1')).toHaveLength(2);
  });

  it('when the order is final, then no indicator promises refreshes', async () => {
    stubFetch({ ...CART, 'GET /api/orders/order-1': { body: order({ status: 'DELIVERED', orderType: 'DELIVERY', address: address() }) } });
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    expect(liveText()).toBeNull();
  });
});

describe('the stage tracker', () => {
  const history = (...entries: Array<[string, number]>) =>
    entries.map(([status, minute]) => ({ status, at: `2026-05-12T16:${String(minute).padStart(2, '0')}:00.000Z` })) as ReturnType<
      typeof order
    >['statusHistory'];
  const stepsOf = async () =>
    within(await screen.findByRole('list', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .map((item) => `${item.getAttribute('aria-current') === 'step' ? '>' : ''}${item.textContent}`);

  it('when a pickup order is ready, then Placed, Preparing, Ready for Pickup (current) show with their times, Completed not yet', async () => {
    stubFetch({
      ...CART,
      'GET /api/orders/order-1': {
        body: order({ status: 'READY_FOR_PICKUP', statusHistory: history(['PLACED', 5], ['PREPARING', 7], ['READY_FOR_PICKUP', 21]) }),
      },
    });
    renderOrder();
    expect(await stepsOf()).toEqual(['Placed18:05', 'Preparing18:07', '>Ready for Pickup18:21', 'CompletedNot reached yet']);
  });

  it('when a delivery order was cancelled, then the tracker ends in Cancelled and says so in words', async () => {
    stubFetch({
      ...CART,
      'GET /api/orders/order-1': {
        body: order({
          orderType: 'DELIVERY',
          address: address(),
          status: 'CANCELLED',
          statusHistory: history(['PLACED', 5], ['CANCELLED', 9]),
        }),
      },
    });
    renderOrder();
    expect(await stepsOf()).toEqual(['Placed18:05', '>Cancelled18:09']);
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Questions\? Call/ })).toHaveAttribute('href', 'tel:+36301234567');
  });
});
