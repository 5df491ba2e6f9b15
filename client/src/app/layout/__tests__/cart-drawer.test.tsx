import '../../../test/setup';
import type { Cart } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CartButton, ViewCartBar } from '../../../features/cart';
import { useCartDrawerStore } from '../../../features/cart/stores/cart-drawer-store';
import { cartLine, cartOf, menuItem } from '../../../test/menu-cart-fixtures';
import { logIn, price, renderAt, type SentRequest, stubFetch, type StubAnswer } from '../../../test/menu-cart-support';
import { CartDrawerHost } from '../cart-drawer-host';

const DRINKS = [
  menuItem({ id: 'COC_001', name: 'Coca-Cola 330 ml', category: 'DRINKS', size: 'REGULAR', price: 699, imageUrl: '' }),
  menuItem({ id: 'FAN_001', name: 'Fanta 330 ml', category: 'DRINKS', size: 'REGULAR', price: 699 }),
];

/** A server that keeps one cart and applies PUTs to it, as the real one does. */
function stubCartServer(initial: Cart, overrides: Parameters<typeof stubFetch>[0] = {}): SentRequest[] {
  let cart = initial;
  return stubFetch({
    'GET /api/cart/user-email': () => ({ body: [cart] }),
    'GET /api/menuItem/get/category/DRINKS': { body: DRINKS },
    // Below the cheapest test cart, so Checkout is open unless a test sets a higher minimum.
    'GET /api/restaurant/restaurant-status': { body: { isOpen: true, minimumOrder: 2000 } },
    'PUT /api/cart/update/line-1': ({ url }) => {
      const quantity = Number(url.searchParams.get('quantity'));
      const lines = cart.cartItems.map((line) =>
        line.cartItemId === 'line-1' ? { ...line, quantity, totalPrice: 2899 * quantity } : line,
      );
      cart = cartOf(lines.filter((line) => line.quantity > 0));
      return { body: 'Cart item updated successfully' };
    },
    'POST /api/cart/add-to-cart': { body: 'Item added to cart successfully' },
    ...overrides,
  });
}

function renderDrawer() {
  const result = renderAt(
    <>
      <CartButton />
      <ViewCartBar />
      <CartDrawerHost />
    </>,
  );
  act(() => useCartDrawerStore.getState().open());
  return result;
}

const drawer = () => screen.findByRole('dialog', { name: 'Your Cart' });

beforeEach(() => {
  logIn();
  useCartDrawerStore.setState({ isOpen: false });
});

