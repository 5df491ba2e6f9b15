import '../../../test/setup';
import { budapestInstant, untilWhen } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { latestSocket, openedSockets } from '../../../test/fake-order-socket';
import { OrdersBoard, RestaurantStatusToggle } from '../index';
import { endOfBudapestDay, nextBudapestTime } from '../shop-timing';
import { fakeServer, type FakeServer, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());

async function showControls(server: FakeServer) {
  signInStaff();
  stubBoardServer(server);
  const { queryClient } = renderBoard(
    <>
      <RestaurantStatusToggle />
      <OrdersBoard />
    </>,
  );
  const button = await screen.findByRole('button', { name: /^Busy, pause and closing:/ });
  return { button, queryClient, panel: () => screen.getByRole('group', { name: 'Busy, pause and closing' }) };
}

describe("the board's shop controls", () => {
  it('when opened from the keyboard, then focus goes into the panel; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    const { button, panel } = await showControls(fakeServer());
    expect(button).toHaveAccessibleName('Busy, pause and closing: Normal service');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel()).getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Busy, pause and closing' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('when +30 is tapped, then busy mode is asked of the server, the button and the banner say busy +30 min, and the panel closes', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const { button, panel } = await showControls(server);
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: '+30' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Busy, pause and closing: Busy +30 min'));
    expect(server.restaurantPuts).toEqual([{ path: '/api/restaurant/busy', query: '', body: { extraMinutes: 30 } }]);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.getByText(/^Busy mode: every new estimate gets \+30 min\./)).toBeInTheDocument();
  });

  it('when new orders are paused for 15 min, then the board says paused until when, and Resume now ends it', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const { button, panel } = await showControls(server);
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Pause new orders for 15 min' }));
    await waitFor(() => expect(button).toHaveAccessibleName(/^Busy, pause and closing: Paused until (tomorrow )?\d\d:\d\d$/));
    expect(
      screen.getByText(/^New orders are paused until (tomorrow )?\d\d:\d\d\. They start again by themselves then\.$/),
    ).toBeInTheDocument();
    expect(server.restaurantPuts).toEqual([{ path: '/api/restaurant/pause', query: '', body: { minutes: 15 } }]);
    // The switch is about opening and closing: a paused shop is still open by it.
    expect(screen.getByRole('switch', { name: /^Restaurant status:/ })).toHaveAttribute('aria-checked', 'true');

    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Resume now' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Busy, pause and closing: Normal service'));
    expect(server.restaurantPuts?.at(-1)).toEqual({ path: '/api/restaurant/pause', query: '', body: { minutes: 0 } });
  });

  it('when Close for 1 hour or Rest of today is tapped, then the switch closes with an end, and Open now opens again', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const { button, panel } = await showControls(server);
    const before = Date.now();
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Close for 1 hour' }));
    await waitFor(() => expect(button).toHaveAccessibleName(/^Busy, pause and closing: Closed until (tomorrow )?\d\d:\d\d$/));
    const until = Date.parse(new URLSearchParams(server.restaurantPuts![0]!.query).get('until')!);
    expect(until - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(screen.getByRole('switch', { name: /^Restaurant status:/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/^Closed until (tomorrow )?\d\d:\d\d: customers cannot place orders until then\.$/)).toBeInTheDocument();

    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Close for the rest of today' }));
    await waitFor(() => expect(server.restaurantPuts).toHaveLength(2));
    expect(new URLSearchParams(server.restaurantPuts![1]!.query).get('until')).toBe(endOfBudapestDay(new Date()).toISOString());

    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Open now' }));
    await waitFor(() => expect(button).toHaveAccessibleName('Busy, pause and closing: Normal service'));
    expect(server.restaurantPuts![2]).toMatchObject({ path: '/api/restaurant/1/status', query: '?isOpen=true' });
  });

  it('when a time is chosen, then it closes until that time; without one it says to choose first and sends nothing', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const { button, panel } = await showControls(server);
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Close until then' }));
    expect(within(panel()).getByLabelText('Until a time')).toHaveAccessibleDescription('Choose a time first.');
    expect(server.restaurantPuts).toBeUndefined();

    await user.type(within(panel()).getByLabelText('Until a time'), '21:30');
    await user.click(within(panel()).getByRole('button', { name: 'Close until then' }));
    const until = nextBudapestTime('21:30', new Date());
    // Today's 21:30, or tomorrow's once it has passed: the name says which.
    await waitFor(() => expect(button).toHaveAccessibleName(`Busy, pause and closing: Closed until ${untilWhen(until, new Date(), 'en')}`));
    expect(new URLSearchParams(server.restaurantPuts![0]!.query).get('until')).toBe(until.toISOString());
  });

  it('when a screen reader lists the buttons, then each says what it does: the two 30-minute choices are told apart', async () => {
    const user = userEvent.setup();
    const { button, panel } = await showControls(fakeServer());
    await user.click(button);
    expect(within(panel()).queryAllByRole('button', { name: '30 min' })).toEqual([]);
    expect(within(panel()).getByRole('button', { name: 'Pause new orders for 30 min' })).toHaveTextContent('30 min');
    expect(within(panel()).getByRole('button', { name: 'Close for 30 min' })).toHaveTextContent('30 min');
  });

  it('when the server refuses, then the panel stays open and says so', async () => {
    const user = userEvent.setup();
    const { button, panel } = await showControls(fakeServer({ putAnswer: { status: 500, message: 'down' } }));
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: '+15' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Could not change the restaurant status. Please try again.');
    expect(button).toHaveAccessibleName('Busy, pause and closing: Normal service');
  });

  it("when another tablet pauses the shop, then the live channel's restaurant-status-changed shows it at once, without a poll", async () => {
    const { button, queryClient } = await showControls(fakeServer());
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    // The first connect refetches the board (it cannot vouch for before): wait for that to land first.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const services = { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } };
    act(() =>
      socket.serverSends({
        seq: 5,
        eventId: 'e5',
        occurredAt: new Date().toISOString(),
        type: 'restaurant-status-changed',
        status: { isOpen: false, reason: 'paused', pausedUntil: until, nextOpening: until, busyExtraMinutes: 0, services },
      }),
    );
    await waitFor(() => expect(button).toHaveAccessibleName(/^Busy, pause and closing: Paused until (tomorrow )?\d\d:\d\d$/));
  });
});

describe('shop timing (Budapest wall clock)', () => {
  it('when a time is still ahead today, then it is today; when it has passed, then tomorrow', () => {
    const now = budapestInstant('2026-02-09', '18:00');
    expect(nextBudapestTime('21:30', now)).toEqual(budapestInstant('2026-02-09', '21:30'));
    expect(nextBudapestTime('17:00', now)).toEqual(budapestInstant('2026-02-10', '17:00'));
    expect(endOfBudapestDay(now)).toEqual(budapestInstant('2026-02-10', '00:00'));
  });
});
