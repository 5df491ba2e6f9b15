import '../../../test/setup';
import type { Cart, PriceChange } from '@pizza/shared';
import { act, screen, within } from '@testing-library/react';

import { CartButton } from '../../../features/cart';
import { useCartDrawerStore } from '../../../features/cart/stores/cart-drawer-store';
import { changeLanguage } from '../../../lib/i18n';
import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { logIn, renderAt, stubFetch } from '../../../test/menu-cart-support';
import { CartDrawerHost } from '../cart-drawer-host';

const LARGE_CHANGE: PriceChange = {
  cartItemId: 'line-1',
  menuItemId: 'PIZ_002',
  name: 'Margarita',
  translations: { hu: { name: 'Margherita' } },
  size: 'LARGE',
  before: 3199,
  after: 3299,
};
const COLA_CHANGE: PriceChange = {
  cartItemId: 'line-2',
  menuItemId: 'COC_001',
  name: 'Coca-Cola 330 ml',
  size: 'REGULAR',
  before: 699,
  after: 649,
};

/** A Margarita with extra cheese (milk) and a cola, both re-priced since the customer last saw the cart. */
const CART: Cart = {
  ...cartOf([
    cartLine({
      cartItemId: 'line-1',
      totalPrice: 3699,
      menuItem: { id: 'PIZ_002', name: 'Margarita', imageUrl: '', size: 'LARGE', price: 3299, allergens: ['milk', 'gluten'] },
      extras: [{ id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, allergens: ['milk', 'eggs'] }],
    }),
    cartLine({
      cartItemId: 'line-2',
      totalPrice: 649,
      menuItem: { id: 'COC_001', name: 'Coca-Cola 330 ml', imageUrl: '', size: 'REGULAR', price: 649, allergens: [] },
    }),
  ]),
  priceChanges: [LARGE_CHANGE, COLA_CHANGE],
};

async function openDrawer(cart: Cart) {
  stubFetch({
    'GET /api/cart/user-email': { body: [cart] },
    'GET /api/menuItem/get/category/DRINKS': { body: [] },
    'GET /api/restaurant/restaurant-status': { body: { isOpen: true, minimumOrder: 2000 } },
  });
  renderAt(
    <>
      <CartButton />
      <CartDrawerHost />
    </>,
  );
  act(() => useCartDrawerStore.getState().open());
  const drawer = await screen.findByRole('dialog', { name: /Your Cart|Az Ön kosara/ });
  await within(drawer).findAllByRole('listitem');
  return drawer;
}

beforeEach(async () => {
  logIn();
  useCartDrawerStore.setState({ isOpen: false });
  await changeLanguage('en');
});

describe('the cart after a price change', () => {
  it('when prices changed since the customer saw the cart, then one sentence per change shows above the lines as a status', async () => {
    const drawer = await openDrawer(CART);
    const notice = within(drawer).getAllByTestId('price-change')[0]!.closest('[role="status"]') as HTMLElement;
    const sentences = within(notice)
      .getAllByTestId('price-change')
      .map((sentence) => sentence.textContent?.replace(/\s/g, ' '));
    expect(sentences).toEqual([
      'The Margarita (large) now costs HUF 3,299 instead of HUF 3,199.',
      'The Coca-Cola 330 ml now costs HUF 649 instead of HUF 699.',
    ]);
    // Above the lines: the notice comes first in the drawer's reading order.
    const firstLine = within(drawer).getByRole('heading', { name: 'Margarita' });
    expect(notice.compareDocumentPosition(firstLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the reader reads Hungarian, then the sentence is Hungarian, with the dish and the size in Hungarian', async () => {
    await changeLanguage('hu');
    const drawer = await openDrawer(CART);
    expect(within(drawer).getAllByTestId('price-change')[0]?.textContent?.replace(/\s/g, ' ')).toBe(
      'Margherita (nagy): mostantól 3 299 Ft, eddig 3 199 Ft.',
    );
  });

  it('when nothing changed, then there is no notice', async () => {
    const drawer = await openDrawer({ ...CART, priceChanges: undefined });
    expect(within(drawer).queryByTestId('price-change')).not.toBeInTheDocument();
    expect(within(drawer).queryByText(/now costs/)).not.toBeInTheDocument();
  });

  it("when a line has add-ons, then its allergens are the dish's and the add-ons' together, each once, with their names", async () => {
    const drawer = await openDrawer(CART);
    const line = within(drawer).getByRole('heading', { name: 'Margarita' }).closest('li') as HTMLElement;
    expect(within(line).getByTitle('Cereals containing gluten, Eggs, Milk')).toHaveTextContent(
      /^Allergens137Contains: Cereals containing gluten, Eggs, Milk$/,
    );
    const cola = within(drawer).getByRole('heading', { name: 'Coca-Cola 330 ml' }).closest('li') as HTMLElement;
    expect(within(cola).queryByText(/^Contains:/)).not.toBeInTheDocument();
  });
});