describe('cart drawer controls', () => {
  it('when a line has quantity 0, then it is hidden; the others show name, size, extras, instructions', async () => {
    stubCartServer(
      cartOf([
        cartLine({
          cartItemId: 'line-0',
          quantity: 0,
          totalPrice: 0,
          menuItem: { ...cartLine({ cartItemId: 'x' }).menuItem, name: 'Ghost pizza' },
        }),
        cartLine({
          cartItemId: 'line-1',
          quantity: 2,
          totalPrice: 2 * (4699 + 400),
          menuItem: { id: 'PIZ_002', name: 'Margarita', imageUrl: '', size: 'LARGE', price: 4699, allergens: [] },
          extras: [{ id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, allergens: [] }],
          instructions: 'Well done',
        }),
      ]),
    );
    renderDrawer();
    const panel = await drawer();
    const line = (await within(panel).findByRole('heading', { name: 'Margarita' })).closest('li') as HTMLElement;

    expect(within(panel).queryByText('Ghost pizza')).not.toBeInTheDocument();
    expect(within(line).getByText('Large')).toBeInTheDocument();
    expect(within(line).getByText('Extras: Extra cheese')).toBeInTheDocument();
    expect(within(line).getByText('“Well done”')).toBeInTheDocument();
    expect(within(line).getByText(price(2 * 4699 + 800))).toBeInTheDocument();
  });

  it('when plus is pressed, then the line goes up by 1 and badge, bar and total follow the reloaded cart', async () => {
    const sent = stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 1 })]));
    renderDrawer();
    const panel = await drawer();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Increase quantity of Margarita (Medium)' }));

    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.searchParams.get('quantity')).toBe('2');
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(within(panel).getByText('Items').parentElement).toHaveTextContent(price(2 * 2899));
  });

  it("when the cart has lines, then their sum is called 'Items' (not a total) and the fees to come are named", async () => {
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 2, totalPrice: 2 * 2899 })]));
    renderDrawer();
    const panel = await drawer();
    expect(await within(panel).findByText('Items')).toBeInTheDocument();
    expect(within(panel).queryByText('Total')).toBeNull();
    expect(
      within(panel).getByText(/Service fee, bottle deposit on drinks and delivery \(for delivery\) are added at checkout\./),
    ).toBeVisible();
  });

  it('when the minus at quantity 1 (a trash can) is pressed, then it sets 0 and the cart becomes empty', async () => {
    const sent = stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 1 })]));
    renderDrawer();
    const panel = await drawer();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Remove Margarita (Medium)' }));

    expect(sent.find((request) => request.method === 'PUT')?.url.searchParams.get('quantity')).toBe('0');
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    // An empty cart pins no '0 · View Cart · 0 Ft' bar over the menu, and offers nothing to go with.
    expect(screen.queryByRole('button', { name: /View Cart/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Popular Items' })).not.toBeInTheDocument();
    // The way back to the menu is a client-side link.
    await userEvent.click(within(panel).getByRole('link', { name: 'Browse the menu' }));
    expect(useCartDrawerStore.getState().isOpen).toBe(false);
  });

  it('when a request is running, then its buttons are disabled; when it fails, then the drawer says so', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 3, totalPrice: 3 * 2899 })]), {
      'PUT /api/cart/update/line-1': () => new Promise<StubAnswer>((resolve) => (answer = resolve)),
    });
    renderDrawer();
    const panel = await drawer();
    const minus = await within(panel).findByRole('button', { name: 'Decrease quantity of Margarita (Medium)' });
    const plus = within(panel).getByRole('button', { name: 'Increase quantity of Margarita (Medium)' });

    await userEvent.click(minus);
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
    act(() => answer({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent("Couldn't update this item. Please try again.");
    expect(minus).toBeEnabled();
  });

  it('when Checkout is pressed, then it navigates to /checkout and the drawer closes', async () => {
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1' })]));
    renderDrawer();
    const panel = await drawer();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(useCartDrawerStore.getState().isOpen).toBe(false);
  });

  it("when '+ Add more items' or Escape is used, then the drawer closes", async () => {
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1' })]));
    renderDrawer();
    const panel = await drawer();
    await userEvent.click(await within(panel).findByRole('button', { name: '+ Add more items' }));
    expect(useCartDrawerStore.getState().isOpen).toBe(false);

    act(() => useCartDrawerStore.getState().open());
    await userEvent.keyboard('{Escape}');
    expect(useCartDrawerStore.getState().isOpen).toBe(false);
  });

  it('when a drink is added from Popular Items, then it adds quantity 1 with no extras; a missing image uses the placeholder', async () => {
    const sent = stubCartServer(cartOf([cartLine({ cartItemId: 'line-1' })]));
    renderDrawer();
    const panel = await drawer();
    const add = await within(panel).findByRole('button', { name: 'Add Coca-Cola 330 ml' });
    const card = add.closest('li') as HTMLElement;

    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/menu/placeholder.svg');
    await userEvent.click(add);

    const post = sent.find((request) => request.method === 'POST');
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({ menuItemId: 'COC_001', quantity: '1', extraItemId: '' });
  });

  it('when the items are below the minimum order, then the cart says how much is missing and Checkout waits for it', async () => {
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 1, totalPrice: 2899 })]), {
      'GET /api/restaurant/restaurant-status': { body: { isOpen: true, minimumOrder: 3500 } },
    });
    renderDrawer();
    const panel = await drawer();

    expect(await within(panel).findByTestId('minimum-order')).toHaveTextContent(
      `Add ${price(601)} more to order: the minimum order is ${price(3500)}.`,
    );
    expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('when a line sold out since it was added, then it says so with a Remove button, and Checkout is disabled saying why', async () => {
    const soldOut = cartLine({ cartItemId: 'line-1', quantity: 2, totalPrice: 5798, available: false });
    const ok = cartLine({
      cartItemId: 'line-2',
      quantity: 5,
      totalPrice: 5 * 699,
      menuItem: { id: 'COC_001', name: 'Coca-Cola 330 ml', imageUrl: '', size: 'REGULAR', price: 699, allergens: [] },
    });
    const sent = stubCartServer(cartOf([soldOut, ok]));
    renderDrawer();
    const panel = await drawer();
    const line = (await within(panel).findByRole('heading', { name: 'Margarita' })).closest('li') as HTMLElement;
    expect(line).toHaveTextContent('No longer available today — remove it');
    const checkout = within(panel).getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Remove the items that are no longer available to check out.');
    const other = within(panel).getByRole('heading', { name: 'Coca-Cola 330 ml' }).closest('li') as HTMLElement;
    expect(other).not.toHaveTextContent('No longer available');

    await userEvent.click(within(line).getByRole('button', { name: 'Remove Margarita (Medium)' }));
    await waitFor(() =>
      expect(sent.some((request) => request.method === 'PUT' && request.url.searchParams.get('quantity') === '0')).toBe(true),
    );
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeEnabled());
  });

  it('when an add-on of a line sold out, then the line names it', async () => {
    stubCartServer(
      cartOf([
        cartLine({
          cartItemId: 'line-1',
          quantity: 2,
          totalPrice: 6598,
          available: false,
          extras: [{ id: 'EXT_001', name: 'Extra cheese', price: 400, available: false, allergens: [] }],
        }),
      ]),
    );
    renderDrawer();
    const panel = await drawer();
    expect(await within(panel).findByText(/Extra cheese: sold out\. No longer available today — remove it/)).toBeInTheDocument();
  });

  it('when the minimum is reached, then no minimum notice shows and Checkout is open', async () => {
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1', quantity: 2, totalPrice: 5798 })]), {
      'GET /api/restaurant/restaurant-status': { body: { isOpen: true, minimumOrder: 3500 } },
    });
    renderDrawer();
    const panel = await drawer();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeEnabled());
    expect(within(panel).queryByTestId('minimum-order')).not.toBeInTheDocument();
  });

  it('when there are many drinks, then at most 6 are suggested, none already in the cart, and they come after Checkout in Tab order', async () => {
    const drinks = Array.from({ length: 9 }, (_unused, index) =>
      menuItem({ id: `DRK_00${index}`, name: `Drink ${index}`, category: 'DRINKS', size: 'REGULAR', price: 500 }),
    );
    const inCart = cartLine({
      cartItemId: 'line-1',
      menuItem: { id: 'DRK_000', name: 'Drink 0', imageUrl: '', size: 'REGULAR', price: 500, allergens: [] },
      totalPrice: 500,
    });
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-2' }), inCart]), { 'GET /api/menuItem/get/category/DRINKS': { body: drinks } });
    renderDrawer();
    const panel = await drawer();

    await within(panel).findByRole('button', { name: 'Add Drink 1' });
    const suggested = within(panel)
      .getAllByRole('button', { name: /^Add Drink/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(suggested).toEqual(['Add Drink 1', 'Add Drink 2', 'Add Drink 3', 'Add Drink 4', 'Add Drink 5', 'Add Drink 6']);
    const checkout = within(panel).getByRole('button', { name: 'Checkout' });
    const firstAdd = within(panel).getByRole('button', { name: 'Add Drink 1' });
    expect(checkout.compareDocumentPosition(firstAdd) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when one drink is being added, then only its own Add button waits; a failure is said on that card', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    stubCartServer(cartOf([cartLine({ cartItemId: 'line-1' })]), {
      'POST /api/cart/add-to-cart': () => new Promise<StubAnswer>((resolve) => (answer = resolve)),
    });
    renderDrawer();
    const panel = await drawer();
    const cola = await within(panel).findByRole('button', { name: 'Add Coca-Cola 330 ml' });
    const fanta = within(panel).getByRole('button', { name: 'Add Fanta 330 ml' });

    await userEvent.click(cola);
    expect(cola).toBeDisabled();
    expect(fanta).toBeEnabled();
    act(() => answer({ status: 400, body: { message: 'Item not available', code: 'VALIDATION_ERROR' } }));

    const card = cola.closest('li') as HTMLElement;
    expect(await within(card).findByRole('alert')).toHaveTextContent("Couldn't add it. Please try again.");
    expect(cola).toBeEnabled();
  });
});
