import '../../../test/setup';
import type { Extra, MenuItem } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartLine, cartOf, menuItem } from '../../../test/menu-cart-fixtures';
import { logIn, logOut, price, renderAt, type SentRequest, stubFetch } from '../../../test/menu-cart-support';
import { CartButton } from '../../cart';
import { ItemModalHost } from '../components/item-modal/item-modal-host';
import { useItemModalStore } from '../stores/item-modal-store';

/** The pizza offers both add-ons (its extraIds): the modal lists only the dish's own. */
const MEDIUM = menuItem({ extraIds: ['EXT_001', 'EXT_002'] });
const LARGE = menuItem({ id: 'PIZ_002', size: 'LARGE', price: 4699, extraIds: ['EXT_001', 'EXT_002'] });
const EXTRAS: Extra[] = [
  { id: 'EXT_001', name: 'Extra cheese', price: 400, available: true, allergens: [] },
  { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, allergens: [] },
];

/** The menu API of the seed, with a decoy second LARGE result: the modal must use element [0]. */
function stubMenu(
  extraRoutes: Parameters<typeof stubFetch>[0] = {},
  largeResults: MenuItem[] = [LARGE, { ...LARGE, id: 'PIZ_999', price: 9999 }],
) {
  return stubFetch({
    'GET /api/menuItem/get/PIZ_001': { body: MEDIUM },
    'GET /api/menuItem/get/PIZ_002': { body: LARGE },
    'GET /api/menuItem/get/name/size': ({ url }) => ({ body: url.searchParams.get('size') === 'LARGE' ? largeResults : [MEDIUM] }),
    'GET /api/extras/get/all': { body: EXTRAS },
    ...extraRoutes,
  });
}

async function openItem(id = 'PIZ_001') {
  act(() => useItemModalStore.getState().open(id));
  return screen.findByRole('dialog', { name: id === 'PIZ_001' ? 'Margarita' : /Margarita/ });
}

const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Add to Cart - / });

/** Large, both extras, quantity 3: the journey of the browser test, priced on screen. */
async function chooseLargeWithExtras(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('radio', { name: 'Large' }));
  await within(dialog).findByText(price(4699));
  await user.click(within(dialog).getByRole('button', { name: 'Choose add-ons' }));
  await user.click(await within(dialog).findByRole('checkbox', { name: /Extra cheese/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Mushrooms/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
  return user;
}

beforeEach(() => {
  logOut();
  sessionStorage.clear();
  useItemModalStore.setState({ itemId: null, draft: null });
});

describe('item modal price logic', () => {
  it('when the size changes to LARGE, then price and id come from the first name/size result', async () => {
    const sent = stubMenu();
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    expect(within(dialog).getByText(price(2899))).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));

    expect(await within(dialog).findByText(price(4699))).toBeInTheDocument();
    expect(addButton(dialog)).toHaveTextContent(`Add to Cart - ${price(4699)}`);
    const lookup = sent.find(
      (request) => request.url.pathname === '/api/menuItem/get/name/size' && request.url.searchParams.get('size') === 'LARGE',
    );
    expect(lookup?.url.searchParams.get('name')).toBe('Margarita');
  });

  it('when add-ons are ticked and unticked, then the displayed price adds and subtracts them', async () => {
    stubMenu();
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Choose add-ons' }));
    const cheese = await within(dialog).findByRole('checkbox', { name: /Extra cheese/ });

    await user.click(cheese);
    expect(within(dialog).getByText(price(2899 + 400))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Mushrooms/ }));
    expect(within(dialog).getByText(price(2899 + 700))).toBeInTheDocument();
    await user.click(cheese);
    expect(within(dialog).getByText(price(2899 + 300))).toBeInTheDocument();
  });

  it('when minus is pressed at 1, then the quantity stays 1; the button shows price x quantity', async () => {
    stubMenu();
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    const user = userEvent.setup();
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    const quantity = within(dialog).getByRole('group', { name: 'Quantity' });

    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(quantity).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveTextContent('3');
    expect(addButton(dialog)).toHaveTextContent(`Add to Cart - ${price(2899 * 3)}`);
    await user.click(minus);
    expect(quantity).toHaveTextContent('2');
  });

  it('when a product has no LARGE size, then that option is disabled with a hint', async () => {
    stubMenu({}, []);
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Large' })).toBeDisabled());
    expect(within(dialog).getByText('Not available in Large size')).toBeInTheDocument();
  });

  it('when the item is REGULAR and offers no add-ons, then there is neither a size toggle nor add-ons', async () => {
    stubFetch({
      'GET /api/menuItem/get/COC_001': { body: menuItem({ id: 'COC_001', name: 'Coca-Cola 330 ml', size: 'REGULAR', price: 699 }) },
    });
    renderAt(<ItemModalHost />);
    act(() => useItemModalStore.getState().open('COC_001'));
    const dialog = await screen.findByRole('dialog', { name: 'Coca-Cola 330 ml' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Choose add-ons' })).not.toBeInTheDocument();
    expect(addButton(dialog)).toHaveTextContent(`Add to Cart - ${price(699)}`);
  });
});

