import '../../test/setup';
import type { RestaurantStatus } from '@pizza/shared';
import { act, screen, waitFor } from '@testing-library/react';

import { ClosedNotice, HoursNotice } from '../../features/restaurant';
import { latestSocket, openedSockets, resetFakeSockets } from '../../test/fake-order-socket';
import { logIn, logOut } from '../../test/menu-cart-support';
import { stubFetch } from '../../test/orders-support';
import { renderRoutes } from '../../test/render-routes';
import { useShopLiveUpdates } from '../shop-live-updates';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../lib/order-channel/open-socket', () => jest.requireActual('../../test/fake-order-socket'));

const services = (isOpen: boolean) => ({ PICKUP: { isOpen }, DELIVERY: { isOpen } });
const OPEN: RestaurantStatus = { isOpen: true, reason: 'manual', busyExtraMinutes: 0, services: services(true) };

function HomeNotices() {
  useShopLiveUpdates();
  return (
    <>
      <ClosedNotice />
      <HoursNotice />
    </>
  );
}

async function openHome() {
  stubFetch({ 'GET /api/restaurant/restaurant-status': { body: OPEN }, 'GET /api/menuItem/get/category/PIZZA': { body: [] } });
  const { queryClient } = renderRoutes([{ path: '/', element: <HomeNotices /> }], '/');
  await waitFor(() => expect(openedSockets).toHaveLength(1));
  const socket = latestSocket();
  act(() => void socket.serverAccepts());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { socket, queryClient };
}

const event = { seq: 8, eventId: 'e8', occurredAt: new Date().toISOString() };

beforeEach(() => {
  resetFakeSockets();
  logIn();
});

afterEach(() => logOut());

describe("a signed-in customer's pages on the live channel", () => {
  it('when staff pause new orders, then the open home page says so at once, with no reload and no poll', async () => {
    const { socket } = await openHome();
    expect(socket.handshakes).toEqual([{ token: 'customer-token' }]);
    expect(screen.queryByTestId('closed-notice')).toBeNull();
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const paused: RestaurantStatus = {
      ...OPEN,
      isOpen: false,
      reason: 'paused',
      pausedUntil: until,
      nextOpening: until,
      services: services(false),
    };
    act(() => socket.serverSends({ ...event, type: 'restaurant-status-changed', status: paused }));
    expect(await screen.findByTestId('closed-notice')).toHaveTextContent('Our kitchen is full right now, so new orders are paused.');

    const busy: RestaurantStatus = { ...OPEN, busyExtraMinutes: 30, typicalMinutes: { PICKUP: 50, DELIVERY: 60 } };
    act(() => socket.serverSends({ ...event, seq: 9, type: 'restaurant-status-changed', status: busy }));
    expect(await screen.findByTestId('hours-notice')).toHaveTextContent(
      'The kitchen is very busy: orders take about 50 minutes for pickup',
    );
    expect(screen.queryByTestId('closed-notice')).toBeNull();
  });

  it('when something sells out, then the menu is read again', async () => {
    const { socket, queryClient } = await openHome();
    queryClient.setQueryData(['menu', 'category', 'PIZZA'], []);
    act(() =>
      socket.serverSends({
        ...event,
        type: 'menu-availability-changed',
        item: { kind: 'menuItem', id: 'PIZ_006', name: 'Pepperoni', available: false },
      }),
    );
    await waitFor(() => expect(queryClient.getQueryState(['menu', 'category', 'PIZZA'])?.isInvalidated).toBe(true));
  });

  it('when staff save the menu (menu-changed), then the menu, the cart and the checkout quote are read again', async () => {
    const { socket, queryClient } = await openHome();
    queryClient.setQueryData(['menu', 'category', 'PIZZA'], []);
    queryClient.setQueryData(['cart', 'anna@example.com'], null);
    queryClient.setQueryData(['checkout', 'anna@example.com', 'quote', 'PICKUP'], null);
    const change = { kind: 'dish' as const, action: 'updated' as const, ids: ['PIZ'], name: 'Margarita', repricedItemIds: ['PIZ_001'] };
    act(() => socket.serverSends({ ...event, type: 'menu-changed', change }));
    await waitFor(() => expect(queryClient.getQueryState(['menu', 'category', 'PIZZA'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['cart', 'anna@example.com'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['checkout', 'anna@example.com', 'quote', 'PICKUP'])?.isInvalidated).toBe(true);
  });

  it('when nobody is signed in, then no socket is opened (the status is polled instead)', async () => {
    logOut();
    stubFetch({ 'GET /api/restaurant/restaurant-status': { body: OPEN } });
    const { queryClient } = renderRoutes([{ path: '/', element: <HomeNotices /> }], '/');
    await waitFor(() => expect(queryClient.getQueryData(['restaurant', 'status'])).toEqual(OPEN));
    expect(openedSockets).toHaveLength(0);
  });
});
