import '../../../test/setup';
import { openingWhen, ORDER_MESSAGES } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartQueryKeys } from '../../../features/cart';
import { useAuthStore } from '../../../lib/session/auth-store';
import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { CUSTOMER, logIn, logOut, price } from '../../../test/menu-cart-support';
import { deferred, order, quote, requestsTo, type StubAnswer } from '../../../test/orders-support';
import {
  CART,
  chooseDelivery,
  DELIVERY,
  DELIVERY_QUOTE,
  location,
  PICKUP,
  PLACE,
  placeButton,
  quoteShown,
  renderCheckout,
  SELECTED,
  stubShop,
  summary,
  total,
  OPEN_STATUS,
  whenLine,
} from './checkout-support';

beforeEach(() => logIn());
afterEach(() => jest.restoreAllMocks());

describe('checkout: quotes', () => {
  it('when the page opens, then Pickup is chosen and the pickup quote is asked with a form content type and an empty body', async () => {
    const sent = stubShop();
    renderCheckout();

    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await quoteShown(price(5998));
    const [request] = requestsTo(sent, PICKUP);
    expect(request?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toBe('');
    expect(requestsTo(sent, DELIVERY)).toHaveLength(0);
    const rows = within(summary());
    expect(rows.getByText('Item Subtotal').nextSibling).toHaveTextContent(price(5798));
    expect(rows.getByText('Bottle Deposit').nextSibling).toHaveTextContent(price(50));
    expect(rows.getByText('Service fee').nextSibling).toHaveTextContent(price(150));
    // A pickup has no delivery fee: no 'Delivery HUF 0' line.
    expect(rows.queryByText(/^Delivery/)).not.toBeInTheDocument();
  });

  it('when the page opens, then the fixed sections and the cart lines show (quantity 0 hidden), with a way back to the menu', async () => {
    stubShop();
    renderCheckout();

    const items = screen.getByRole('region', { name: 'Order Items' });
    expect(await within(items).findByText('Margarita')).toBeInTheDocument();
    expect(within(items).getByText(price(5798))).toBeInTheDocument();
    expect(within(items).getByText('x2')).toBeInTheDocument();
    expect(within(items).queryByText('Ghost pizza')).not.toBeInTheDocument();
    expect(within(items).getByRole('link', { name: '+ Add more items' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Standard')).toBeInTheDocument();
    // The pickup estimate of the shop's settings (prep 20), not a fixed '40-50 min'.
    await waitFor(() => expect(whenLine()).toHaveTextContent('Ready in about 20 min.'));
    expect(screen.getByRole('radio', { name: /Cash at pickup/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Card at pickup/ })).not.toBeChecked();
    const where = screen.getByRole('link', { name: /Bajcsy-Zsilinszky u\. 2\., 4025 Debrecen/ });
    expect(where).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=47.529989,21.623746');
    expect(where).toHaveAttribute('target', '_blank');
  });

  it('when Delivery is chosen, then the selected address loads first, then the delivery quote, shown while nothing stale looks final', async () => {
    const delivery = deferred();
    const sent = stubShop({ [DELIVERY]: delivery.route });
    renderCheckout();
    await quoteShown(price(5998));

    await chooseDelivery();
    const link = await screen.findByRole('link', { name: /Piac utca/ });
    expect(link).toHaveAttribute('href', '/address');
    expect(link).toHaveTextContent('Building Piac Residence 10 · Floor 1 · Apartment 2 · Intercom 12B');
    // The pickup total is gone while the delivery quote is on its way.
    expect(total()).toHaveTextContent('—');
    expect(placeButton()).toBeDisabled();
    expect(within(summary()).getByRole('status')).toHaveTextContent('Calculating…');
    // Before the quote names the address's drive: the zone's range (30 + 15 to 30 + 25).
    expect(whenLine()).toHaveTextContent('At your door in 45–55 min.');

    act(() => delivery.resolve({ body: DELIVERY_QUOTE }));
    await quoteShown(price(6597));
    expect(whenLine()).toHaveTextContent('At your door in about 55 min.');
    expect(within(summary()).getByText('Delivery fee').nextSibling).toHaveTextContent(price(599));
    const order = sent
      .map((request) => `${request.method} ${request.url.pathname}`)
      .filter((route) => route === SELECTED || route === DELIVERY);
    expect(order).toEqual([SELECTED, DELIVERY]);
  });

  it('when Delivery is chosen without a selected address, then the customer is sent to /address', async () => {
    const sent = stubShop({ [SELECTED]: { status: 404, body: { message: 'No address selected', code: 'NOT_FOUND' } } });
    renderCheckout();
    await quoteShown(price(5998));

    await chooseDelivery();

    await waitFor(() => expect(location()).toHaveTextContent('/address'));
    expect(requestsTo(sent, DELIVERY)).toHaveLength(0);
  });

  it('when the cart changes while the page is open (the drawer), then the quote is asked again', async () => {
    const sent = stubShop();
    const { queryClient } = renderCheckout();
    await quoteShown(price(5998));

    act(() =>
      queryClient.setQueryData(
        cartQueryKeys.byEmail(CUSTOMER.email),
        cartOf([cartLine({ cartItemId: 'line-1', quantity: 3, totalPrice: 8697 })]),
      ),
    );

    await waitFor(() => expect(requestsTo(sent, PICKUP)).toHaveLength(2));
  });

  it("when the quote fails, then the server's sentence alone is announced (no 'Checkout error: ' before it) and Place order stays off", async () => {
    const message = 'No items in the cart to checkout';
    stubShop({ [PICKUP]: { status: 400, body: { message, code: 'BAD_REQUEST' } } });
    renderCheckout();

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(total()).toHaveTextContent('—');
    expect(placeButton()).toBeDisabled();
  });
});

describe('checkout: the time promised', () => {
  it('when busy mode adds 30 minutes, then the When? line promises the longer wait for each service', async () => {
    const busy = { ...OPEN_STATUS, busyExtraMinutes: 30, typicalMinutes: { PICKUP: 50, DELIVERY: 60 } };
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: busy } });
    renderCheckout();
    await quoteShown(price(5998));
    expect(whenLine()).toHaveTextContent('Ready in about 50 min.');

    await chooseDelivery();
    await quoteShown(price(6597));
    expect(whenLine()).toHaveTextContent('At your door in about 85 min.');
  });

  it('when the shop is closed by the hours, then the When? line says when it opens instead of a time', async () => {
    const nextOpening = new Date(Date.now() + 3 * 3600_000);
    const closed = { ...OPEN_STATUS, isOpen: false, reason: 'hours' as const, nextOpening: nextOpening.toISOString() };
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: closed } });
    renderCheckout();
    await waitFor(() => expect(whenLine()).toHaveTextContent(`We open again ${openingWhen(nextOpening, new Date(), 'en')}.`));
    expect(whenLine()).not.toHaveTextContent('min');
  });
});

