/**
 * Prep time and ETA on the customer's pages: the order page shows the estimate as a time and a
 * countdown with a fixed clock, says when it is late, follows eta-changed and status-changed live;
 * before it is accepted, the expected wait from the shop's status; My Orders shows it for active orders only.
 */
import '../../../test/setup';
import type { EtaChangedEvent, Order } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { CLOCK_TICK_MS } from '../../../lib/use-now';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn } from '../../../test/menu-cart-support';
import { statusChanged } from '../../../test/order-event-fixtures';
import { address, order, renderRoutes, stubFetch } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersPage } from '../orders-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const HISTORY = 'GET /api/orders/history/all-orders/anna%40example.com';
const CART = { 'GET /api/cart/user-email': { body: [] } };
// 18:22 in Budapest (summer time, UTC+2).
const NOW = new Date('2026-05-12T16:22:00.000Z');

const etaBox = () => screen.getByTestId('order-eta');

function renderOrder(answer: Order) {
  stubFetch({ ...CART, 'GET /api/orders/order-1': { body: answer } });
  return renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
}

function etaChanged(estimate: Partial<Pick<Order, 'estimatedReadyAt' | 'estimatedDeliveryAt'>>, seq: number, base: Order): EtaChangedEvent {
  return {
    type: 'eta-changed',
    seq,
    eventId: `event-${seq}`,
    occurredAt: NOW.toISOString(),
    orderId: base.orderId,
    by: 'staff',
    order: {
      orderId: base.orderId,
      orderSequence: base.orderSequence,
      status: base.status,
      orderType: base.orderType,
      totalPrice: base.totalPrice,
      customerName: 'Anna',
      ...estimate,
    },
  };
}

beforeEach(() => {
  resetFakeSockets();
  logIn();
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  void changeLanguage('en');
});

describe('the order page', () => {
  it('when a pickup is being prepared, then "Ready at 18:40 – in 18 minutes" counts down, and past the time it says it is running late', async () => {
    renderOrder(order({ orderType: 'PICKUP', status: 'PREPARING', estimatedReadyAt: '2026-05-12T16:40:00.000Z' }));
    await waitFor(() => expect(etaBox()).toHaveTextContent('Ready at 18:40in 18 minutes'));

    await act(() => jest.advanceTimersByTimeAsync(17 * 60_000));
    expect(etaBox()).toHaveTextContent('in 1 minute');
    expect(etaBox()).not.toHaveTextContent('minutes');

    await act(() => jest.advanceTimersByTimeAsync(60_000 + CLOCK_TICK_MS));
    expect(etaBox()).toHaveTextContent("Ready at 18:40Running late: we're on it");
    expect(within(etaBox()).getByRole('status')).toHaveTextContent("Running late: we're on it");
  });

  it('when a delivery is on its way, then "Delivery at about 19:05 – in 43 minutes", in Hungarian too', async () => {
    renderOrder(
      order({ orderType: 'DELIVERY', address: address(), status: 'OUT_FOR_DELIVERY', estimatedDeliveryAt: '2026-05-12T17:05:00.000Z' }),
    );
    await waitFor(() => expect(etaBox()).toHaveTextContent('Delivery at about 19:05in 43 minutes'));
    await act(() => changeLanguage('hu'));
    await waitFor(() => expect(etaBox()).toHaveTextContent('Kiszállítás kb. 19:0543 perc múlva'));
  });

  it('when the order is not accepted yet, or is ready for pickup, then no estimate shows', async () => {
    renderOrder(order({ orderType: 'PICKUP', status: 'READY_FOR_PICKUP', estimatedReadyAt: '2026-05-12T16:40:00.000Z' }));
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    expect(screen.queryByTestId('order-eta')).toBeNull();
  });

  it('when staff accept and then push the time, then the estimate appears and moves live, without a reload', async () => {
    const placed = order({ orderType: 'PICKUP', status: 'PLACED' });
    renderOrder(placed);
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    expect(screen.queryByTestId('order-eta')).toBeNull();

    const accepted = statusChanged('PREPARING', 'PLACED', { seq: 41, orderType: 'PICKUP', occurredAt: NOW.toISOString() });
    act(() => socket.serverSends({ ...accepted, order: { ...accepted.order, estimatedReadyAt: '2026-05-12T16:52:00.000Z' } }));
    await waitFor(() => expect(etaBox()).toHaveTextContent('Ready at 18:52in 30 minutes'));

    act(() => socket.serverSends(etaChanged({ estimatedReadyAt: '2026-05-12T17:02:00.000Z' }, 42, { ...placed, status: 'PREPARING' })));
    await waitFor(() => expect(etaBox()).toHaveTextContent('Ready at 19:02in 40 minutes'));
    // A replayed older event does not take it back.
    act(() => socket.serverSends({ ...accepted, order: { ...accepted.order, estimatedReadyAt: '2026-05-12T16:52:00.000Z' } }));
    expect(etaBox()).toHaveTextContent('Ready at 19:02');
  });
});

