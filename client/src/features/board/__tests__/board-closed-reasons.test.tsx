/**
 * The board names the real reason customers cannot order (the shared shopStateOf): the opening
 * hours with their next opening, a closing until a time, the switch alone, or a pause; and while
 * open, a service the hours keep closed. The controls' button says the same.
 */
import '../../../test/setup';
import type { RestaurantStatus } from '@pizza/shared';
import { screen } from '@testing-library/react';

import { OrdersBoard, RestaurantStatusToggle } from '../index';
import { fakeServer, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

/** Friday 2026-02-13, 20:30 in Budapest (UTC+1): the one Friday range 11:00-20:00 has just closed. */
const FRIDAY_EVENING = new Date('2026-02-13T19:30:00Z');
const closedServices = { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } };

beforeEach(() => {
  resetBoardState();
  // Only the date is fixed; timers run as usual.
  jest.useFakeTimers({ now: FRIDAY_EVENING, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

async function showBoard(status: Partial<RestaurantStatus>) {
  signInStaff();
  stubBoardServer(fakeServer({ status }));
  renderBoard(
    <>
      <RestaurantStatusToggle />
      <OrdersBoard />
    </>,
  );
  return screen.findByRole('button', { name: /^Busy, pause and closing:/ });
}

describe('why customers cannot order, on the board', () => {
  it.each<[string, Partial<RestaurantStatus>, string, string]>([
    [
      'the opening hours, a week on (a date, not "Friday")',
      { isOpen: false, reason: 'hours', nextOpening: '2026-02-20T10:00:00.000Z', services: closedServices },
      'Closed by the opening hours: customers can order again on 20 February at 11:00.',
      'Closed (hours)',
    ],
    [
      'the opening hours with no opening ahead',
      { isOpen: false, reason: 'hours', services: closedServices },
      'Closed by the opening hours, with no opening in the next two weeks. Add hours on the Settings tab, or switch to Opened.',
      'Closed (hours)',
    ],
    [
      'a closing until tomorrow',
      {
        isOpen: false,
        reason: 'manual',
        closedUntil: '2026-02-14T10:00:00.000Z',
        nextOpening: '2026-02-14T10:00:00.000Z',
        services: closedServices,
      },
      'Closed until tomorrow 11:00: customers cannot place orders until then.',
      'Closed until tomorrow 11:00',
    ],
    [
      'the switch alone (no hours)',
      { isOpen: false, reason: 'manual', services: closedServices },
      'Closed: customers cannot place orders until the restaurant is switched to Opened.',
      'Closed',
    ],
    [
      'a pause',
      { isOpen: false, reason: 'paused', pausedUntil: '2026-02-13T19:45:00.000Z', services: closedServices },
      'New orders are paused until 20:45. They start again by themselves then.',
      'Paused until 20:45',
    ],
  ])('when closed by %s, then the banner and the button say that reason', async (_reason, status, banner, state) => {
    const button = await showBoard(status);
    expect(await screen.findByText(banner)).toBeInTheDocument();
    expect(button).toHaveAccessibleName(`Busy, pause and closing: ${state}`);
    if (status.reason !== 'manual' || status.closedUntil) expect(screen.queryByText(/switched to Opened/)).toBeNull();
  });

  it('when open but the hours keep delivery closed, then the board says only pickup orders come in until delivery starts', async () => {
    await showBoard({
      reason: 'hours',
      services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: false, nextOpening: '2026-02-14T17:00:00.000Z' } },
    });
    expect(
      await screen.findByText(
        'Delivery is closed by the opening hours and starts tomorrow at 18:00. Until then only pickup orders come in.',
      ),
    ).toBeInTheDocument();
  });

  it('when open but delivery has no hours at all, then the board says customers can order only for pickup', async () => {
    await showBoard({ reason: 'hours', services: { PICKUP: { isOpen: true }, DELIVERY: { isOpen: false } } });
    expect(await screen.findByText('Delivery has no opening hours: customers can order only for pickup.')).toBeInTheDocument();
  });
});