describe('item modal add to cart', () => {
  it('when logged in, then it posts the chosen line form-encoded, closes, and the cart reloads', async () => {
    logIn();
    let cartAnswer: unknown = [];
    const sent: SentRequest[] = stubMenu({
      'GET /api/cart/user-email': () => ({ body: cartAnswer }),
      'POST /api/cart/add-to-cart': () => {
        cartAnswer = [cartOf([cartLine({ cartItemId: 'line-1', quantity: 3, totalPrice: (4699 + 700) * 3 })])];
        return { body: 'Item added to cart successfully' };
      },
    });
    renderAt(
      <>
        <CartButton />
        <ItemModalHost />
      </>,
    );
    const dialog = await openItem();
    const user = await chooseLargeWithExtras(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Special Instructions' }), 'No basil');
    expect(addButton(dialog)).toHaveTextContent(`Add to Cart - ${price((4699 + 700) * 3)}`);

    await user.click(addButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = sent.find((request) => request.method === 'POST');
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
      menuItemId: 'PIZ_002',
      quantity: '3',
      extraItemId: 'EXT_001,EXT_002',
      instructions: 'No basil',
    });
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('when the server refuses the line, then the modal stays open and says why', async () => {
    logIn();
    stubMenu({
      'GET /api/cart/user-email': { body: [] },
      'POST /api/cart/add-to-cart': { status: 400, body: { message: 'Menu Item Not Found: PIZ_001', code: 'NOT_FOUND' } },
    });
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    await userEvent.click(addButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Menu Item Not Found: PIZ_001');
  });

  it('when logged out, then it goes to /login and coming back with ?item= restores the choices', async () => {
    const sent = stubMenu();
    const { router } = renderAt(<ItemModalHost />);
    const dialog = await openItem();
    const user = await chooseLargeWithExtras(dialog);

    await user.click(addButton(dialog));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(router.state.location.state).toEqual({ redirectTo: '/?item=PIZ_002' });
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await act(() => router.navigate('/?item=PIZ_002'));
    const reopened = await screen.findByRole('dialog', { name: 'Margarita' });
    expect(within(reopened).getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(within(reopened).getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await waitFor(() => expect(addButton(reopened)).toHaveTextContent(`Add to Cart - ${price((4699 + 700) * 3)}`));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('when the page reloads on the way (the sign-up SMS step), then the waiting choices survive in this tab', async () => {
    stubMenu();
    renderAt(<ItemModalHost />);
    const user = await chooseLargeWithExtras(await openItem());
    await user.click(addButton(screen.getByRole('dialog')));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));

    // A reload: a fresh store module reads what this tab kept.
    await jest.isolateModulesAsync(async () => {
      const { useItemModalStore: fresh } = await import('../stores/item-modal-store');
      expect(fresh.getState().draft).toMatchObject({ itemId: 'PIZ_002', name: 'Margarita', quantity: 3, extraIds: ['EXT_001', 'EXT_002'] });
    });
    act(() => useItemModalStore.getState().close());
    expect(sessionStorage.getItem('pendingAdd')).toBeNull();
  });

  it('when Escape is pressed, then the modal closes and focus returns to the opener', async () => {
    stubMenu();
    renderAt(
      <>
        <button type="button" onClick={() => useItemModalStore.getState().open('PIZ_001')}>
          Open Margarita
        </button>
        <ItemModalHost />
      </>,
    );
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Open Margarita' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Margarita' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

/** An answer the test releases when it wants to: the request stays in flight until then. */
function deferred<T>(value: T) {
  let release: () => void = () => undefined;
  const answered = new Promise<T>((resolve) => (release = () => resolve(value)));
  return { answer: () => answered, release };
}

const SERVER_ERROR = { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } };

describe('item modal when requests are slow or fail', () => {
  it('when restored add-ons come back before the add-on list, then Add waits until their prices are known', async () => {
    const extras = deferred({ body: EXTRAS });
    stubMenu({ 'GET /api/extras/get/all': extras.answer });
    useItemModalStore.setState({ draft: { itemId: 'PIZ_001', name: 'Margarita', extraIds: ['EXT_001'], quantity: 2, instructions: '' } });
    renderAt(<ItemModalHost />);
    const dialog = await openItem();

    const add = within(dialog).getByRole('button', { name: /^Add to Cart/ });
    expect(add).toBeDisabled();
    expect(add).toHaveTextContent(/^Add to Cart$/);
    expect(within(dialog).queryByText(price(2899))).not.toBeInTheDocument();

    act(() => extras.release());

    await waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveTextContent(`Add to Cart - ${price((2899 + 400) * 2)}`);
    expect(within(dialog).getByText(price(2899 + 400))).toBeInTheDocument();
  });

  it('when a restored add-on is no longer sold, then it is dropped from the price and the count', async () => {
    stubMenu();
    useItemModalStore.setState({
      draft: { itemId: 'PIZ_001', name: 'Margarita', extraIds: ['EXT_001', 'EXT_404'], quantity: 1, instructions: '' },
    });
    renderAt(<ItemModalHost />);
    const dialog = await openItem();

    await waitFor(() => expect(addButton(dialog)).toHaveTextContent(`Add to Cart - ${price(2899 + 400)}`));
    expect(within(dialog).getByRole('button', { name: /Choose add-ons/ })).toHaveTextContent('1 selected');
  });

  it('when the size lookup fails, then Retry (disabled while it runs) loads the size and enables Add', async () => {
    let largeLookups = 0;
    const large = deferred({ body: [LARGE] });
    stubMenu({
      'GET /api/menuItem/get/name/size': ({ url }) => {
        if (url.searchParams.get('size') === 'MEDIUM') return { body: [MEDIUM] };
        largeLookups += 1;
        return largeLookups === 1 ? SERVER_ERROR : large.answer();
      },
    });
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    const user = userEvent.setup();
    await waitFor(() => expect(largeLookups).toBe(1));

    await user.click(within(dialog).getByRole('radio', { name: 'Large' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load this size.");
    expect(within(dialog).getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();

    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());
    expect(largeLookups).toBe(2);

    act(() => large.release());

    expect(await within(dialog).findByText(price(4699))).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(addButton(dialog)).toBeEnabled();
  });

  it('when the add-ons fail to load, then their Retry is disabled while it runs and then lists them', async () => {
    let lookups = 0;
    const extras = deferred({ body: EXTRAS });
    stubMenu({
      'GET /api/extras/get/all': () => {
        lookups += 1;
        return lookups === 1 ? SERVER_ERROR : extras.answer();
      },
    });
    renderAt(<ItemModalHost />);
    const dialog = await openItem();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Choose add-ons' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load the add-ons.");

    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());

    act(() => extras.release());

    expect(await within(dialog).findByRole('checkbox', { name: /Extra cheese/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
