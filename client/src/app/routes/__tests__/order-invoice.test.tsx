/** The billing details on the customer's order page (docs/product/ordering.md#invoice). */
import '../../../test/setup';
import type { Order } from '@pizza/shared';
import { screen, within } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { resetFakeSockets } from '../../../test/fake-order-socket';
import { logIn } from '../../../test/menu-cart-support';
import { order, renderRoutes, stubFetch } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const INVOICE = { name: 'Kovács Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: 'HU12345678' };

function renderOrder(answer: Order) {
  stubFetch({ 'GET /api/cart/user-email': { body: [] }, 'GET /api/orders/order-1': { body: answer } });
  return renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-1');
}

beforeEach(() => {
  resetFakeSockets();
  logIn();
});
afterEach(() => void changeLanguage('en'));

describe("the invoice on the customer's order page", () => {
  it('when the order has invoice details, then a section shows the name, the address and the tax number', async () => {
    renderOrder(order({ invoice: INVOICE }));
    const heading = await screen.findByRole('heading', { name: 'Invoice to' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('Kovács Kft.')).toBeInTheDocument();
    expect(within(section).getByText('1051 Budapest, Fő utca 1.')).toBeInTheDocument();
    expect(within(section).getByText('Tax number: HU12345678')).toBeInTheDocument();
  });

  it('when the order has none, then there is no invoice section', async () => {
    renderOrder(order());
    await screen.findByRole('heading', { name: /Payment details/ });
    expect(screen.queryByRole('heading', { name: 'Invoice to' })).not.toBeInTheDocument();
  });

  it('when the page is Hungarian, then the section is Hungarian', async () => {
    await changeLanguage('hu');
    renderOrder(order({ invoice: INVOICE }));
    expect(await screen.findByRole('heading', { name: 'Számlázási adatok' })).toBeInTheDocument();
    expect(screen.getByText('Adószám: HU12345678')).toBeInTheDocument();
  });
});
