/** Why an order was cancelled, on the customer's page: staff's reason in the reader's language, their own words as written. */
import '../../../test/setup';
import { cancelReasonText, type Order } from '@pizza/shared';
import { act, screen, waitFor } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn } from '../../../test/menu-cart-support';
import { statusChanged } from '../../../test/order-event-fixtures';
import { order, renderRoutes, stubFetch } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

function renderOrder(answer: Order) {
  stubFetch({ 'GET /api/cart/user-email': { body: [] }, 'GET /api/orders/order-1': { body: answer } });
  return renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
}

beforeEach(() => {
  resetFakeSockets();
  logIn();
});
afterEach(() => void changeLanguage('en'));

describe('a cancelled order with a reason from staff', () => {
  it('when the shop rejected it as sold out with words, then the page says the reason and shows the words', async () => {
    renderOrder(order({ status: 'CANCELLED', cancelReason: cancelReasonText('sold-out', 'No mozzarella left') }));
    expect(await screen.findByText('Reason: something in your order is sold out.')).toBeInTheDocument();
    expect(screen.getByText('The restaurant wrote: “No mozzarella left”')).toBeInTheDocument();
  });

  it('when the page is in Hungarian, then the reason is Hungarian and the words stay as written, in Hungarian quotation marks', async () => {
    await changeLanguage('hu');
    renderOrder(order({ status: 'CANCELLED', cancelReason: cancelReasonText('address-problem', 'Nincs ilyen házszám') }));
    expect(await screen.findByText('Ok: gond van a szállítási címmel.')).toBeInTheDocument();
    expect(screen.getByText('Az étterem üzenete: „Nincs ilyen házszám”')).toBeInTheDocument();
    expect(screen.queryByText(/delivery address/)).toBeNull();
  });

  it("when the reason is 'other', then staff's words are the reason", async () => {
    renderOrder(order({ status: 'CANCELLED', cancelReason: cancelReasonText('other', 'The oven broke') }));
    expect(await screen.findByText('Reason: The oven broke')).toBeInTheDocument();
  });

  it('when the rejection arrives live, then the reason shows without a reload', async () => {
    let onServer = order({ status: 'PLACED', createdAt: new Date().toISOString() });
    stubFetch({ 'GET /api/cart/user-email': { body: [] }, 'GET /api/orders/order-1': () => ({ body: onServer }) });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
    await screen.findByRole('heading', { level: 1, name: '#Order-0001' });
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());

    const cancelReason = cancelReasonText('too-busy');
    onServer = { ...onServer, status: 'CANCELLED', cancelReason };
    const cancel = statusChanged('CANCELLED', 'PLACED', { seq: 7, orderType: 'PICKUP' });
    act(() => socket.serverSends({ ...cancel, order: { ...cancel.order, cancelReason } }));
    expect(await screen.findByText('Reason: the kitchen is too busy right now.')).toBeInTheDocument();
  });
});
