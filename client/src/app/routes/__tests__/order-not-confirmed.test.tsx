/**
 * No order left unanswered on the customer's order page: past the tell-customer
 * deadline (by the clock, or live by order-escalated) the page says the restaurant has not confirmed
 * yet with the shop's phone as a tel: link; the automatic cancel then shows with its reason, in
 * both languages.
 */
import '../../../test/setup';
import { AUTO_CANCEL_REASON, type Order, type OrderEscalatedEvent } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';

import { RESTAURANT } from '../../../config/restaurant';
import { changeLanguage } from '../../../lib/i18n';
import { CLOCK_TICK_MS } from '../../../lib/use-now';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn } from '../../../test/menu-cart-support';
import { statusChanged } from '../../../test/order-event-fixtures';
import { order, renderRoutes, stubFetch } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersPage } from '../orders-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const CART = { 'GET /api/cart/user-email': { body: [] } };
// Placed at 18:05 in Budapest (summer time, UTC+2); deadlines at 18:08, 18:13, 18:20.
const PLACED_AT = Date.parse('2026-05-12T16:05:00.000Z');
const at = (minutes: number) => new Date(PLACED_AT + minutes * 60_000);
const ESCALATION = { ringLouderAt: at(3).toISOString(), tellCustomerAt: at(8).toISOString(), autoCancelAt: at(15).toISOString() };

function renderOrder(answer: Order) {
  stubFetch({ ...CART, 'GET /api/orders/order-1': { body: answer } });
  return renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
}

function escalated(stage: OrderEscalatedEvent['stage'], seq: number): OrderEscalatedEvent {
  return {
    type: 'order-escalated',
    seq,
    eventId: `event-${seq}`,
    occurredAt: at(8).toISOString(),
    orderId: 'order-1',
    stage,
    order: {
      orderId: 'order-1',
      orderSequence: '#Order-0001',
      status: 'PLACED',
      orderType: 'DELIVERY',
      totalPrice: 6597,
      customerName: 'Anna',
    },
  };
}

const notice = () => screen.queryByTestId('not-confirmed');

beforeEach(() => {
  resetFakeSockets();
  logIn();
});
afterEach(() => {
  jest.useRealTimers();
  void changeLanguage('en');
});

describe("the customer's order page", () => {
  it('when the order has waited 9 minutes unconfirmed, then it says so with the shop phone as a tel: link and the cancel time', async () => {
    jest.useFakeTimers({ now: at(9), doNotFake: ['queueMicrotask'] });
    renderOrder(order({ status: 'PLACED', escalation: { ...ESCALATION, stage: 'tell-customer' } }));
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()).toHaveTextContent("The restaurant hasn't confirmed your order yet.");
    expect(notice()).toHaveTextContent('If nobody confirms it by 18:20, it will be cancelled automatically.');
    const call = within(notice()!).getByRole('link', { name: `Call us to check: ${RESTAURANT.phoneDisplay}` });
    expect(call).toHaveAttribute('href', RESTAURANT.phoneHref);
    expect(RESTAURANT.phoneHref).toMatch(/^tel:\+?\d+$/);
    expect(notice()).toHaveAttribute('role', 'status');

    await act(() => changeLanguage('hu'));
    expect(notice()).toHaveTextContent('Az étterem még nem igazolta vissza a rendelését.');
    expect(notice()).toHaveTextContent('Ha 18:20-ig senki sem igazolja vissza, automatikusan törlődik.');
  });

  it('when the order is 5 minutes old, then nothing is said; at 8 minutes the page says it by the clock', async () => {
    jest.useFakeTimers({ now: at(5), doNotFake: ['queueMicrotask'] });
    renderOrder(order({ status: 'PLACED', escalation: { ...ESCALATION, stage: 'ring-louder' } }));
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    expect(notice()).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3 * 60_000 + CLOCK_TICK_MS));
    expect(notice()).toHaveTextContent("hasn't confirmed");
  });

  it('when order-escalated (tell-customer) arrives live and then the automatic cancel, then the page follows both without a reload', async () => {
    // The server's copy changes with each event (a refetch on reconnect answers what the server has then).
    let onServer = order({ status: 'PLACED', createdAt: new Date().toISOString(), escalation: futureDeadlines() });
    stubFetch({ ...CART, 'GET /api/orders/order-1': () => ({ body: onServer }) });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    expect(notice()).toBeNull();

    onServer = { ...onServer, escalation: { ...onServer.escalation!, stage: 'ring-louder' } };
    act(() => socket.serverSends(escalated('ring-louder', 41)));
    expect(notice()).toBeNull();
    onServer = { ...onServer, escalation: { ...onServer.escalation!, stage: 'tell-customer' } };
    act(() => socket.serverSends(escalated('tell-customer', 42)));
    await waitFor(() => expect(notice()).not.toBeNull());

    const { escalation: _gone, ...placed } = onServer;
    onServer = { ...placed, status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON };
    const cancel = statusChanged('CANCELLED', 'PLACED', { seq: 43, orderType: 'PICKUP' });
    act(() => socket.serverSends({ ...cancel, by: 'system', order: { ...cancel.order, cancelReason: AUTO_CANCEL_REASON } }));
    await waitFor(() => expect(screen.getByText('This order was cancelled.')).toBeInTheDocument());
    expect(screen.getByText('Reason: the restaurant did not confirm it in time.')).toBeInTheDocument();
    expect(notice()).toBeNull();
  });

  it('when a cancelled order is opened, then its reason is shown in Hungarian too', async () => {
    await changeLanguage('hu');
    renderOrder(order({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON }));
    expect(await screen.findByText('Ok: az étterem nem igazolta vissza időben.')).toBeInTheDocument();
  });
});

/** Deadlines well ahead of the real clock: only the live event can bring the notice. */
function futureDeadlines() {
  const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  return { ringLouderAt: soon(3), tellCustomerAt: soon(8), autoCancelAt: soon(15) };
}

describe('My Orders', () => {
  it('when an order waits unconfirmed past the tell-customer deadline, then its card says so; an accepted one does not', async () => {
    jest.useFakeTimers({ now: at(9), doNotFake: ['queueMicrotask'] });
    stubFetch({
      ...CART,
      'GET /api/orders/history/all-orders/anna%40example.com': {
        body: [
          order({ status: 'PLACED', escalation: { ...ESCALATION, stage: 'tell-customer' } }),
          order({ orderId: 'order-2', orderSequence: '#Order-0002', status: 'PREPARING' }),
        ],
      },
    });
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    const waitingCard = (await screen.findByRole('heading', { name: '#Order-0001' })).closest('li')!;
    expect(within(waitingCard).getByTestId('not-confirmed')).toHaveTextContent("The restaurant hasn't confirmed your order yet.");
    const accepted = screen.getByRole('heading', { name: '#Order-0002' }).closest('li')!;
    expect(within(accepted).queryByTestId('not-confirmed')).toBeNull();
  });
});
