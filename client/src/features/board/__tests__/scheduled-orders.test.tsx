/**
 * The board's side of ordering for later (docs/product/scheduled-orders.md#the-order): orders
 * waiting for their release sit in the Scheduled list, not among the active orders; placing one
 * rings once, its release moves it to the active orders and rings like a new order; staff may
 * accept it early; a slot outside today's opening hours is marked.
 */
import '../../../test/setup';
import { type Order, type RestaurantHours, slotWhen } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { latestSocket, openedSockets } from '../../../test/fake-order-socket';
import { orderReleased, orderScheduled } from '../../../test/order-event-fixtures';
import { fakeServer, type FakeServer, order, renderBoard, resetBoardState, settled, signInStaff, stubBoardServer } from './board-support';
import { installFakeAudio, installFakeNotifications } from './browser-fakes';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const HOUR = 3_600_000;

/** An order for later, waiting: its slot `inHours` from now, released 40 min before it. */
function scheduledOrder(inHours: number, overrides: Partial<Order> = {}): Order {
  const slot = new Date(Math.ceil((Date.now() + inHours * HOUR) / (15 * 60_000)) * 15 * 60_000);
  return order({ scheduledFor: slot.toISOString(), releaseAt: new Date(slot.getTime() - 40 * 60_000).toISOString(), ...overrides });
}

const scheduledList = () => screen.getByRole('region', { name: /^Scheduled/ });
const activeCards = () =>
  screen.getAllByRole('article').filter((card) => !screen.queryByRole('region', { name: /^Scheduled/ })?.contains(card));
const patches = (sent: ReturnType<typeof stubBoardServer>) =>
  sent.filter((request) => request.method === 'PATCH').map((request) => `${request.url.pathname}?${request.url.searchParams}`);

/** The board with alerts on and its socket accepted; chimes counted from there. */
async function openLiveBoard(server: FakeServer) {
  const audio = installFakeAudio();
  installFakeNotifications('granted');
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard();
  await screen.findByRole('tab', { name: /^Active/ });
  await settled();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Enable Notifications' }));
  const base = audio.chimes();
  await waitFor(() => expect(openedSockets).toHaveLength(1));
  const socket = latestSocket();
  act(() => void socket.serverAccepts());
  await settled();
  return { sent, socket, user, chimes: () => audio.chimes() - base };
}

describe('the Scheduled list', () => {
  it('when an order for later waits, then it is in Scheduled (slot, type, name, total, release time), not among the active orders', async () => {
    const now = order({ orderType: 'DELIVERY' });
    const later = scheduledOrder(26, { orderType: 'PICKUP', user: { name: 'Szabó Péter', phone: '+36 30 111 2222' } });
    const sooner = scheduledOrder(3);
    await openLiveBoard(fakeServer({ active: [now, later, sooner] }));

    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('1');
    expect(activeCards().map((card) => card.getAttribute('data-order-id'))).toEqual([now.orderId]);
    const list = scheduledList();
    expect(within(list).getByRole('heading', { name: /Scheduled/ })).toHaveTextContent('2');
    const rows = within(list).getAllByRole('article');
    // Soonest slot first.
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual([sooner.orderId, later.orderId]);
    const row = rows[1] as HTMLElement;
    const when = slotWhen(new Date(later.scheduledFor as string), new Date(), 'en');
    expect(row).toHaveTextContent(when);
    expect(row).toHaveTextContent('Pickup');
    expect(row).toHaveTextContent('Szabó Péter');
    expect(row).toHaveTextContent('6,647');
    expect(row).toHaveTextContent(/To the kitchen at (\w+ \d+, )?\d{2}:\d{2}/);
  });

  it('when no order waits, then there is no Scheduled list', async () => {
    await openLiveBoard(fakeServer({ active: [order()] }));
    expect(screen.queryByRole('region', { name: /^Scheduled/ })).toBeNull();
  });

  it('when a slot lies outside the opening hours as they are now, then its row says so; one inside does not', async () => {
    const week = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((dayOfWeek) => ({
      dayOfWeek,
      opens: '00:00',
      closes: '23:59',
    }));
    const hours: RestaurantHours = { timezone: 'Europe/Budapest', pickup: week, delivery: [], special: [] };
    const inside = scheduledOrder(5, { orderType: 'PICKUP' });
    const outside = scheduledOrder(6, { orderType: 'DELIVERY' });
    await openLiveBoard(fakeServer({ active: [inside, outside], hours }));

    const row = (target: Order) =>
      within(scheduledList())
        .getAllByRole('article')
        .find((each) => each.dataset.orderId === target.orderId);
    await waitFor(() => expect(row(outside)).toHaveTextContent('Outside the opening hours'));
    expect(row(inside)).not.toHaveTextContent('Outside the opening hours');
  });
});

