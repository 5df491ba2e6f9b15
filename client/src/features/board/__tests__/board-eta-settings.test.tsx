/**
 * The board's side of prep time and ETA, and its Settings tab: accepting with a chosen
 * time (the service's default preselected, busy extra shown), the card's estimate and "+10 min",
 * and the settings form's validation next to the fields, the server's refusal, save and cancel.
 */
import '../../../test/setup';
import { DEFAULT_RESTAURANT_SETTINGS } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

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

describe('accepting with a time', () => {
  it("when the delivery default is 35 and busy adds 30, then 35 is preselected, '+30 busy' shows, and 30 then Accept sends prepMinutes=30", async () => {
    const placed = order({ orderType: 'DELIVERY' });
    const settings = { ...DEFAULT_RESTAURANT_SETTINGS, prepMinutes: { PICKUP: 20, DELIVERY: 35 } };
    const sent = await showBoard(fakeServer({ active: [placed], settings, busyExtraMinutes: 30 }));
    const user = userEvent.setup();
    const times = within(card(placed.orderSequence)).getByRole('group', { name: /Ready in/ });

    await waitFor(() => expect(within(times).getByRole('button', { name: '35 min' })).toHaveAttribute('aria-pressed', 'true'));
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['15 min', '20 min', '30 min', '35 min', '45 min', '60 min']);
    expect(times).toHaveTextContent('+30 busy');

    await user.click(within(times).getByRole('button', { name: '30 min' }));
    expect(within(times).getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(times).getByRole('button', { name: '35 min' })).toHaveAttribute('aria-pressed', 'false');
    expect(patches(sent)).toEqual([]);

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Accept' }));
    await within(card(placed.orderSequence)).findByRole('combobox', { name: 'Status' });
    expect(patches(sent)).toEqual([`/api/orders/${placed.orderId}/status?status=PREPARING&from=PLACED&prepMinutes=30`]);
  });

  it("when Accept is tapped without choosing, then one tap accepts with the service's default (applied by the server)", async () => {
    const placed = order({ orderType: 'PICKUP' });
    const sent = await showBoard(fakeServer({ active: [placed] }));
    const user = userEvent.setup();
    expect(within(card(placed.orderSequence)).getByRole('button', { name: '20 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(card(placed.orderSequence)).not.toHaveTextContent('busy');

    await user.click(within(card(placed.orderSequence)).getByRole('button', { name: 'Accept' }));
    await within(card(placed.orderSequence)).findByRole('combobox', { name: 'Status' });
    expect(patches(sent)).toEqual([`/api/orders/${placed.orderId}/status?status=PREPARING&from=PLACED`]);
  });
});

describe("the card's estimate", () => {
  // Only the date is fixed (18:22 in Budapest, the estimates' day); timers run as usual.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-05-12T16:22:00.000Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it("when an accepted pickup is ready at 18:40, then the card says 'Ready 18:40' and +10 min moves it to 18:50", async () => {
    const cooking = order({ orderType: 'PICKUP', status: 'PREPARING', estimatedReadyAt: '2026-05-12T16:40:00.000Z' });
    const sent = await showBoard(fakeServer({ active: [cooking] }));
    const user = userEvent.setup();
    expect(card(cooking.orderSequence)).toHaveTextContent('Ready 18:40');

    await user.click(within(card(cooking.orderSequence)).getByRole('button', { name: `+10 min for ${cooking.orderSequence}` }));

    await waitFor(() => expect(card(cooking.orderSequence)).toHaveTextContent('Ready 18:50'));
    const eta = sent.filter((request) => request.method === 'PATCH');
    expect(eta.map((request) => [request.url.pathname, request.body, request.authorization])).toEqual([
      [`/api/orders/${cooking.orderId}/eta`, { addMinutes: 10 }, 'Bearer staff-jwt'],
    ]);
  });

  it("when a delivery has an estimate, then it says 'Delivery …'; a new order shows none", async () => {
    const onTheWay = order({ orderType: 'DELIVERY', status: 'OUT_FOR_DELIVERY', estimatedDeliveryAt: '2026-05-12T17:05:00.000Z' });
    const placed = order({ orderType: 'PICKUP' });
    await showBoard(fakeServer({ active: [onTheWay, placed] }));
    expect(card(onTheWay.orderSequence)).toHaveTextContent('Delivery 19:05');
    expect(within(card(placed.orderSequence)).queryByRole('button', { name: /^\+10 min/ })).toBeNull();
  });
});

describe('the Settings tab', () => {
  async function openSettings(server: FakeServer) {
    const sent = await showBoard({ ...server, active: [order()] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /^Settings/ }));
    const form = await screen.findByRole('form', { name: 'Times' });
    return { sent, user, form };
  }

  it('when fields are invalid, then each message shows next to its field and nothing is sent; fixed, Save sends the changed fields', async () => {
    const { sent, user, form } = await openSettings(fakeServer());
    const pickup = within(form).getByRole('spinbutton', { name: 'Pickup' });
    await user.clear(pickup);
    await user.type(pickup, '3');
    const secondBand = within(form).getByRole('spinbutton', { name: 'Band 2: up to' });
    await user.clear(secondBand);
    await user.type(secondBand, '1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(pickup).toHaveAccessibleDescription('The pickup preparation time must be between 5 and 120 minutes.');
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(pickup).toHaveFocus());
    expect(secondBand).toHaveAccessibleDescription('Each delivery band must reach farther than the one before.');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(sent.filter((request) => request.url.pathname === '/api/restaurant/settings' && request.method !== 'GET')).toEqual([]);

    await user.clear(pickup);
    await user.type(pickup, '25');
    await user.clear(secondBand);
    await user.type(secondBand, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    const saved = sent.find((request) => request.method === 'PATCH' && request.url.pathname === '/api/restaurant/settings');
    expect(saved?.body).toEqual({
      set: {
        prepMinutes: { PICKUP: 25 },
        deliveryBands: [
          { upToKm: 2, minutes: 15 },
          { upToKm: 4, minutes: 25 },
        ],
      },
      was: { prepMinutes: { PICKUP: 20 }, deliveryBands: DEFAULT_RESTAURANT_SETTINGS.deliveryBands },
    });
  });

  it('when the server refuses, then its message shows; Cancel brings back what is stored', async () => {
    const { user, form } = await openSettings(
      fakeServer({ settingsAnswer: { status: 400, message: 'Ring louder after must be between 1 and 240 minutes.' } }),
    );
    const ring = within(form).getByRole('spinbutton', { name: 'Ring louder after' });
    await user.clear(ring);
    await user.type(ring, '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Ring louder after must be between 1 and 240 minutes.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(ring).toHaveValue(3);
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
