/**
 * An order for later on the customer's pages (docs/product/scheduled-orders.md#the-order): its slot
 * instead of the wait, "Cancel order" with a confirmation until it is released, and the release
 * arriving live takes the button away.
 */
import '../../../test/setup';
import {
  addDays,
  budapestDateOf,
  budapestInstant,
  type Order,
  type OrderReleasedEvent,
  type RestaurantStatus,
  SCHEDULING_MESSAGES,
} from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn } from '../../../test/menu-cart-support';
import { order, renderRoutes, requestsTo, stubFetch, type StubAnswer } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersPage } from '../orders-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const CANCEL = 'POST /api/orders/order-1/cancel';
const STATUS: RestaurantStatus = {
  isOpen: true,
  reason: 'manual',
  services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } },
  busyExtraMinutes: 0,
  typicalMinutes: { PICKUP: 20, DELIVERY: 30 },
  driveMinutes: { min: 15, max: 25 },
  deliveryZoneKm: 5,
};
const TOMORROW = addDays(budapestDateOf(new Date()), 1);
const SLOT = budapestInstant(TOMORROW, '19:30').toISOString();
const RELEASE = budapestInstant(TOMORROW, '19:10').toISOString();
const SCHEDULED = order({ scheduledFor: SLOT, releaseAt: RELEASE });

function renderOrder(answer: Order, routes: Record<string, StubAnswer | (() => StubAnswer)> = {}) {
  const sent = stubFetch({
    'GET /api/cart/user-email': { body: [] },
    'GET /api/restaurant/restaurant-status': { body: STATUS },
    'GET /api/orders/order-1': { body: answer },
    ...routes,
  });
  renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
  return sent;
}

function released(seq: number): OrderReleasedEvent {
  return {
    type: 'order-released',
    seq,
    eventId: `event-${seq}`,
    occurredAt: RELEASE,
    orderId: 'order-1',
    order: {
      orderId: 'order-1',
      orderSequence: '#Order-0001',
      status: 'PLACED',
      orderType: 'PICKUP',
      totalPrice: 5998,
      customerName: 'Anna',
      scheduledFor: SLOT,
      releaseAt: RELEASE,
      releasedAt: RELEASE,
    },
  };
}

const cancelButton = () => screen.queryByRole('button', { name: 'Cancel order' });

beforeEach(() => {
  resetFakeSockets();
  logIn();
});
afterEach(() => {
  jest.restoreAllMocks();
  void changeLanguage('en');
});

describe("an order for later on the customer's order page", () => {
  it('when it waits for its release, then it says "Scheduled for tomorrow 19:30" instead of the wait, with Cancel order', async () => {
    renderOrder(SCHEDULED);

    expect(await screen.findByTestId('order-scheduled')).toHaveTextContent('Scheduled for tomorrow 19:30');
    expect(screen.queryByTestId('order-expected-wait')).not.toBeInTheDocument();
    expect(cancelButton()).toBeInTheDocument();
  });

  it('when Cancel order is confirmed, then the cancel is posted and the page shows the cancelled order; Escape backs out first', async () => {
    const sent = renderOrder(SCHEDULED, {
      [CANCEL]: { body: { ...SCHEDULED, status: 'CANCELLED', cancelReason: SCHEDULING_MESSAGES.cancelledByCustomer } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order for tomorrow 19:30 will be cancelled.');
    // Focus is kept inside the dialog; Escape closes it without cancelling.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(sent, CANCEL)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));

    expect(await screen.findByText('This order was cancelled.')).toBeInTheDocument();
    expect(requestsTo(sent, CANCEL)).toHaveLength(1);
    expect(cancelButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-scheduled')).not.toBeInTheDocument();
  });

  it("when the cancel comes too late (409 TOO_LATE_TO_CANCEL), then the server's sentence shows", async () => {
    renderOrder(SCHEDULED, {
      [CANCEL]: { status: 409, body: { message: SCHEDULING_MESSAGES.tooLateToCancel, code: 'TOO_LATE_TO_CANCEL' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));

    expect(await screen.findByText(SCHEDULING_MESSAGES.tooLateToCancel)).toBeInTheDocument();
    expect(screen.queryByText('This order was cancelled.')).not.toBeInTheDocument();
  });

  it('when order-released arrives live, then the button goes and the page reads as a normal waiting order', async () => {
    // The server's copy changes with the event (a refetch on reconnect answers what the server has then).
    let onServer: Order = SCHEDULED;
    renderOrder(SCHEDULED, { 'GET /api/orders/order-1': () => ({ body: onServer }) });
    await screen.findByTestId('order-scheduled');
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());

    onServer = { ...SCHEDULED, releasedAt: RELEASE };
    act(() => socket.serverSends(released(51)));

    await waitFor(() => expect(cancelButton()).not.toBeInTheDocument());
    expect(screen.queryByTestId('order-scheduled')).not.toBeInTheDocument();
    expect(await screen.findByTestId('order-expected-wait')).toHaveTextContent('ready in about 20 min');
  });

  it('when it is read in Hungarian, then it says "Időpont: holnap 19:30" and the cancel is Hungarian', async () => {
    await changeLanguage('hu');
    renderOrder(SCHEDULED);

    expect(await screen.findByTestId('order-scheduled')).toHaveTextContent('Időpont: holnap 19:30');
    expect(screen.getByRole('button', { name: 'Rendelés lemondása' })).toBeInTheDocument();
  });
});

describe('My Orders', () => {
  it('when an order waits for its slot, then its card says "Scheduled for tomorrow 19:30"', async () => {
    stubFetch({
      'GET /api/cart/user-email': { body: [] },
      'GET /api/restaurant/restaurant-status': { body: STATUS },
      'GET /api/orders/history/all-orders/anna%40example.com': { body: [SCHEDULED] },
    });
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');

    expect(await screen.findByTestId('order-scheduled')).toHaveTextContent('Scheduled for tomorrow 19:30');
  });
});
