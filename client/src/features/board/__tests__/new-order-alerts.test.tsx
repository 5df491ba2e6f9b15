import '../../../test/setup';
import { formatMoney } from '@pizza/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  fakeServer,
  renderBoard,
  settled,
  nextPoll,
  order,
  resetBoardState,
  signInStaff,
  stubBoardServer,
  type FakeServer,
} from './board-support';
import { installFakeAudio, installFakeNotifications, setVisibility } from './browser-fakes';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** The board with a fake audio and notification edge; 'Enable Notifications' pressed unless told otherwise. */
async function openBoard(server: FakeServer, { enable = true, permission = 'granted' as NotificationPermission } = {}) {
  const audio = installFakeAudio();
  const notifications = installFakeNotifications(permission);
  signInStaff();
  stubBoardServer(server);
  renderBoard();
  await screen.findByRole('tab', { name: /^Active/ });
  await settled();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  if (enable) await user.click(screen.getByRole('button', { name: 'Enable Notifications' }));
  // Enabling plays one test chime; count from here.
  const base = audio.chimes();
  return { chimes: () => audio.chimes() - base, notifications, user };
}

describe("'Enable Notifications'", () => {
  it('when pressed, then audio is unlocked, permission is asked, a test chime plays and the board says alerts are on', async () => {
    const { notifications } = await openBoard(fakeServer(), { enable: false });
    const audio = installFakeAudio();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Enable Notifications' }));

    expect(await screen.findByText('New-order alerts on')).toBeInTheDocument();
    expect(audio.chimes()).toBe(1);
    expect((window as unknown as { Notification: { requestPermission: jest.Mock } }).Notification.requestPermission).toHaveBeenCalledTimes(
      1,
    );
    expect(notifications.shown).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Enable Notifications' })).toBeNull();
  });

  it('when notifications are refused, then the board says so and the chime still works', async () => {
    const server = fakeServer();
    const { chimes } = await openBoard(server, { permission: 'denied' });
    expect(await screen.findByText(/notifications are blocked/)).toBeInTheDocument();
    server.active = [order()];
    await nextPoll();
    expect(chimes()).toBe(1);
  });
});

describe('new-order chime', () => {
  it('when the board first loads, then the orders already there do not ring', async () => {
    const { chimes } = await openBoard(fakeServer({ active: [order(), order()] }));
    await nextPoll();
    expect(chimes()).toBe(0);
  });

  it('when a new id appears, then it rings once; the same list again does not ring again', async () => {
    const server = fakeServer({ active: [order({ status: 'PREPARING' })] });
    const { chimes } = await openBoard(server);

    const fresh = order();
    server.active = [fresh, ...server.active];
    await nextPoll();
    expect(await screen.findByRole('article', { name: fresh.orderSequence })).toBeInTheDocument();
    expect(chimes()).toBe(1);

    await nextPoll();
    await nextPoll();
    expect(chimes()).toBe(1);
  });

  it("when 'Enable Notifications' was not pressed, then a new order does not ring", async () => {
    const server = fakeServer();
    const { chimes } = await openBoard(server, { enable: false });
    server.active = [order()];
    await nextPoll();
    expect(chimes()).toBe(0);
  });

  it('when the tab is hidden, then a browser notification names the order, its type and total; a visible tab gets none', async () => {
    const server = fakeServer();
    const { notifications } = await openBoard(server);

    const seen = order({ orderType: 'DELIVERY', totalPrice: 7246 });
    server.active = [seen];
    await nextPoll();
    expect(notifications.shown).toEqual([]);

    setVisibility('hidden');
    const hidden = order({ orderType: 'PICKUP', totalPrice: 6647 });
    server.active = [hidden, seen];
    await nextPoll();
    expect(notifications.shown).toEqual([
      { title: `New order ${hidden.orderSequence} — Pickup, ${formatMoney(6647, 'en')}`, body: 'Kovács Anna · 2 items' },
    ]);
  });
});

describe('the 30 s reminder', () => {
  it('when an order stays PLACED, then the chime repeats every 30 s; accepting it stops the repeats', async () => {
    const server = fakeServer();
    const { chimes, user } = await openBoard(server);
    const fresh = order();
    server.active = [fresh];
    await nextPoll();
    expect(chimes()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(chimes()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(chimes()).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('combobox', { name: 'Status' });
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(chimes()).toBe(3);
  });

  it("when an order is muted, then its repeats stop but another order's go on", async () => {
    const server = fakeServer();
    const { chimes, user } = await openBoard(server);
    const first = order();
    server.active = [first];
    await nextPoll();
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');

    await act(() => jest.advanceTimersByTimeAsync(90_000));
    expect(chimes()).toBe(1); // only the first ring

    const second = order();
    server.active = [second, first];
    await nextPoll();
    expect(screen.getAllByRole('button', { name: 'Mute' })).toHaveLength(2);
    expect(chimes()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(chimes()).toBe(3);
  });

  it('when someone else accepts it on another tablet, then the next poll ends its repeats', async () => {
    const server = fakeServer();
    const { chimes } = await openBoard(server);
    const fresh = order();
    server.active = [fresh];
    await nextPoll();
    server.active = [{ ...fresh, status: 'PREPARING' }];
    await nextPoll();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(chimes()).toBe(1);
  });
});
