import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { latestSocket, openedSockets } from '../../../test/fake-order-socket';
import { statusChanged } from '../../../test/order-event-fixtures';
import { UNDO_WINDOW_MS } from '../hooks/use-undo-window';
import { DeliveriesList } from '../index';
import { fakeServer, type FakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());
afterEach(async () => {
  jest.useRealTimers();
  await i18n.changeLanguage('en');
});

function openDeliveries(server: FakeServer) {
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard(<DeliveriesList />);
  return sent;
}
const patches = (sent: Array<{ method: string; url: URL }>) =>
  sent.filter((request) => request.method === 'PATCH').map((request) => `${request.url.pathname}${request.url.search}`);
const onTheRoad = (overrides: Parameters<typeof order>[0] = {}) =>
  order({ orderType: 'DELIVERY', status: 'OUT_FOR_DELIVERY', ...overrides });

describe("the courier's deliveries", () => {
  it('when orders are on the road, then each shows its number, who, the phone to call, the address with its note and maps, and what to collect', async () => {
    const road = onTheRoad({ totalPrice: 7246 });
    openDeliveries(
      fakeServer({
        active: [order({ orderType: 'DELIVERY', status: 'PREPARING' }), road, order({ orderType: 'PICKUP', status: 'READY_FOR_PICKUP' })],
      }),
    );
    const card = await screen.findByRole('article', { name: road.orderSequence });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 order on the road')).toBeInTheDocument();
    expect(within(card).getByText('Kovács Anna')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Kovács Anna: +36 30 765 4321' })).toHaveAttribute('href', 'tel:+36307654321');
    expect(within(card).getByText('Piac utca 10., 4025 Debrecen')).toBeInTheDocument();
    expect(within(card).getByText('“Ring twice”')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', expect.stringContaining('47.5293'));
    expect(within(card).getByText('Leave at the door')).toBeInTheDocument();
    expect(within(card).getByText('To collect · Cash')).toBeInTheDocument();
    expect(within(card).getByText('HUF 7,246')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` })).toHaveTextContent('Delivered');
  });

  it('when the customer pays by card, then the card says a card terminal is needed', async () => {
    const road = onTheRoad({ paymentMethod: 'CARD' });
    openDeliveries(fakeServer({ active: [road] }));
    const card = await screen.findByRole('article', { name: road.orderSequence });
    expect(within(card).getByText('To collect · Card (terminal)')).toBeInTheDocument();
  });

  it('when Delivered is tapped, then Undo is offered; once its window ends the move is sent from Out for Delivery and the order leaves', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const road = onTheRoad();
    const sent = openDeliveries(fakeServer({ active: [road] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: road.orderSequence });

    await user.click(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` }));
    expect(within(card).getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(patches(sent)).toEqual([]);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));

    expect(await screen.findByText('Nothing on the road right now.')).toBeInTheDocument();
    expect(patches(sent)).toEqual([`/api/orders/${road.orderId}/status?status=DELIVERED&from=OUT_FOR_DELIVERY`]);
  });

  it('when Undo is tapped in time, then nothing is sent, the order stays and the focus is back on Delivered', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const road = onTheRoad();
    const sent = openDeliveries(fakeServer({ active: [road] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: road.orderSequence });

    await user.click(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` }));
    await user.click(within(card).getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(2 * UNDO_WINDOW_MS));
    expect(patches(sent)).toEqual([]);
    expect(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` })).toHaveFocus();
  });

  it('when the server refuses Delivered (someone moved it), then the card says so and shows the server’s state', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const road = onTheRoad();
    openDeliveries(fakeServer({ active: [road], patchAnswer: { status: 409, message: 'Order was just changed.' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const card = await screen.findByRole('article', { name: road.orderSequence });
    await user.click(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` }));
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not mark it delivered. Please try again.');
    expect(within(card).getByRole('button', { name: `Mark ${road.orderSequence} delivered` })).toBeEnabled();
  });

  it('when the kitchen sends an order out, then it appears at once through the live channel, without waiting for a refresh', async () => {
    const cooking = order({ orderType: 'DELIVERY', status: 'PREPARING' });
    signInStaff();
    const sent = stubBoardServer(fakeServer({ active: [cooking] }));
    const { queryClient } = renderBoard(<DeliveriesList />);
    expect(await screen.findByText('Nothing on the road right now.')).toBeInTheDocument();
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    // Connecting reads the lists once more (nothing may have been missed): that read is over first.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const reads = sent.filter((request) => request.url.pathname === '/api/orders/all/orders').length;

    act(() => socket.serverSends(statusChanged('OUT_FOR_DELIVERY', 'PREPARING', { seq: 5, orderId: cooking.orderId })));
    expect(await screen.findByRole('article', { name: cooking.orderSequence })).toBeInTheDocument();
    expect(sent.filter((request) => request.url.pathname === '/api/orders/all/orders')).toHaveLength(reads);
  });

  it('when the list cannot be loaded, then the reason is shown with Try again', async () => {
    signInStaff();
    stubBoardServer(fakeServer());
    const server = global.fetch;
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 503,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ message: 'The database is not reachable', code: 'UNAVAILABLE' }),
    })) as unknown as typeof fetch;
    renderBoard(<DeliveriesList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the deliveries. The database is not reachable');
    global.fetch = server;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing on the road right now.')).toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the words are too', async () => {
    await i18n.changeLanguage('hu');
    const road = onTheRoad();
    openDeliveries(fakeServer({ active: [road] }));
    const card = await screen.findByRole('article', { name: road.orderSequence.replace('#Order-', '#') });
    expect(within(card).getByText('Beszedendő · Készpénz')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `${road.orderSequence.replace('#Order-', '#')} kiszállítva` })).toHaveTextContent(
      'Kiszállítva',
    );
  });
});
