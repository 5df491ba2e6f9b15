/**
 * Ordering for later at checkout (docs/product/scheduled-orders.md#checkout): "As soon as possible"
 * or "Schedule" with a day and a slot; the quote and the order carry the slot; a closed shop offers
 * Schedule only and says when the next slot is; a full slot is greyed; a refused slot offers the next
 * free ones.
 */
import '../../../test/setup';
import { addDays, budapestDateOf, budapestInstant, ORDER_MESSAGES, type Slot, type SlotsAnswer } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { logIn, price } from '../../../test/menu-cart-support';
import { order, quote, requestsTo } from '../../../test/orders-support';
import {
  location,
  OPEN_STATUS,
  PICKUP,
  PLACE,
  placeButton,
  quoteShown,
  renderCheckout,
  SLOTS,
  stubShop,
  summary,
} from './checkout-support';

// Tomorrow and the day after, Budapest dates: never in the past whenever the test runs.
const TOMORROW = addDays(budapestDateOf(new Date()), 1);
const LATER = addDays(TOMORROW, 1);
const slot = (date: string, time: string, left = 3): Slot => ({ at: budapestInstant(date, time).toISOString(), time, left });
const AT_1930 = slot(TOMORROW, '19:30');
const FULL_1945 = slot(TOMORROW, '19:45', 0);
const AT_2000 = slot(TOMORROW, '20:00');
const AT_1130_LATER = slot(LATER, '11:30');

function slotsAnswer(overrides: Partial<SlotsAnswer> = {}): SlotsAnswer {
  return {
    orderType: 'PICKUP',
    enabled: true,
    asapAvailable: true,
    leadMinutes: 20,
    days: [
      { date: TOMORROW, slots: [AT_1930, FULL_1945, AT_2000] },
      { date: LATER, slots: [AT_1130_LATER] },
    ],
    nextSlot: AT_1930,
    ...overrides,
  };
}

const scheduleChoice = () => screen.getByRole('radio', { name: /^Schedule/ });
const slotRadio = (name: RegExp) => screen.getByRole('radio', { name });
const whenSummary = () => within(summary()).getByTestId('checkout-when-summary');
const jsonBodies = (bodies: string[]) => bodies.filter((body) => body.startsWith('{')).map((body) => JSON.parse(body) as unknown);

beforeEach(() => logIn());
afterEach(() => {
  jest.restoreAllMocks();
  void changeLanguage('en');
});

