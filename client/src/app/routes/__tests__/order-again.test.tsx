/**
 * "Order again" and the discount line on My Orders and the order page
 * (docs/product/promo-codes.md#order-again): the past order's lines go into the cart, which opens
 * with one sentence of what went in, what the prices are now and what was left out; nothing added
 * is said where the customer is.
 */
import '../../../test/setup';
import type { ReorderResult } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useCartDrawerStore } from '../../../features/cart/stores/cart-drawer-store';
import { useReorderNoticeStore } from '../../../features/cart/stores/reorder-notice-store';
import { changeLanguage } from '../../../lib/i18n';
import { resetFakeSockets } from '../../../test/fake-order-socket';
import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { logIn, price } from '../../../test/menu-cart-support';
import { order, renderRoutes, requestsTo, stubFetch, type StubAnswer } from '../../../test/orders-support';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersPage } from '../orders-page';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const HISTORY = 'GET /api/orders/history/all-orders/anna%40example.com';
const REORDER = 'POST /api/orders/order-42/reorder';
const PAST = order({ orderId: 'order-42', orderSequence: '#Order-0042', status: 'DELIVERED' });
const AFTER = cartOf([cartLine({ cartItemId: 'line-1', quantity: 1, totalPrice: 2899 })]);

/** A cart that is empty until the reorder answered, then holds the lines it added. */
function stubOrders(answer: StubAnswer, routes: Parameters<typeof stubFetch>[0] = {}) {
  let reordered = false;
  return stubFetch({
    'GET /api/cart/user-email': () => ({ body: reordered ? [AFTER] : [] }),
    'GET /api/menuItem/get/category/DRINKS': { body: [] },
    'GET /api/restaurant/restaurant-status': { body: { isOpen: true, minimumOrder: 2000 } },
    [HISTORY]: { body: [PAST] },
    'GET /api/orders/order-42': { body: PAST },
    [REORDER]: () => {
      reordered = true;
      return answer;
    },
    ...routes,
  });
}

const result = (overrides: Partial<ReorderResult> = {}): ReorderResult => ({
  added: 3,
  skipped: [],
  totalThen: 7480,
  totalNow: 7480,
  ...overrides,
});
const cartDrawer = () => screen.findByRole('dialog', { name: 'Your Cart' });

beforeEach(() => {
  resetFakeSockets();
  logIn();
  act(() => {
    useCartDrawerStore.setState({ isOpen: false });
    useReorderNoticeStore.setState({ notice: undefined });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  void changeLanguage('en');
});

describe('Order again', () => {
  it('when Order again is pressed on My Orders, then the cart opens, re-read, with the sentence of what went in', async () => {
    const sent = stubOrders({ body: result() });
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    const card = (await screen.findByRole('heading', { name: '#Order-0042' })).closest('li') as HTMLElement;

    await userEvent.click(within(card).getByRole('button', { name: 'Order again' }));

    const drawer = await cartDrawer();
    expect(await within(drawer).findByTestId('reorder-notice')).toHaveTextContent(/^We put 3 items of #Order-0042 into your cart\.$/);
    expect(await within(drawer).findByText('Margarita')).toBeInTheDocument();
    expect(requestsTo(sent, REORDER)).toHaveLength(1);
    expect(requestsTo(sent, 'GET /api/cart/user-email').length).toBeGreaterThanOrEqual(2);

    // Dismissed, it goes.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Dismiss' }));
    expect(within(drawer).queryByTestId('reorder-notice')).not.toBeInTheDocument();
  });

  it('when prices changed and lines or add-ons were left out, then one sentence says then and now and names them', async () => {
    stubOrders({
      body: result({
        added: 2,
        totalThen: 7480,
        totalNow: 7780,
        skipped: [
          { name: 'Tiramisu', translations: { hu: { name: 'Tiramisu' } }, size: 'REGULAR', what: 'line' },
          { name: 'Pepperoni', translations: { hu: { name: 'Szalámis' } }, size: 'LARGE', what: 'line' },
          {
            name: 'Extra cheese',
            translations: { hu: { name: 'Extra sajt' } },
            size: 'LARGE',
            what: 'extra',
            dish: { name: 'Margarita', translations: { hu: { name: 'Margaréta' } } },
          },
        ],
      }),
    });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');

    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));

    const notice = await within(await cartDrawer()).findByTestId('reorder-notice');
    expect(notice).toHaveTextContent(
      `We put 2 items of #Order-0042 into your cart. The prices have changed since: ${price(7480)} then, ${price(7780)} now. ` +
        'Left out: Tiramisu (sold out or no longer on the menu); Pepperoni (large; sold out or no longer on the menu); ' +
        'Margarita (large) without Extra cheese.',
    );
  });

  it('when the reader reads Hungarian, then the sentence and the names are Hungarian', async () => {
    await changeLanguage('hu');
    stubOrders({
      body: result({
        added: 1,
        totalNow: 7780,
        skipped: [{ name: 'Pepperoni', translations: { hu: { name: 'Szalámis' } }, size: 'LARGE', what: 'line' }],
      }),
    });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');

    await userEvent.click(await screen.findByRole('button', { name: 'Újrarendelés' }));

    const notice = await within(await screen.findByRole('dialog', { name: 'Az Ön kosara' })).findByTestId('reorder-notice');
    expect(notice.textContent?.replace(/\s/g, ' ')).toBe(
      'A(z) #0042 rendelésből 1 tételt tettünk a kosarába. Az árak azóta változtak: akkor 7 480 Ft, most 7 780 Ft. ' +
        'Kimaradt: Szalámis (nagy; elfogyott, vagy már nincs az étlapon).',
    );
  });

  it('when nothing can be ordered now, then the customer stays on the page and is told so; the cart stays closed', async () => {
    stubOrders({ body: result({ added: 0, totalThen: 0, totalNow: 0, skipped: [{ name: 'Tiramisu', size: 'REGULAR', what: 'line' }] }) });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');

    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));

    expect(await screen.findByTestId('reorder-nothing')).toHaveTextContent('None of the items of #Order-0042 can be ordered now.');
    expect(useCartDrawerStore.getState().isOpen).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/order-42');
  });

  it("when the server refuses (someone else's order: 404), then its sentence shows and the cart stays closed", async () => {
    stubOrders({ status: 404, body: { message: 'Order not found.', code: 'NOT_FOUND' } });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');

    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(useCartDrawerStore.getState().isOpen).toBe(false);
  });
});

describe('the discount line', () => {
  it('when an order was placed with a code, then My Orders total and the order page show "Code LUNCH20 −1 200" before the total', async () => {
    const discounted = { ...PAST, promo: { code: 'LUNCH20', discount: 1200 }, totalPrice: 4798 };
    stubOrders({ body: result() }, { 'GET /api/orders/order-42': { body: discounted } });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');

    const payment = (await screen.findByRole('heading', { name: 'Payment details' })).closest('section') as HTMLElement;
    const terms = within(payment)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(-2)).toEqual(['Code LUNCH20', 'Total']);
    expect(within(payment).getByTestId('promo-line')).toHaveTextContent(`−${price(1200)}`);
    await waitFor(() => expect(within(payment).getByText(price(4798))).toBeInTheDocument());
  });

  it('when an order had no code, then there is no discount line', async () => {
    stubOrders({ body: result() });
    renderRoutes([{ path: '/orders/:orderId', element: <OrderDetailPage /> }], '/orders/order-42');
    await screen.findByRole('heading', { name: 'Payment details' });
    expect(screen.queryByTestId('promo-line')).not.toBeInTheDocument();
  });
});
