import '../../../test/setup';
import { ADMIN_STATUS_OPTIONS, type Order, type OrderStatus, type OrderType } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { statusChoices } from '../components/order-actions';
import { UNDO_WINDOW_MS } from '../hooks/use-undo-window';
import { fakeServer, renderBoard, order, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const FAILED = 'Failed to update order status. Please try again.';

async function showBoard(server: FakeServer) {
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard();
  await screen.findAllByRole('article');
  return sent;
}

const card = (sequence: string) => screen.getByRole('article', { name: sequence });
const patches = (sent: ReturnType<typeof stubBoardServer>) =>
  sent.filter((request) => request.method === 'PATCH').map((request) => `${request.url.pathname}?${request.url.searchParams}`);

beforeEach(() => resetBoardState());
afterEach(() => jest.useRealTimers());

describe('a new (PLACED) order', () => {
  it('when Accept is pressed, then the order goes to PREPARING with the staff token and then shows the status dropdown', async () => {
    const placed = order({ orderType: 'DELIVERY' });
    const sent = await showBoard(fakeServer({ active: [placed] }));
    const user = userEvent.setup();

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Accept' }));

    const select = await within(card(placed.orderSequence)).findByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('PREPARING');
    expect(patches(sent)).toEqual([`/api/orders/${placed.orderId}/status?status=PREPARING&from=PLACED`]);
    expect(sent.find((request) => request.method === 'PATCH')?.authorization).toBe('Bearer staff-jwt');
    expect(within(card(placed.orderSequence)).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('when Reject is pressed, then it asks why and sends nothing until a reason is chosen and confirmed; Keep order backs out', async () => {
    const placed = order();
    const sent = await showBoard(fakeServer({ active: [placed] }));
    const user = userEvent.setup();

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' }));
    const question = within(card(placed.orderSequence)).getByRole('group', { name: new RegExp(`Reject ${placed.orderSequence}\\?`) });
    // Focus lands on the first reason, so a second Enter does not reject.
    expect(within(question).getByRole('radio', { name: 'Sold out' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep order' }));
    expect(patches(sent)).toEqual([]);

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' }));
    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Yes, reject' }));
    expect(within(card(placed.orderSequence)).getByRole('alert')).toHaveTextContent('Choose a reason first.');
    expect(patches(sent)).toEqual([]);
    await user.click(within(card(placed.orderSequence)).getByRole('radio', { name: 'Too busy' }));
    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: placed.orderSequence })).toBeNull());
    expect(patches(sent)).toEqual([`/api/orders/${placed.orderId}/status?status=CANCELLED&from=PLACED`]);
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ reason: 'too-busy' });
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveTextContent('1');
  });

  it('when the reason is chosen from the keyboard as Other, then words are asked for (counted against the limit) and sent with it', async () => {
    const placed = order();
    const sent = await showBoard(fakeServer({ active: [placed] }));
    const user = userEvent.setup();

    within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' }).focus();
    await user.keyboard('{Enter}');
    // Arrow keys move between the reasons (native radios): Sold out, Too busy, Outside hours, Address problem, Other.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(card(placed.orderSequence)).getByRole('radio', { name: 'Other' })).toBeChecked();
    const words = within(card(placed.orderSequence)).getByRole('textbox', { name: 'Say why, for the customer' });
    expect(words).toHaveAttribute('maxlength', '200');
    expect(words).toHaveAccessibleDescription('0 / 200 characters');
    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Yes, reject' }));
    expect(within(card(placed.orderSequence)).getByRole('alert')).toHaveTextContent('Write a few words for the customer first.');

    await user.type(words, 'The oven is broken');
    expect(words).toHaveAccessibleDescription('18 / 200 characters');
    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Yes, reject' }));

    await waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ reason: 'other', note: 'The oven is broken' });
    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    const cancelled = await screen.findByRole('article', { name: placed.orderSequence });
    expect(cancelled).toHaveTextContent('“The oven is broken”');
  });

  it('when the confirmation is open, then Escape backs out from the keyboard and focus returns to Reject', async () => {
    const placed = order();
    await showBoard(fakeServer({ active: [placed] }));
    const user = userEvent.setup();

    within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' }).focus();
    await user.keyboard('{Enter}');
    expect(within(card(placed.orderSequence)).getByRole('radio', { name: 'Sold out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' })).toHaveFocus());
  });
});