describe('checkout: ordering for later', () => {
  it('when Schedule and a slot are chosen, then the quote is asked for that slot and the order is placed with it', async () => {
    const sent = stubShop({ [SLOTS]: { body: slotsAnswer() }, [PLACE]: { body: order({ scheduledFor: AT_1930.at }) } });
    renderCheckout();
    await quoteShown(price(5998));
    expect(screen.getByRole('radio', { name: /^As soon as possible/ })).toBeChecked();
    expect(whenSummary()).toHaveTextContent(/^As soon as possible/);

    await userEvent.click(scheduleChoice());
    expect(scheduleChoice()).toBeChecked();
    // Today has no slot left: the first day with one is chosen, and the customer is told.
    expect(screen.getByText('No times left today. Choose another day.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Tomorrow/ })).toBeChecked();
    expect(whenSummary()).toHaveTextContent('Choose a time for your order.');
    expect(placeButton()).toBeDisabled();

    await userEvent.click(slotRadio(/^19:30$/));
    await waitFor(() =>
      expect(jsonBodies(requestsTo(sent, PICKUP).map((request) => request.body))).toEqual([{ scheduledFor: AT_1930.at }]),
    );
    await quoteShown(price(5998));
    expect(whenSummary()).toHaveTextContent('Scheduled for tomorrow 19:30');

    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    const body = new URLSearchParams(requestsTo(sent, PLACE)[0]?.body);
    expect(body.get('scheduledFor')).toBe(AT_1930.at);
  });

  it('when a slot is full, then it is shown greyed with "Full" and cannot be chosen', async () => {
    stubShop({ [SLOTS]: { body: slotsAnswer() } });
    renderCheckout();
    await quoteShown(price(5998));
    await userEvent.click(scheduleChoice());

    const full = slotRadio(/^19:45 Full$/);
    expect(full).toBeDisabled();
    expect(slotRadio(/^20:00$/)).toBeEnabled();
  });

  it('when the shop is closed now, then only Schedule is offered, chosen, with the next slot in words, and a slot can be ordered', async () => {
    const closed = { ...OPEN_STATUS, isOpen: false, reason: 'hours' as const };
    const sent = stubShop({
      'GET /api/restaurant/restaurant-status': { body: closed },
      [SLOTS]: { body: slotsAnswer({ asapAvailable: false }) },
    });
    renderCheckout();

    await waitFor(() => expect(scheduleChoice()).toBeChecked());
    expect(screen.queryByRole('radio', { name: /^As soon as possible/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('next-slot')).toHaveTextContent('We are closed now. The next time you can order for: tomorrow 19:30.');
    expect(screen.getByTestId('closed-notice')).toHaveTextContent('You can order for later.');
    // Nothing to order before a slot is chosen.
    expect(screen.getByTestId('checkout-when-summary')).toHaveTextContent('Choose a time for your order.');
    expect(placeButton()).toBeDisabled();

    await userEvent.click(slotRadio(/^20:00$/));
    await quoteShown(price(5998));
    expect(jsonBodies(requestsTo(sent, PICKUP).map((request) => request.body))).toEqual([{ scheduledFor: AT_2000.at }]);
  });

  it('when ordering for later is off, then a closed shop is as before: no choice, no quote, Place order off', async () => {
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: { isOpen: false } } });
    renderCheckout();

    expect(await screen.findByTestId('closed-notice')).toHaveTextContent(ORDER_MESSAGES.closed);
    expect(screen.getByTestId('closed-notice')).not.toHaveTextContent('You can order for later.');
    expect(screen.queryByRole('radio', { name: /^Schedule/ })).not.toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
  });

  it("when the slot was just taken (SLOT_FULL), then the server's sentence and the next free slots show; one tap picks it", async () => {
    const message = 'Sorry, tomorrow 19:30 has just been fully booked. Please choose another time.';
    let slotsAsked = 0;
    const sent = stubShop({
      [SLOTS]: () => {
        slotsAsked += 1;
        return { body: slotsAnswer() };
      },
      [PLACE]: { status: 409, body: { message, code: 'SLOT_FULL', details: { nextSlots: [AT_2000, AT_1130_LATER] } } },
    });
    renderCheckout();
    await quoteShown(price(5998));
    await userEvent.click(scheduleChoice());
    await userEvent.click(slotRadio(/^19:30$/));
    await quoteShown(price(5998));

    await userEvent.click(placeButton());

    const refusal = await screen.findByTestId('slot-refusal');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent(message);
    await waitFor(() => expect(slotsAsked).toBe(2));
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Europe/Budapest' }).format(new Date(AT_1130_LATER.at));
    expect(within(refusal).getByRole('button', { name: `${weekday} 11:30` })).toBeInTheDocument();

    await userEvent.click(within(refusal).getByRole('button', { name: 'tomorrow 20:00' }));
    expect(screen.queryByTestId('slot-refusal')).not.toBeInTheDocument();
    expect(slotRadio(/^20:00$/)).toBeChecked();
    await quoteShown(price(5998));
    expect(whenSummary()).toHaveTextContent('Scheduled for tomorrow 20:00');
    expect(jsonBodies(requestsTo(sent, PICKUP).map((request) => request.body)).at(-1)).toEqual({ scheduledFor: AT_2000.at });
  });

  it('when the quote refuses the slot (SLOT_UNAVAILABLE), then its sentence and the next free slots show instead of a total', async () => {
    const message = 'You can no longer order for tomorrow 19:30. Please choose another time.';
    stubShop({
      [SLOTS]: { body: slotsAnswer() },
      [PICKUP]: (request) =>
        request.body.includes('scheduledFor') && request.body.includes(AT_1930.at)
          ? { status: 409, body: { message, code: 'SLOT_UNAVAILABLE', details: { nextSlots: [AT_2000] } } }
          : { body: quote() },
    });
    renderCheckout();
    await quoteShown(price(5998));
    await userEvent.click(scheduleChoice());
    await userEvent.click(slotRadio(/^19:30$/));

    const refusal = await screen.findByTestId('slot-refusal');
    expect(refusal).toHaveTextContent(message);
    expect(placeButton()).toBeDisabled();
    await userEvent.click(within(refusal).getByRole('button', { name: 'tomorrow 20:00' }));
    await quoteShown(price(5998));
    expect(screen.queryByTestId('slot-refusal')).not.toBeInTheDocument();
  });

  it('when the page is read in Hungarian, then the choice, the days, a full slot and the summary are Hungarian', async () => {
    await changeLanguage('hu');
    stubShop({ [SLOTS]: { body: slotsAnswer() } });
    renderCheckout();
    await screen.findByRole('radio', { name: /^Időpontra/ });

    await userEvent.click(screen.getByRole('radio', { name: /^Időpontra/ }));
    expect(screen.getByRole('radio', { name: /^Amint lehet/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Holnap/ })).toBeChecked();
    expect(slotRadio(/^19:45 Betelt$/)).toBeDisabled();
    await userEvent.click(slotRadio(/^19:30$/));
    await waitFor(() => expect(screen.getByTestId('checkout-when-summary')).toHaveTextContent('Időpont: holnap 19:30'));
  });
});