describe('live', () => {
  it('when an order for later is placed, then it joins Scheduled and rings once, with no reminders after', async () => {
    const server = fakeServer({ active: [order({ status: 'PREPARING' })] });
    const { socket, chimes } = await openLiveBoard(server);
    const later = scheduledOrder(4);
    server.active = [later, ...server.active];

    act(() =>
      socket.serverSends(
        orderScheduled({
          seq: 80,
          orderId: later.orderId,
          scheduledFor: later.scheduledFor as string,
          releaseAt: later.releaseAt as string,
        }),
      ),
    );
    await settled();

    expect(within(scheduledList()).getByRole('article', { name: later.orderSequence })).toBeInTheDocument();
    expect(activeCards()).toHaveLength(1);
    expect(chimes()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(65_000));
    await settled();
    expect(chimes()).toBe(1);
  });

  it('when it is released, then it moves to the active orders at once and rings like a new order (again every 30 s)', async () => {
    const later = scheduledOrder(1);
    const server = fakeServer({ active: [later] });
    const { socket, chimes } = await openLiveBoard(server);
    expect(chimes()).toBe(0);
    const releasedAt = new Date().toISOString();
    const escalation = {
      ringLouderAt: new Date(Date.now() + 3 * 60_000).toISOString(),
      tellCustomerAt: new Date(Date.now() + 8 * 60_000).toISOString(),
      autoCancelAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    };
    server.active = [{ ...later, releasedAt, escalation }];

    act(() =>
      socket.serverSends(
        orderReleased({
          seq: 81,
          orderId: later.orderId,
          scheduledFor: later.scheduledFor as string,
          releaseAt: later.releaseAt as string,
          releasedAt,
        }),
      ),
    );
    await settled();

    expect(screen.queryByRole('region', { name: /^Scheduled/ })).toBeNull();
    const card = screen.getByRole('article', { name: later.orderSequence });
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(card).toHaveTextContent(`For ${slotWhen(new Date(later.scheduledFor as string), new Date(), 'en')}`);
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('1');
    expect(chimes()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(chimes()).toBe(2);
  });
});

describe('accepting early', () => {
  it('when Accept now is pressed on a scheduled row, then it sends PATCH status=PREPARING and the order leaves Scheduled, without a new-order ring', async () => {
    const later = scheduledOrder(5, { orderType: 'DELIVERY' });
    const { sent, user, chimes } = await openLiveBoard(fakeServer({ active: [later] }));
    const row = within(scheduledList()).getByRole('article', { name: later.orderSequence });

    await user.click(within(row).getByRole('button', { name: 'Show the order' }));
    expect(within(row).getByText('Pepperoni')).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: /Ready in/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Accept now' }));
    await settled();

    expect(patches(sent)).toEqual([`/api/orders/${later.orderId}/status?status=PREPARING&from=PLACED`]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Scheduled/ })).toBeNull());
    const card = screen.getByRole('article', { name: later.orderSequence });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('PREPARING');
    expect(chimes()).toBe(0);
  });
});
