/**
 * No order left unanswered on the board: a PLACED order past its ring-louder deadline
 * turns red with words, an icon and a running timer ("Not accepted · waiting 4:12"), and the
 * reminder rings every 10 s with the louder chime instead of every 30 s.
 */
import '../../../test/setup';
import type { Order } from '@pizza/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { CLOCK_TICK_MS } from '../../../lib/use-now';
import { URGENT_REMINDER_INTERVAL_MS } from '../alerts/new-orders';
import { fakeServer, order, renderBoard, resetBoardState, settled, signInStaff, stubBoardServer } from './board-support';
import { installFakeAudio, installFakeNotifications } from './browser-fakes';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const NOW = new Date('2026-03-12T17:00:00.000Z');
const MINUTE = 60_000;

/** A PLACED order placed `ago` ms before NOW, with the default deadlines (3, 8, 15 minutes). */
function waiting(ago: number): Order {
  const placed = NOW.getTime() - ago;
  const iso = (minutes: number) => new Date(placed + minutes * MINUTE).toISOString();
  return order({
    createdAt: new Date(placed).toISOString(),
    statusHistory: [{ status: 'PLACED', at: new Date(placed).toISOString() }],
    escalation: { ringLouderAt: iso(3), tellCustomerAt: iso(8), autoCancelAt: iso(15) },
  });
}

const card = (o: Order) => screen.getByRole('article', { name: o.orderSequence });

beforeEach(() => {
  resetBoardState();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

async function openBoard(active: Order[]) {
  const audio = installFakeAudio();
  installFakeNotifications('granted');
  signInStaff();
  stubBoardServer(fakeServer({ active }));
  renderBoard();
  await screen.findByRole('tab', { name: /^Active/ });
  await settled();
  return audio;
}

describe('the red card', () => {
  it('when an order has waited 4:12 unaccepted, then its card says so in words with a running timer; a 1-minute-old one does not', async () => {
    const late = waiting(4 * MINUTE + 12_000);
    const fresh = waiting(MINUTE);
    await openBoard([late, fresh]);

    const alarm = within(card(late)).getByTestId('waiting-alarm');
    expect(alarm).toHaveTextContent('Not accepted · waiting 4:12');
    expect(alarm).toHaveTextContent('Cancelled automatically in 11 minutes unless accepted');
    expect(card(late).className).toContain('ring-red-700');
    expect(within(card(fresh)).queryByTestId('waiting-alarm')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(3_000));
    expect(alarm).toHaveTextContent('waiting 4:15');
  });

  it('when a waiting order reaches 3 minutes while the board is open, then its card turns red by the clock, before any event', async () => {
    const soon = waiting(2 * MINUTE + 50_000);
    await openBoard([soon]);
    expect(within(card(soon)).queryByTestId('waiting-alarm')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(10_000 + CLOCK_TICK_MS));
    expect(within(card(soon)).getByTestId('waiting-alarm')).toHaveTextContent('Not accepted');
  });

  it('when the board is in Hungarian, then the alarm is too', async () => {
    const late = waiting(5 * MINUTE);
    await openBoard([late]);
    const article = card(late);
    await act(() => changeLanguage('hu'));
    expect(within(article).getByTestId('waiting-alarm')).toHaveTextContent('Nincs elfogadva · várakozik: 5:00');
    await act(() => changeLanguage('en'));
  });
});

describe('the louder ring', () => {
  it('when an escalated order waits with alerts on, then it rings every 10 s with the urgent chime (twice the notes)', async () => {
    const audio = await openBoard([waiting(5 * MINUTE)]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    const base = audio.chimes();
    await act(() => jest.advanceTimersByTimeAsync(URGENT_REMINDER_INTERVAL_MS));
    // The urgent chime plays the arpeggio twice: two chimes' worth of notes per ring.
    expect(audio.chimes() - base).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(URGENT_REMINDER_INTERVAL_MS));
    expect(audio.chimes() - base).toBe(4);
  });

  it('when the waiting order is not escalated yet, then the reminder stays the ordinary one every 30 s', async () => {
    const audio = await openBoard([waiting(30_000)]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    const base = audio.chimes();
    await act(() => jest.advanceTimersByTimeAsync(URGENT_REMINDER_INTERVAL_MS));
    expect(audio.chimes() - base).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(audio.chimes() - base).toBe(1);
  });
});

describe('the cancelled tab', () => {
  it('when the shop cancelled an order nobody accepted, then its card says so in words', async () => {
    const cancelled = order({ status: 'CANCELLED', cancelReason: 'not confirmed by the restaurant' });
    signInStaff();
    stubBoardServer(fakeServer({ cancelled: [cancelled] }));
    renderBoard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('tab', { name: /^Cancelled/ }));
    expect(await screen.findByText('Cancelled automatically: nobody accepted it in time')).toBeInTheDocument();
  });
});
