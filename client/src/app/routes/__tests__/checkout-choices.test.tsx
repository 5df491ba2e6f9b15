import '../../../test/setup';
import { ORDER_MESSAGES, unavailableItemMessage } from '@pizza/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RESTAURANT_STATUS_POLL_MS } from '../../../features/restaurant';
import { changeLanguage } from '../../../lib/i18n';
import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { logIn, price } from '../../../test/menu-cart-support';
import { order, renderRoutes, requestsTo } from '../../../test/orders-support';
import { CheckoutPage } from '../checkout-page';
import { chooseDelivery, location, PICKUP, PLACE, placeButton, quoteShown, renderCheckout, stubShop, total } from './checkout-support';

// The payment choice, arriving from the address page, following the shop, Hungarian.

beforeEach(() => {
  logIn();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('checkout: payment', () => {
  it('when Card is chosen for a delivery, then the wording names the courier and paymentMethod=CARD is sent', async () => {
    const sent = stubShop({ [PLACE]: { body: order({ orderType: 'DELIVERY', paymentMethod: 'CARD' }) } });
    renderCheckout();
    await quoteShown(price(5998));
    await chooseDelivery();
    await quoteShown(price(6597));

    const card = screen.getByRole('radio', { name: /^Card to the courier/ });
    expect(screen.getByRole('radio', { name: /^Cash to the courier/ })).toBeChecked();
    await userEvent.click(card);
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleName('Card to the courier The courier brings a card terminal.');
    await userEvent.click(placeButton());

    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(new URLSearchParams(requestsTo(sent, PLACE)[0]?.body).get('paymentMethod')).toBe('CARD');
  });
});

describe('checkout: a reload', () => {
  it('when Card and leave-at-door were chosen and the page is loaded again, then both are still chosen and sent', async () => {
    const sent = stubShop({ [PLACE]: { body: order({ orderType: 'DELIVERY', paymentMethod: 'CARD' }) } });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], { pathname: '/checkout', state: { orderType: 'DELIVERY' } });
    await quoteShown(price(6597));
    await userEvent.click(screen.getByRole('radio', { name: /^Card to the courier/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Leave at the door/ }));
    cleanup();

    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], { pathname: '/checkout', state: { orderType: 'DELIVERY' } });
    await quoteShown(price(6597));
    expect(screen.getByRole('radio', { name: /^Card to the courier/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Leave at the door/ })).toBeChecked();
    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    const form = new URLSearchParams(requestsTo(sent, PLACE)[0]?.body);
    expect([form.get('paymentMethod'), form.get('leaveAtDoor')]).toEqual(['CARD', 'true']);
    expect(sessionStorage.getItem('checkoutChoices')).toBeNull();
  });
});

describe('checkout: where the customer came from', () => {
  it('when the address page sends the customer here after saving an address, then Delivery is chosen at once', async () => {
    const sent = stubShop();
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], { pathname: '/checkout', state: { orderType: 'DELIVERY' } });

    await quoteShown(price(6597));
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(requestsTo(sent, PICKUP)).toHaveLength(0);
  });

  it('when the delivery address is changed from here, then the address page is told to come back (Change, and no address at all)', async () => {
    const { router } = (() => {
      stubShop();
      return renderCheckout();
    })();
    await quoteShown(price(5998));
    await chooseDelivery();
    await userEvent.click(await screen.findByRole('link', { name: /Piac utca/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/address'));
    expect(router.state.location.state).toEqual({ returnTo: 'checkout' });
  });
});

describe('checkout: following the shop while the page is open', () => {
  it('when the shop reopens, then the window getting the focus back brings the quote and Place order, without a reload', async () => {
    let open = false;
    const sent = stubShop({ 'GET /api/restaurant/restaurant-status': () => ({ body: { isOpen: open, minimumOrder: 3500 } }) });
    renderCheckout();
    expect(await screen.findByTestId('closed-notice')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();

    open = true;
    act(() => void window.dispatchEvent(new Event('focus')));

    await quoteShown(price(5998));
    expect(screen.queryByTestId('closed-notice')).not.toBeInTheDocument();
    expect(requestsTo(sent, 'GET /api/restaurant/restaurant-status').length).toBeGreaterThanOrEqual(2);
  });

  it(`when nothing else happens, then the status is read again every ${RESTAURANT_STATUS_POLL_MS / 1000} s and a reopening shows`, async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let open = false;
      stubShop({ 'GET /api/restaurant/restaurant-status': () => ({ body: { isOpen: open } }) });
      renderCheckout();
      expect(await screen.findByTestId('closed-notice')).toBeInTheDocument();
      open = true;
      act(() => jest.advanceTimersByTime(RESTAURANT_STATUS_POLL_MS));
      await quoteShown(price(5998));
    } finally {
      jest.useRealTimers();
    }
  });

  it("when a line sold out, then the server's 409 naming it is shown, the line says so and Place order waits", async () => {
    const message = unavailableItemMessage('Margarita (medium)');
    stubShop({
      'GET /api/cart/user-email': { body: [cartOf([cartLine({ cartItemId: 'line-1', available: false })])] },
      [PICKUP]: { status: 409, body: { message, code: 'CONFLICT' } },
    });
    renderCheckout();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No longer available today — remove it')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
  });

  it('when the shop closed and Place order finds out, then one message says so (the banner), not a second one in red', async () => {
    stubShop({ [PLACE]: { status: 409, body: { message: ORDER_MESSAGES.closed, code: 'RESTAURANT_CLOSED' } } });
    renderCheckout();
    await quoteShown(price(5998));

    await userEvent.click(placeButton());

    expect(await screen.findByTestId('closed-notice')).toHaveTextContent(ORDER_MESSAGES.closed);
    expect(screen.getAllByText(ORDER_MESSAGES.closed)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
  });
});

describe('checkout in Hungarian', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the site is Hungarian, then dishes, money, time, service and payment are Hungarian', async () => {
    await act(() => changeLanguage('hu'));
    const line = cartLine({
      cartItemId: 'line-1',
      quantity: 2,
      totalPrice: 5798,
      menuItem: {
        id: 'FRI_002',
        name: 'Potato Fries',
        imageUrl: '',
        size: 'LARGE',
        price: 2899,
        allergens: [],
        translations: { hu: { name: 'Hasábburgonya' } },
      },
      extras: [
        {
          id: 'EXT_011',
          name: 'Garlic sauce',
          price: 200,
          available: true,
          translations: { hu: { name: 'Fokhagymás szósz' } },
          allergens: [],
        },
      ],
    });
    stubShop({ 'GET /api/cart/user-email': { body: [cartOf([line])] } });
    renderCheckout();

    await waitFor(() => expect(total()).toHaveTextContent('5 998 Ft'));
    expect(screen.getByText('Hasábburgonya')).toBeInTheDocument();
    expect(screen.getByText('Feltétek: Fokhagymás szósz')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-when')).toHaveTextContent('Elkészül kb. 20 perc alatt.'));
    expect(screen.getByRole('radio', { name: 'Személyes átvétel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Készpénz átvételkor/ })).toBeChecked();
    expect(document.body.textContent).not.toMatch(/HUF|Potato|Garlic|\bmin\b|Pickup|Cash|Card/);
  });
});
