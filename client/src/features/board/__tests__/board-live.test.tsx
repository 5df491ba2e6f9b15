import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { latestSocket, openedSockets } from '../../../test/fake-order-socket';
import { orderCreated, statusChanged } from '../../../test/order-event-fixtures';
import { fakeServer, type FakeServer, order, renderBoard, resetBoardState, settled, signInStaff, stubBoardServer } from './board-support';
import { installFakeAudio, installFakeNotifications } from './browser-fakes';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const liveText = () => document.querySelector('[data-status]');
const reads = (sent: Array<{ method: string; url: URL }>, path: string) =>
  sent.filter((request) => request.method === 'GET' && request.url.pathname === path).length;

/** The board with alerts enabled and its socket accepted by the "server". */
async function openLiveBoard(server: FakeServer) {
  const audio = installFakeAudio();
  installFakeNotifications('granted');
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard();
  await screen.findByRole('tab', { name: /^Active/ });
  await settled();
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Enable Notifications' }));
  const base = audio.chimes();
  await waitFor(() => expect(openedSockets).toHaveLength(1));
  const socket = latestSocket();
  act(() => void socket.serverAccepts());
  await settled();
  return { sent, socket, chimes: () => audio.chimes() - base };
}

describe('the board, live', () => {
  it('when connected with the staff token, then the indicator says Live', async () => {
    const { socket } = await openLiveBoard(fakeServer());
    expect(socket.handshakes).toEqual([{ token: 'staff-jwt' }]);
    expect(liveText()).toHaveTextContent('Live');
    expect(liveText()).toHaveAttribute('role', 'status');
  });

  it('when a customer places an order, then it appears and rings at once, not at the next 10 s refresh', async () => {
    const server = fakeServer({ active: [order({ status: 'PREPARING' })] });
    const { socket, chimes, sent } = await openLiveBoard(server);
    const before = reads(sent, '/api/orders/all/orders');
    const fresh = order();
    server.active = [fresh, ...server.active];

    act(() => socket.serverSends(orderCreated({ seq: 70, orderId: fresh.orderId, orderType: fresh.orderType })));
    await settled();

    expect(screen.getByRole('article', { name: fresh.orderSequence })).toBeInTheDocument();
    expect(reads(sent, '/api/orders/all/orders')).toBe(before + 1);
    expect(chimes()).toBe(1);
  });

  it('when another staff member moves an order on, then this board shows it without a request', async () => {
    const cooking = order({ status: 'PREPARING', orderType: 'DELIVERY' });
    const { socket, sent } = await openLiveBoard(fakeServer({ active: [cooking] }));
    const before = sent.length;

    act(() => socket.serverSends(statusChanged('OUT_FOR_DELIVERY', 'PREPARING', { seq: 71, orderId: cooking.orderId })));
    await settled();

    const card = screen.getByRole('article', { name: cooking.orderSequence });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('OUT_FOR_DELIVERY');
    expect(sent.length).toBe(before);

    act(() => socket.serverSends(statusChanged('DELIVERED', 'OUT_FOR_DELIVERY', { seq: 72, orderId: cooking.orderId })));
    await settled();
    expect(screen.queryByRole('article', { name: cooking.orderSequence })).toBeNull();
    expect(screen.getByRole('tab', { name: /^Delivered/ })).toHaveTextContent('1');
  });

  it('when live, then the 10 s refresh still runs (SPEC); when the connection is lost, the indicator says so after 3 s', async () => {
    const { socket, sent } = await openLiveBoard(fakeServer());
    const before = reads(sent, '/api/orders/all/orders');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await settled();
    expect(reads(sent, '/api/orders/all/orders')).toBe(before + 1);

    act(() => socket.drops());
    expect(liveText()).toHaveTextContent('Reconnecting…');
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(liveText()).toHaveTextContent('Live updates are down, refreshing every 10 s');
  });
});