describe('the status dropdown', () => {
  const optionsOf = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it.each<[OrderType, OrderStatus, string[]]>([
    ['DELIVERY', 'PREPARING', ['Preparing', 'Out for Delivery', 'Delivered', 'Cancelled']],
    ['DELIVERY', 'OUT_FOR_DELIVERY', ['Out for Delivery', 'Delivered', 'Cancelled']],
    ['PICKUP', 'PREPARING', ['Preparing', 'Ready for Pickup', 'Completed', 'Cancelled']],
    ['PICKUP', 'READY_FOR_PICKUP', ['Ready for Pickup', 'Completed', 'Cancelled']],
  ])('when a %s order is %s, then it offers the current status and only the moves the server allows', async (orderType, status, labels) => {
    const active = order({ orderType, status });
    await showBoard(fakeServer({ active: [active] }));
    const select = within(card(active.orderSequence)).getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue(status);
    expect(optionsOf(select)).toEqual(labels);
    expect(within(card(active.orderSequence)).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("when the labels are compared with shared's ADMIN_STATUS_OPTIONS, then a fresh order's choices are exactly those", () => {
    for (const orderType of ['DELIVERY', 'PICKUP'] as const) {
      expect(statusChoices({ orderType, status: 'PREPARING' }, 'OWNER')).toEqual(ADMIN_STATUS_OPTIONS[orderType]);
      expect(statusChoices({ orderType, status: 'PLACED' }, 'OWNER')).toEqual(ADMIN_STATUS_OPTIONS[orderType]);
    }
  });

  it('when Out for Delivery and then Delivered are chosen, then Delivered waits out its Undo window, then both are sent and the order moves to the Delivered tab', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const cooking = order({ orderType: 'DELIVERY', status: 'PREPARING' });
    const sent = await showBoard(fakeServer({ active: [cooking] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const select = () => within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' });

    await user.selectOptions(select(), 'Out for Delivery');
    await waitFor(() => expect(optionsOf(select())).toEqual(['Out for Delivery', 'Delivered', 'Cancelled']));
    await user.selectOptions(select(), 'Delivered');

    const undo = within(card(cooking.orderSequence)).getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(within(card(cooking.orderSequence)).getByRole('status')).toHaveTextContent(
      `${cooking.orderSequence} marked as Delivered. Saving in 5 s…`,
    );
    expect(patches(sent)).toEqual([`/api/orders/${cooking.orderId}/status?status=OUT_FOR_DELIVERY&from=PREPARING`]);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));

    await waitFor(() => expect(screen.queryByRole('article', { name: cooking.orderSequence })).toBeNull());
    expect(patches(sent)).toEqual([
      `/api/orders/${cooking.orderId}/status?status=OUT_FOR_DELIVERY&from=PREPARING`,
      `/api/orders/${cooking.orderId}/status?status=DELIVERED&from=OUT_FOR_DELIVERY`,
    ]);
    await user.click(screen.getByRole('tab', { name: /^Delivered/ }));
    const finished = await screen.findByRole('article', { name: cooking.orderSequence });
    expect(within(finished).queryByRole('combobox')).toBeNull();
    // Only its History opens: nothing changes a finished order.
    expect(
      within(finished)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['History']);
  });

  it('when a second status is chosen while the first is still saving, then it is sent next, not dropped', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const cooking = order({ orderType: 'DELIVERY', status: 'PREPARING' });
    let release = () => {};
    const server = fakeServer({ active: [cooking], holdPatches: new Promise<void>((resolve) => (release = resolve)) });
    const sent = await showBoard(server);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const select = () => within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' });

    await user.selectOptions(select(), 'Out for Delivery');
    expect(select()).toHaveValue('OUT_FOR_DELIVERY');
    await user.selectOptions(select(), 'Delivered');
    // Its Undo window ends while Out for Delivery is still saving: it is queued behind it.
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(select()).toHaveValue('DELIVERED');
    release();

    await waitFor(() => expect(screen.queryByRole('article', { name: cooking.orderSequence })).toBeNull());
    expect(patches(sent)).toEqual([
      `/api/orders/${cooking.orderId}/status?status=OUT_FOR_DELIVERY&from=PREPARING`,
      `/api/orders/${cooking.orderId}/status?status=DELIVERED&from=OUT_FOR_DELIVERY`,
    ]);
  });

  it('when Undo is pressed within the window, then nothing is sent and the card is back where it was, focus on the status', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const ready = order({ orderType: 'PICKUP', status: 'READY_FOR_PICKUP' });
    const sent = await showBoard(fakeServer({ active: [ready] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.selectOptions(within(card(ready.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(within(card(ready.orderSequence)).getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(2 * UNDO_WINDOW_MS));

    const select = within(card(ready.orderSequence)).getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('READY_FOR_PICKUP');
    await waitFor(() => expect(select).toHaveFocus());
    expect(patches(sent)).toEqual([]);
  });

  it('when staff leave the list or the page mid-window, then the held change is sent at once (nothing is lost)', async () => {
    const ready = order({ orderType: 'PICKUP', status: 'READY_FOR_PICKUP' });
    const outForDelivery = order({ orderType: 'DELIVERY', status: 'OUT_FOR_DELIVERY' });
    const sent = await showBoard(fakeServer({ active: [ready, outForDelivery] }));
    const user = userEvent.setup();

    await user.selectOptions(within(card(ready.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Completed');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(patches(sent)).toEqual([`/api/orders/${ready.orderId}/status?status=COMPLETED&from=READY_FOR_PICKUP`]));

    await user.selectOptions(within(card(outForDelivery.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Delivered');
    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    await waitFor(() =>
      expect(patches(sent)).toContain(`/api/orders/${outForDelivery.orderId}/status?status=DELIVERED&from=OUT_FOR_DELIVERY`),
    );
    expect(sent.filter((request) => request.method === 'PATCH').every((request) => request.keepalive)).toBe(true);
  });

  it('when Cancelled is chosen, then it asks first and sends nothing until confirmed', async () => {
    const cooking = order({ status: 'PREPARING' });
    const sent = await showBoard(fakeServer({ active: [cooking] }));
    const user = userEvent.setup();

    await user.selectOptions(within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(within(card(cooking.orderSequence)).getByRole('group', { name: /Cancel #Order-/ })).toBeInTheDocument();
    expect(patches(sent)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Address problem' }));
    await user.type(screen.getByRole('textbox', { name: 'A few words for the customer (optional)' }), 'No such house number');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(patches(sent)).toEqual([`/api/orders/${cooking.orderId}/status?status=CANCELLED&from=PREPARING`]));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ reason: 'address-problem', note: 'No such house number' });
  });
});

describe('a failed status change', () => {
  it("when the server refuses (409), then SPEC's message shows and the card keeps the status the server has", async () => {
    const cooking = order({ orderType: 'PICKUP', status: 'PREPARING' });
    const server = fakeServer({ active: [cooking], patchAnswer: { status: 409, message: 'Order #Order-0001 was just changed' } });
    const sent = await showBoard(server);
    const user = userEvent.setup();
    const activeReads = () => sent.filter((request) => request.url.pathname === '/api/orders/all/orders').length;
    const readsBefore = activeReads();

    await user.selectOptions(within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Ready for Pickup');

    expect(await within(card(cooking.orderSequence)).findByRole('alert')).toHaveTextContent(FAILED);
    expect(within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' })).toHaveValue('PREPARING');
    // The lists are asked again after the failure too, so the card shows the server's truth.
    await waitFor(() => expect(activeReads()).toBe(readsBefore + 1));
  });

  it('when Accept fails, then the message shows and Accept and Reject stay', async () => {
    const placed = order();
    await showBoard(fakeServer({ active: [placed], patchAnswer: { status: 500, message: 'boom' } }));
    const user = userEvent.setup();

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Accept' }));

    expect(await within(card(placed.orderSequence)).findByText(FAILED)).toBeInTheDocument();
    expect(within(card(placed.orderSequence)).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card(placed.orderSequence)).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('when someone else changed the order meanwhile, then after the failure the card shows their status', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const cooking: Order = order({ orderType: 'DELIVERY', status: 'PREPARING' });
    const server = fakeServer({ active: [cooking], patchAnswer: { status: 409, message: 'changed by someone else' } });
    await showBoard(server);
    server.active = [{ ...cooking, status: 'OUT_FOR_DELIVERY' }];
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.selectOptions(within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' }), 'Delivered');
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));

    await within(card(cooking.orderSequence)).findByText(FAILED);
    await waitFor(() =>
      expect(within(card(cooking.orderSequence)).getByRole('combobox', { name: 'Status' })).toHaveValue('OUT_FOR_DELIVERY'),
    );
  });
});
