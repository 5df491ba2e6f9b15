/**
 * The Settings tab's opening hours and delivery bands: what customers will see shows before Save, a
 * save that closes a service entirely asks first, every control names its service and day, and the
 * delivery bands stay inside the delivery zone of the restaurant's profile.
 */
import '../../../test/setup';
import type { RestaurantSettings } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer, type FakeServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

/** Friday 2026-02-13, 20:30 in Budapest (UTC+1). */
const FRIDAY_EVENING = new Date('2026-02-13T19:30:00Z');

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers({ now: FRIDAY_EVENING, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

async function openSettings(server: FakeServer, form: string) {
  signInStaff();
  const sent = stubBoardServer({ ...server, active: [order()] });
  renderBoard();
  await screen.findAllByRole('article');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: /^Settings/ }));
  return { sent, user, form: await screen.findByRole('form', { name: form }) };
}

const puts = (sent: ReturnType<typeof stubBoardServer>, path: string) =>
  sent.filter((request) => request.method === 'PUT' && request.url.pathname === path).map((request) => request.body);
/** The Times form saves the fields it changed: PATCH { set, was }. */
const settingsSaves = (sent: ReturnType<typeof stubBoardServer>) =>
  sent
    .filter((request) => request.method === 'PATCH' && request.url.pathname === '/api/restaurant/settings')
    .map((request) => (request.body as { set: Partial<RestaurantSettings> }).set);

async function setTime(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, time: string) {
  await user.clear(input);
  await user.type(input, time);
}

describe('the opening hours form', () => {
  it('when one Friday pickup range is added to a shop without hours, then before saving it shows what customers will see and asks before closing delivery', async () => {
    const { sent, user, form } = await openSettings(fakeServer(), 'Opening hours');
    expect(within(form).getAllByText('Not set')).toHaveLength(14);
    await user.click(within(form).getByRole('button', { name: 'Add a range on Friday for pickup' }));
    await setTime(user, within(form).getByLabelText('Pickup, Friday, range 1: closes'), '20:00');

    // The schedule rules from the first range: the form says so on every other day, before Save.
    expect(within(form).getAllByText('Closed')).toHaveLength(13);
    const preview = within(form).getByRole('region', { name: 'After saving, customers see' });
    expect(preview).toHaveTextContent('Pickup: closed now; opens on 20 February at 11:00.');
    expect(preview).toHaveTextContent('Delivery: closed entirely. Customers cannot order delivery at all.');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const question = within(form).getByRole('group', { name: /^Saving closes delivery entirely/ });
    expect(within(question).getByRole('button', { name: 'Back to the hours' })).toHaveFocus();
    expect(puts(sent, '/api/restaurant/hours')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Back to the hours' }));
    expect(within(form).queryByRole('group', { name: /^Saving closes/ })).toBeNull();
    expect(puts(sent, '/api/restaurant/hours')).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(form).getByRole('button', { name: 'Save and close it' }));
    await waitFor(() => expect(puts(sent, '/api/restaurant/hours')).toHaveLength(1));
    expect(puts(sent, '/api/restaurant/hours')[0]).toMatchObject({
      pickup: [{ dayOfWeek: 'Friday', opens: '11:00', closes: '20:00' }],
      delivery: [],
    });
  });

  it('when delivery takes the pickup hours ("Same as pickup"), then nothing closes entirely and Save sends at once', async () => {
    const { sent, user, form } = await openSettings(fakeServer(), 'Opening hours');
    await user.click(within(form).getByRole('button', { name: 'Add a range on Monday for pickup' }));
    await setTime(user, within(form).getByLabelText('Pickup, Monday, range 1: closes'), '02:00');
    expect(within(form).getByText('Runs past midnight into the next day.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Same as pickup' }));
    expect(within(form).getByLabelText('Delivery, Monday, range 1: closes')).toHaveValue('02:00');
    expect(within(form).getByRole('region', { name: 'After saving, customers see' })).toHaveTextContent(
      'Delivery: closed now; starts on Monday at 11:00.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add a special day' }));

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).queryByRole('group', { name: /^Saving closes/ })).toBeNull();
    await waitFor(() => expect(puts(sent, '/api/restaurant/hours')).toHaveLength(1));
    const monday = [{ dayOfWeek: 'Monday', opens: '11:00', closes: '02:00' }];
    expect(puts(sent, '/api/restaurant/hours')[0]).toMatchObject({
      pickup: monday,
      delivery: monday,
      special: [{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), closed: true }],
    });
  });

  it('when a screen reader walks both weeks, then each control names its service and day, once', async () => {
    const { user, form } = await openSettings(fakeServer(), 'Opening hours');
    expect(within(form).getAllByRole('button', { name: 'Add a range on Friday for pickup' })).toHaveLength(1);
    expect(within(form).getAllByRole('button', { name: 'Add a range on Friday for delivery' })).toHaveLength(1);
    expect(within(form).queryAllByRole('button', { name: 'Add a range on Friday' })).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Add a range on Friday for pickup' }));
    await user.click(within(form).getByRole('button', { name: 'Add a range on Friday for delivery' }));
    expect(within(form).getByRole('group', { name: 'Pickup, Friday, range 1' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Delivery, Friday, range 1' })).toBeInTheDocument();
    expect(within(form).getAllByRole('button', { name: 'Remove Delivery, Friday, range 1' })).toHaveLength(1);
    // A special day's own ranges are named by its date (it replaces both services' week).
    await user.click(within(form).getByRole('button', { name: 'Add a special day' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Closed all day' }));
    expect(within(form).getByRole('group', { name: '2026-02-14, range 1' })).toBeInTheDocument();
  });
});

describe('the delivery bands', () => {
  it('when a band reaches beyond the 5 km zone, then its field says so and nothing is sent; Add a band stays inside the zone', async () => {
    const { sent, user, form } = await openSettings(fakeServer(), 'Times');
    expect(within(form).getByText(/up to the edge of the 5 km delivery zone/)).toBeInTheDocument();
    const second = within(form).getByRole('spinbutton', { name: 'Band 2: up to' });
    await user.clear(second);
    await user.type(second, '7');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(second).toHaveAccessibleDescription('The delivery zone ends at 5 km: a band cannot reach farther.');
    expect(settingsSaves(sent)).toEqual([]);

    await user.clear(second);
    await user.type(second, '5');
    await user.click(within(form).getByRole('button', { name: 'Add a band' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settingsSaves(sent)).toHaveLength(1));
    expect(settingsSaves(sent)[0]).toEqual({
      deliveryBands: [
        { upToKm: 2, minutes: 15 },
        { upToKm: 3.5, minutes: 20 },
        { upToKm: 5, minutes: 25 },
      ],
    });
  });

  it("when the restaurant's zone is 8 km, then a new band reaches its edge", async () => {
    const { sent, user, form } = await openSettings(fakeServer({ status: { deliveryZoneKm: 8 } }), 'Times');
    await waitFor(() => expect(within(form).getByText(/up to the edge of the 8 km delivery zone/)).toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Add a band' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settingsSaves(sent)).toHaveLength(1));
    expect(settingsSaves(sent)[0]?.deliveryBands?.at(-1)).toEqual({
      upToKm: 8,
      minutes: 35,
    });
  });
});