describe('checkout: the shop is closed', () => {
  it('when the status says closed, then a banner says so at once, no total shows and Place order is off', async () => {
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: { isOpen: false } } });
    renderCheckout();

    expect(await screen.findByTestId('closed-notice')).toHaveTextContent(ORDER_MESSAGES.closed);
    // The quote is asked in parallel with the status (no wait in the common, open case); it is never shown.
    await waitFor(() => expect(screen.queryByText('Calculating…')).not.toBeInTheDocument());
    expect(total()).toHaveTextContent('—');
    expect(placeButton()).toBeDisabled();
  });

  it('when the quote answers RESTAURANT_CLOSED, then the same banner shows instead of an error', async () => {
    stubShop({ [PICKUP]: { status: 409, body: { message: ORDER_MESSAGES.closed, code: 'RESTAURANT_CLOSED' } } });
    renderCheckout();

    expect(await screen.findByTestId('closed-notice')).toHaveTextContent(ORDER_MESSAGES.closed);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
  });
});

describe('checkout: placing the order', () => {
  it('when Place order is double-clicked, then it is disabled while placing and exactly one order is placed', async () => {
    const place = deferred();
    const sent = stubShop({ [PLACE]: place.route });
    renderCheckout();
    await quoteShown(price(5998));

    await userEvent.dblClick(placeButton());
    expect(placeButton()).toBeDisabled();
    expect(placeButton()).toHaveTextContent('Placing order…');
    await userEvent.click(placeButton());
    act(() => place.resolve({ body: order() }));

    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(requestsTo(sent, PLACE)).toHaveLength(1);
  });

  it('when the order is placed, then cash pickup is sent, the cached cart is emptied and the order page opens', async () => {
    let cartAnswer: StubAnswer = { body: [CART] };
    const sent = stubShop({
      'GET /api/cart/user-email': () => cartAnswer,
      [PLACE]: () => {
        cartAnswer = { body: [cartOf([])] };
        return { body: order() };
      },
    });
    const { queryClient } = renderCheckout();
    await quoteShown(price(5998));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await userEvent.click(placeButton());

    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(Object.fromEntries(new URLSearchParams(requestsTo(sent, PLACE)[0]?.body))).toEqual({
      orderId: 'order-1',
      paymentMethod: 'CASH',
      orderType: 'PICKUP',
    });
    const cart = queryClient.getQueryData(cartQueryKeys.byEmail(CUSTOMER.email));
    expect(cart === null || (cart as { cartItems: unknown[] }).cartItems.length === 0).toBe(true);
  });

  it("when a delivery order is placed with 'Leave at the door' on, then leaveAtDoor=true is sent", async () => {
    const sent = stubShop({ [PLACE]: { body: order({ orderType: 'DELIVERY', leaveAtDoor: true }) } });
    renderCheckout();
    await quoteShown(price(5998));
    await chooseDelivery();
    await quoteShown(price(6597));

    const toggle = screen.getByRole('switch', { name: 'Leave at the door' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(placeButton());

    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    const body = new URLSearchParams(requestsTo(sent, PLACE)[0]?.body);
    expect([body.get('orderType'), body.get('leaveAtDoor')]).toEqual(['DELIVERY', 'true']);
  });

  it("when placing fails, then the server's sentence alone is announced, and it can be tried again", async () => {
    const message = 'Margarita is no longer available. Please remove it from your cart.';
    stubShop({ [PLACE]: { status: 409, body: { message, code: 'CONFLICT' } } });
    renderCheckout();
    await quoteShown(price(5998));

    await userEvent.click(placeButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(placeButton()).toBeEnabled();
    expect(location()).toHaveTextContent('/checkout');
  });

  it('when the price changed since the quote (QUOTE_CHANGED), then the new quote is shown and placing again succeeds', async () => {
    const newQuote = quote({ totalCartAmount: 6198, totalPrice: 6398 });
    let attempts = 0;
    const sent = stubShop({
      [PLACE]: () => {
        attempts += 1;
        if (attempts === 1)
          return { status: 409, body: { message: ORDER_MESSAGES.quoteChanged, code: 'QUOTE_CHANGED', details: newQuote } };
        return { body: order({ totalPrice: 6398 }) };
      },
    });
    renderCheckout();
    await quoteShown(price(5998));

    await userEvent.click(placeButton());

    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_MESSAGES.quoteChanged);
    await quoteShown(price(6398));
    expect(within(summary()).getByText('Item Subtotal').nextSibling).toHaveTextContent(price(6198));
    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(requestsTo(sent, PLACE)).toHaveLength(2);
    expect(requestsTo(sent, PICKUP)).toHaveLength(1);
  });
});

describe('checkout: who may see it', () => {
  it('when nobody is logged in, then /checkout goes to /login and carries the way back', async () => {
    logOut();
    const sent = stubShop();
    const { router } = renderCheckout();

    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(router.state.location.state).toEqual({ redirectTo: '/checkout' });
    expect(requestsTo(sent, PICKUP)).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
