import '../../../test/setup';
import type { Extra } from '@pizza/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { menuItem } from '../../../test/menu-cart-fixtures';
import { untilTime } from '../components/menu-tab/products';
import { fakeServer, type FakeServer, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const MENU = [
  menuItem(),
  menuItem({ id: 'PIZ_002', size: 'LARGE', price: 4699 }),
  menuItem({ id: 'PIZ_005', name: 'Pepperoni', price: 3700 }),
  menuItem({ id: 'PIZ_006', name: 'Pepperoni', size: 'LARGE', price: 4999 }),
  menuItem({ id: 'COC_001', name: 'Coca-Cola 330 ml', category: 'DRINKS', size: 'REGULAR', price: 699 }),
];
const EXTRAS: Extra[] = [
  { id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, translations: { hu: { name: 'Extra sajt' } }, allergens: [] },
  { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, allergens: [] },
];

async function openMenuTab(overrides: Partial<FakeServer> = {}, tab = /^Menu/) {
  signInStaff();
  const server = fakeServer({ menuItems: MENU, extras: EXTRAS, ...overrides });
  stubBoardServer(server);
  renderBoard();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }));
  await screen.findByRole('heading', { name: 'Margarita' });
  return { server, user };
}

const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

beforeEach(() => {
  resetBoardState();
  void changeLanguage('en');
});

describe('the board Menu tab', () => {
  it('when the whole product is switched sold out, then it shows at once, the server gets { soldOut: true } and the tab counts it', async () => {
    const { server, user } = await openMenuTab();
    const whole = within(row('Margarita')).getByRole('switch', { name: 'Margarita: all sizes sold out' });
    expect(whole).toHaveAttribute('aria-checked', 'false');
    await user.click(whole);
    expect(whole).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(server.availabilityPuts).toEqual([{ path: '/api/menuItem/PIZ_001/availability', body: { soldOut: true } }]));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Menu/ })).toHaveTextContent('Menu1'));
    expect(within(row('Margarita')).getByRole('switch', { name: 'Margarita, Large: sold out' })).toHaveAttribute('aria-checked', 'true');
    expect(row('Margarita')).toHaveAttribute('data-sold-out', 'true');
  });

  it('when only one size is switched, then the request names that size and the row says which size is sold out', async () => {
    const { server, user } = await openMenuTab();
    await user.click(within(row('Pepperoni')).getByRole('switch', { name: 'Pepperoni, Large: sold out' }));
    await waitFor(() =>
      expect(server.availabilityPuts).toEqual([{ path: '/api/menuItem/PIZ_006/availability', body: { soldOut: true, sizes: ['LARGE'] } }]),
    );
    expect(await within(row('Pepperoni')).findByText(/Large sold out/)).toBeInTheDocument();
    expect(within(row('Pepperoni')).getByRole('switch', { name: 'Pepperoni: all sizes sold out' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('when the server refuses, then the switch goes back and the reason is shown', async () => {
    const { user } = await openMenuTab({ availabilityAnswer: { status: 403, message: 'Staff only' } });
    const whole = within(row('Margarita')).getByRole('switch', { name: 'Margarita: all sizes sold out' });
    await user.click(whole);
    expect(await screen.findByRole('alert')).toHaveTextContent('Margarita could not be changed: Staff only');
    expect(whole).toHaveAttribute('aria-checked', 'false');
  });

  it('when "a time today" is chosen, then the request carries that time as until', async () => {
    const { server, user } = await openMenuTab();
    await user.click(screen.getByRole('radio', { name: 'A time today' }));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '21:30' } });
    await user.click(within(row('Coca-Cola 330 ml')).getByRole('switch', { name: 'Coca-Cola 330 ml: all sizes sold out' }));
    await waitFor(() => expect(server.availabilityPuts).toHaveLength(1));
    const body = server.availabilityPuts![0]!.body as { soldOut: boolean; until: string };
    expect(body.soldOut).toBe(true);
    expect(body.until).toBe(untilTime('21:30', new Date()));
  });

  it('when searching and filtering, then only matching dishes (accents ignored) and add-ons are listed; add-ons switch too', async () => {
    const { server, user } = await openMenuTab();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'pepp');
    expect(screen.queryByRole('heading', { name: 'Margarita' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pepperoni' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'DRINKS');
    expect(screen.getByRole('heading', { name: 'Coca-Cola 330 ml' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Margarita' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'ALL');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'mush');
    await user.click(screen.getByRole('switch', { name: 'Mushrooms: sold out' }));
    await waitFor(() => expect(server.availabilityPuts).toEqual([{ path: '/api/extras/EXT_002/availability', body: { soldOut: true } }]));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'xyz');
    expect(screen.getByText('Nothing matches “mushxyz”.')).toBeInTheDocument();
  });

  it('when it is switched back, then { soldOut: false } is sent; every switch is reachable with the keyboard', async () => {
    const soldOut = MENU.map((item) =>
      item.name === 'Margarita' ? { ...item, available: false, soldOutUntil: '2026-03-13T10:00:00.000Z' } : item,
    );
    const { server, user } = await openMenuTab({ menuItems: soldOut });
    const whole = within(row('Margarita')).getByRole('switch', { name: 'Margarita: all sizes sold out' });
    expect(whole).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Only what is sold out' }));
    expect(screen.queryByRole('heading', { name: 'Pepperoni' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add-ons' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Only what is sold out' }));
    whole.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.availabilityPuts).toEqual([{ path: '/api/menuItem/PIZ_001/availability', body: { soldOut: false } }]),
    );
    expect(whole).toHaveAttribute('aria-checked', 'false');
  });

  it('when the board is in Hungarian, then the tab and its controls are too', async () => {
    await changeLanguage('hu');
    await openMenuTab({}, /^Menü/);
    expect(screen.getByRole('searchbox', { name: 'Keresés név szerint' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Extra sajt: elfogyott' })).toBeInTheDocument();
  });
});
