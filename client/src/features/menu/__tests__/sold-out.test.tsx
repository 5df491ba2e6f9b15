import '../../../test/setup';
import type { Extra } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';

import { changeLanguage } from '../../../lib/i18n';
import { soldOutText } from '../../../lib/sold-out';
import { menuItem } from '../../../test/menu-cart-fixtures';
import { logIn, logOut, price, renderAt, stubFetch } from '../../../test/menu-cart-support';
import { ItemModalHost } from '../components/item-modal/item-modal-host';
import { MenuItemCard } from '../components/menu-item-card';
import { useItemModalStore } from '../stores/item-modal-store';

const TOMORROW = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
const STATUS = { isOpen: true, reason: 'hours', services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: true } }, busyExtraMinutes: 0 };
const EXTRAS: Extra[] = [
  { id: 'EXT_001', name: 'Extra cheese', price: 400, available: false, soldOutUntil: TOMORROW, allergens: [] },
  { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, allergens: [] },
];

beforeEach(() => {
  logOut();
  useItemModalStore.setState({ itemId: null, draft: null });
  void changeLanguage('en');
});

describe('the words of a sold-out', () => {
  const t = i18next.t.bind(i18next);
  const now = new Date('2026-02-10T12:00:00Z'); // 13:00 in Budapest

  it('when it ends later today at a time staff chose, then "Sold out until 18:00"; tomorrow or at the next opening, "Sold out today"', () => {
    expect(soldOutText(t, '2026-02-10T17:00:00.000Z', now)).toBe('Sold out until 18:00');
    expect(soldOutText(t, '2026-02-11T10:00:00.000Z', now)).toBe('Sold out today');
    expect(soldOutText(t, '2026-02-10T17:00:00.000Z', now, '2026-02-10T17:00:00.000Z')).toBe('Sold out today');
    expect(soldOutText(t, undefined, now)).toBe('Sold out today');
  });

  it('when the shop is in Hungarian, then "Elfogyott 18:00-ig" and "Ma elfogyott"', async () => {
    await changeLanguage('hu');
    expect(soldOutText(t, '2026-02-10T17:00:00.000Z', now)).toBe('Elfogyott 18:00-ig');
    expect(soldOutText(t, '2026-02-11T10:00:00.000Z', now)).toBe('Ma elfogyott');
  });
});

describe('the home card of a sold-out item', () => {
  it('when the item is sold out, then the card is greyed and says "Sold out today" instead of a price', async () => {
    stubFetch({ 'GET /api/restaurant/restaurant-status': { body: STATUS } });
    renderAt(
      <ul>
        <MenuItemCard item={menuItem({ available: false, soldOutUntil: TOMORROW, soldOutSizes: ['MEDIUM', 'LARGE'] })} />
        <MenuItemCard item={menuItem({ id: 'PIZ_005', name: 'Pepperoni', price: 3700 })} />
      </ul>,
    );
    const soldOut = screen.getByRole('button', { name: 'Margarita' }).closest('article') as HTMLElement;
    expect(soldOut).toHaveAttribute('data-sold-out', 'true');
    expect(within(soldOut).getByText('Sold out today')).toBeInTheDocument();
    expect(within(soldOut).queryByText(price(2899))).not.toBeInTheDocument();
    // The allergens are read with the dish (docs/product/menu.md#allergens).
    expect(screen.getByRole('button', { name: 'Margarita' })).toHaveAccessibleDescription(
      'Sold out today Contains: Cereals containing gluten, Milk',
    );
    const available = screen.getByRole('button', { name: 'Pepperoni' }).closest('article') as HTMLElement;
    expect(available).not.toHaveAttribute('data-sold-out');
    expect(within(available).getByText(price(3700))).toBeInTheDocument();
  });
});

describe('the item modal with something sold out', () => {
  it('when LARGE is sold out, then that size is disabled with the label and Add still adds MEDIUM', async () => {
    logIn();
    const medium = menuItem({ soldOutSizes: ['LARGE'], extraIds: ['EXT_001', 'EXT_002'] });
    const large = menuItem({
      id: 'PIZ_002',
      size: 'LARGE',
      price: 4699,
      available: false,
      soldOutUntil: TOMORROW,
      soldOutSizes: ['LARGE'],
    });
    const sent = stubFetch({
      'GET /api/menuItem/get/PIZ_001': { body: medium },
      'GET /api/menuItem/get/name/size': ({ url }) => ({ body: url.searchParams.get('size') === 'LARGE' ? [large] : [medium] }),
      'GET /api/extras/get/all': { body: EXTRAS },
      'GET /api/restaurant/restaurant-status': { body: STATUS },
      'GET /api/cart/user-email': { body: [] },
      'POST /api/cart/add-to-cart': { body: 'Item added to cart successfully' },
    });
    renderAt(<ItemModalHost />);
    act(() => useItemModalStore.getState().open('PIZ_001'));
    const dialog = await screen.findByRole('dialog', { name: 'Margarita' });
    const largeRadio = within(dialog).getByRole('radio', { name: /Large/ });
    await waitFor(() => expect(largeRadio).toBeDisabled());
    expect(within(dialog).getByText('Large: Sold out today')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose add-ons' }));
    const cheese = await within(dialog).findByRole('checkbox', { name: /Extra cheese/ });
    expect(cheese).toBeDisabled();
    expect(within(cheese.closest('label') as HTMLElement).getByText('Sold out')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Add to Cart - / }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(new URLSearchParams(sent.find((request) => request.method === 'POST')!.body).get('menuItemId')).toBe('PIZ_001');
  });

  it('when a one-size item is sold out, then Add is disabled, says why, and nothing is sent', async () => {
    logIn();
    const cola = menuItem({
      id: 'COC_001',
      name: 'Coca-Cola 330 ml',
      size: 'REGULAR',
      price: 699,
      available: false,
      soldOutUntil: TOMORROW,
    });
    const sent = stubFetch({
      'GET /api/menuItem/get/COC_001': { body: cola },
      'GET /api/restaurant/restaurant-status': { body: STATUS },
    });
    renderAt(<ItemModalHost />);
    act(() => useItemModalStore.getState().open('COC_001'));
    const dialog = await screen.findByRole('dialog', { name: 'Coca-Cola 330 ml' });
    const add = within(dialog).getByRole('button', { name: 'Sold out' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sold out today');
    await userEvent.click(add);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('when the server answers 409 because it sold out meanwhile, then its message is shown as is', async () => {
    logIn();
    const message = 'Margarita (medium) is sold out right now. Please choose something else.';
    stubFetch({
      'GET /api/menuItem/get/PIZ_001': { body: menuItem() },
      'GET /api/menuItem/get/name/size': ({ url }) => ({ body: url.searchParams.get('size') === 'MEDIUM' ? [menuItem()] : [] }),
      'GET /api/extras/get/all': { body: EXTRAS },
      'GET /api/restaurant/restaurant-status': { body: STATUS },
      'POST /api/cart/add-to-cart': { status: 409, body: { message, code: 'CONFLICT' } },
    });
    renderAt(<ItemModalHost />);
    act(() => useItemModalStore.getState().open('PIZ_001'));
    const dialog = await screen.findByRole('dialog', { name: 'Margarita' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add to Cart - / }));
    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
  });
});
