import '../../../test/setup';
import { MENU_ADMIN_MESSAGES } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../test/fake-order-socket';
import { dish, extra, fakeMenuServer, renderMenuEditor, requestsTo, resetMenuEditorState } from './menu-editor-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => {
  resetFakeSockets();
  resetMenuEditorState();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const dialog = () => screen.findByRole('dialog');
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true });
/** A dish row's line of sizes and prices (each size with its price in a span of its own). */
const findPrices = (text: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && element.textContent?.replace(/\s+/g, ' ') === text);

describe('the menu editor: the list', () => {
  it('when the menu loads, then the sections come in the customer order with each dish, its prices, allergens and hidden badge', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ name: 'Margarita' }), dish({ name: 'Secret', visible: false })];
    renderMenuEditor(server);
    const pizza = await screen.findByRole('region', { name: /Classic Pizza/ });
    const margarita = within(pizza).getByRole('heading', { name: 'Margarita' }).closest('li') as HTMLElement;
    expect(margarita).toHaveTextContent('Medium HUF 2,990 · Large HUF 3,990');
    expect(margarita).toHaveTextContent('Allergens: 1, 7');
    expect(within(pizza).getByRole('heading', { name: 'Secret' }).closest('li')).toHaveTextContent('Hidden');
    expect(screen.getAllByRole('region').map((section) => section.querySelector('h2')?.firstChild?.textContent)).toEqual([
      'Classic Pizza',
      'Beverages',
    ]);
    expect(
      within(screen.getByRole('region', { name: /Beverages/ })).getByText('No dishes here yet. Add the first with New dish.'),
    ).toBeInTheDocument();
  });

  it('when a kitchen member opens the page, then it says the role does not open it and asks for no menu', async () => {
    const server = fakeMenuServer({ role: 'KITCHEN' });
    const { sent } = renderMenuEditor(server);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(requestsTo(sent, 'GET /api/admin/menu')).toHaveLength(0);
  });

  it('when a section is moved down, then the new order of all sections is sent and shown', async () => {
    const { sent } = renderMenuEditor(fakeMenuServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Move the Classic Pizza section down' }));
    await waitFor(() => expect(requestsTo(sent, 'PUT /api/admin/menu/categories/order')[0]?.body).toEqual({ ids: ['DRINKS', 'PIZZA'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move the Classic Pizza section up' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Move the Beverages section up' })).toBeDisabled();
  });
});

describe('the menu editor: live', () => {
  it("when someone else saves a price, then the open list shows it from the staff channel's menu-changed, with no reload", async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ id: 'margarita', name: 'Margarita' })];
    const { sent, queryClient } = renderMenuEditor(server);
    expect(await findPrices('Medium HUF 2,990 · Large HUF 3,990')).toBeInTheDocument();
    await waitFor(() => expect(openedSockets).toHaveLength(1));
    const socket = latestSocket();
    act(() => void socket.serverAccepts());
    expect(socket.handshakes).toEqual([{ token: 'staff-jwt' }]);
    // The first connect reads the menu again (it cannot vouch for before): wait for that to land first.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const reads = requestsTo(sent, 'GET /api/admin/menu').length;

    server.menu = {
      ...server.menu,
      dishes: server.menu.dishes.map((entry) => ({
        ...entry,
        version: entry.version + 1,
        sizes: entry.sizes.map((size) => (size.size === 'LARGE' ? { ...size, price: 4290 } : size)),
      })),
    };
    act(() =>
      socket.serverSends({
        seq: 12,
        eventId: 'e12',
        occurredAt: new Date().toISOString(),
        type: 'menu-changed',
        change: { kind: 'dish', action: 'updated', ids: ['margarita'], name: 'Margarita', repricedItemIds: ['item-l'] },
      }),
    );
    expect(await findPrices('Medium HUF 2,990 · Large HUF 4,290')).toBeInTheDocument();
    expect(requestsTo(sent, 'GET /api/admin/menu')).toHaveLength(reads + 1);
  });
});