describe('before the restaurant accepts', () => {
  /** The shop's status while busy (+15): the kitchen minutes already include it. */
  const BUSY = {
    isOpen: true,
    reason: 'manual',
    services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } },
    busyExtraMinutes: 15,
    typicalMinutes: { PICKUP: 35, DELIVERY: 45 },
    driveMinutes: { min: 15, max: 25 },
  };

  it('when a delivery is placed, then it shows the expected wait from the shop now and its own drive (45 + 25), in Hungarian too', async () => {
    stubFetch({
      ...CART,
      'GET /api/orders/order-1': { body: order({ orderType: 'DELIVERY', address: address(), status: 'PLACED', driveMinutes: 25 }) },
      'GET /api/restaurant/restaurant-status': { body: BUSY },
    });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
    const wait = await screen.findByTestId('order-expected-wait');
    expect(wait).toHaveTextContent('Expected wait: at your door in about 70 min once the restaurant accepts your order.');
    expect(screen.queryByTestId('order-eta')).toBeNull();
    await act(() => changeLanguage('hu'));
    await waitFor(() => expect(wait).toHaveTextContent('Várható idő: az étterem elfogadása után kb. 70 perc alatt Önnél.'));
  });

  it("when a pickup is placed and then accepted, then the expected wait gives way to the order's own time", async () => {
    const placed = order({ orderType: 'PICKUP', status: 'PLACED' });
    // The server answers the order as it is: a re-read after the accept gets the accepted order.
    let current = placed;
    stubFetch({ ...CART, 'GET /api/orders/order-1': () => ({ body: current }), 'GET /api/restaurant/restaurant-status': { body: BUSY } });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
    expect(await screen.findByTestId('order-expected-wait')).toHaveTextContent('Expected wait: ready in about 35 min once');
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    const accepted = statusChanged('PREPARING', 'PLACED', { seq: 41, orderType: 'PICKUP', occurredAt: NOW.toISOString() });
    current = { ...placed, status: 'PREPARING', estimatedReadyAt: '2026-05-12T16:57:00.000Z' };
    act(() => socket.serverSends({ ...accepted, order: { ...accepted.order, estimatedReadyAt: '2026-05-12T16:57:00.000Z' } }));
    await waitFor(() => expect(etaBox()).toHaveTextContent('Ready at 18:57in 35 minutes'));
    expect(screen.queryByTestId('order-expected-wait')).toBeNull();
  });
});

describe('My Orders', () => {
  it('when an order is active with an estimate, then its card says when; finished orders do not', async () => {
    stubFetch({
      ...CART,
      [HISTORY]: {
        body: [
          order({
            orderId: 'order-2',
            orderSequence: '#Order-0002',
            orderType: 'DELIVERY',
            address: address(),
            status: 'PREPARING',
            estimatedDeliveryAt: '2026-05-12T17:00:00.000Z',
          }),
          order({ status: 'COMPLETED', orderType: 'PICKUP', estimatedReadyAt: '2026-05-12T16:00:00.000Z' }),
        ],
      },
    });
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    const active = (await screen.findByRole('heading', { name: '#Order-0002' })).closest('li') as HTMLElement;
    expect(active).toHaveTextContent('Delivery at about 19:00 – in 38 minutes');
    const done = screen.getByRole('heading', { name: '#Order-0001' }).closest('li') as HTMLElement;
    expect(done).not.toHaveTextContent('Ready at');
  });
});