describe('the menu editor: a dish', () => {
  it('when a price is changed and saved, then the PUT names the version it was made from and the list shows the new price', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ id: 'margarita', name: 'Margarita', version: 4 })];
    const { sent } = renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    await userEvent.clear(field(panel, 'Large price'));
    await userEvent.type(field(panel, 'Large price'), '4 190');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Margarita saved.')).toBeInTheDocument();
    const [put] = requestsTo(sent, 'PUT /api/admin/menu/dishes/margarita');
    expect(put?.body).toMatchObject({
      version: 4,
      sizes: [
        { size: 'MEDIUM', price: 2990 },
        { size: 'LARGE', price: 4190 },
      ],
    });
    expect(await findPrices('Medium HUF 2,990 · Large HUF 4,190')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the price is wrong, then the field says why and nothing is sent', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ name: 'Margarita' })];
    const { sent } = renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    await userEvent.clear(field(panel, 'Medium price'));
    await userEvent.type(field(panel, 'Medium price'), '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(field(panel, 'Medium price')).toHaveAccessibleDescription('The price is at least 1 Ft.');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('when the reader reads Hungarian, then the field says it in Hungarian', async () => {
    await i18n.changeLanguage('hu');
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ name: 'Margarita', translations: { hu: { name: 'Margaréta', description: '' } } })];
    renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Margaréta szerkesztése' }));
    const panel = await dialog();
    await userEvent.clear(field(panel, 'Közepes ár'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Mentés' }));
    expect(field(panel, 'Közepes ár')).toHaveAccessibleDescription('Adja meg az árat forintban.');
  });

  it('when someone else saved meanwhile, then the 409 is shown with Reload, the typed input stays, and the next save builds on their version', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ id: 'margarita', name: 'Margarita', version: 1 })];
    server.beforeWrite = (current) => {
      current.beforeWrite = undefined;
      current.menu.dishes = current.menu.dishes.map((entry) => ({ ...entry, description: 'Their change', version: 2 }));
    };
    const { sent } = renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    await userEvent.clear(field(panel, 'Large price'));
    await userEvent.type(field(panel, 'Large price'), '4190');
    await userEvent.type(field(panel, 'Name (Hungarian)'), ' különleges');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(MENU_ADMIN_MESSAGES.versionConflict);
    expect(field(panel, 'Large price')).toHaveValue('4190');
    expect(field(panel, 'Name (Hungarian)')).toHaveValue(`${server.menu.dishes[0]?.translations.hu.name} különleges`);

    const reads = requestsTo(sent, 'GET /api/admin/menu').length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Reload' }));
    expect(await within(panel).findByText(/Your input is still here/)).toBeInTheDocument();
    expect(requestsTo(sent, 'GET /api/admin/menu').length).toBeGreaterThan(reads);
    expect(field(panel, 'Large price')).toHaveValue('4190');

    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Margarita saved.')).toBeInTheDocument();
    const puts = requestsTo(sent, 'PUT /api/admin/menu/dishes/margarita');
    expect(puts.map((put) => put.body.version)).toEqual([1, 2]);
  });

  it('when the server refuses a field, then its sentence stands next to that field', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ id: 'margarita', name: 'Margarita' })];
    server.failures['PUT /api/admin/menu/dishes/margarita'] = {
      status: 400,
      body: {
        message: 'Hungarian name refused',
        code: 'VALIDATION_ERROR',
        details: [{ path: ['translations', 'hu', 'name'], message: 'Hungarian name refused' }],
      },
    };
    renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(panel, 'Name (Hungarian)')).toHaveAccessibleDescription(/Hungarian name refused/));
  });

  it('when a dish that orders name is deleted, then the person is asked, and told it was archived', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ name: 'Margarita', ordered: true })];
    renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    expect(within(panel).getByText(/Orders already name it, so it is archived/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Margarita archived: off the menu, kept for past orders.')).toBeInTheDocument();
    expect(await screen.findByText('Archived (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Margarita' })).toBeInTheDocument();
  });

  it('when a chosen photo is over 5 MB, then it says so at once and uploads nothing', async () => {
    const server = fakeMenuServer();
    server.menu.dishes = [dish({ name: 'Margarita' })];
    const { sent } = renderMenuEditor(server);
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Margarita' }));
    const panel = await dialog();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(panel).getByLabelText('Choose a photo'), big);
    expect(within(panel).getByRole('alert')).toHaveTextContent(MENU_ADMIN_MESSAGES.photoTooLarge);
    expect(open).not.toHaveBeenCalled();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});

describe('the menu editor: an add-on', () => {
  it('when a section is ticked for an add-on, then every dish of it is offered; a partial section shows as mixed', async () => {
    const server = fakeMenuServer();
    const pizzas = [
      dish({ id: 'p1', name: 'Margarita' }),
      dish({ id: 'p2', name: 'Diavola' }),
      dish({ id: 'p3', name: 'Old', archived: true }),
    ];
    const cola = dish({ id: 'd1', name: 'Cola', category: 'DRINKS' });
    server.menu.dishes = [...pizzas, cola];
    server.menu.extras = [extra({ id: 'cheese', name: 'Cheese', dishIds: ['p1', 'd1'] })];
    const { sent } = renderMenuEditor(server);
    await userEvent.click(await screen.findByRole('tab', { name: 'Add-ons' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cheese' }));
    const panel = await dialog();
    const allPizza = within(panel).getByRole('checkbox', { name: 'All of Classic Pizza' });
    expect(allPizza).toHaveAttribute('aria-checked', 'mixed');
    expect((allPizza as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(allPizza);
    expect(allPizza).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Diavola' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(sent, 'PUT /api/admin/menu/extras/cheese')).toHaveLength(1));
    expect(requestsTo(sent, 'PUT /api/admin/menu/extras/cheese')[0]?.body.dishIds).toEqual(['p1', 'd1', 'p2']);
  });
});
