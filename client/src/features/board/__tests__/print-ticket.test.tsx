import '../../../test/setup';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

/** 19:04 in Debrecen (CET). */
const PLACED_AT = '2026-03-12T18:04:00.000Z';

/** The browser's print dialog: records what the page held when it opened. */
let printedTickets: string[] = [];
beforeEach(() => {
  resetBoardState();
  printedTickets = [];
  window.print = jest.fn(() => {
    printedTickets.push(...Array.from(document.querySelectorAll('[data-kitchen-ticket]'), (ticket) => ticket.textContent ?? ''));
  });
});

async function showBoard(orders: ReturnType<typeof order>[]) {
  signInStaff();
  stubBoardServer(fakeServer({ active: orders }));
  renderBoard();
  await screen.findByRole('article', { name: orders[0]!.orderSequence });
}

const ticket = () => document.querySelector<HTMLElement>('[data-kitchen-ticket]');
/** The ticket's text, with the no-break spaces of money and dates read as spaces. */
const ticketText = () => ticket()?.textContent?.replace(/\s/g, ' ') ?? '';

describe('Print on a card', () => {
  it('when Print is pressed, then the print dialog opens on that order alone as a kitchen ticket with every field the kitchen needs', async () => {
    const delivery = order({
      orderType: 'DELIVERY',
      createdAt: PLACED_AT,
      estimatedDeliveryAt: '2026-03-12T18:50:00.000Z',
      status: 'PREPARING',
    });
    await showBoard([delivery, order()]);

    const card = screen.getByRole('article', { name: delivery.orderSequence });
    await userEvent.click(within(card).getByRole('button', { name: `Print a kitchen ticket for ${delivery.orderSequence}` }));

    expect(window.print).toHaveBeenCalledTimes(1);
    expect(printedTickets).toHaveLength(1);
    for (const text of [
      delivery.orderSequence,
      'Delivery',
      'Placed Mar 12, 2026, 19:04',
      'Deliver by Mar 12, 2026, 19:50',
      '1× Pepperoni · Large',
      '+ Extra cheese',
      'Note: No onions',
      '2× Coca-Cola 330 ml',
      'Kovács Anna',
      'Piac utca 10., 4025 Debrecen',
      'Address note: Ring twice',
      'Leave at the door',
      'Delivery fee',
      'HUF 7,246',
      'Cash',
    ])
      expect(ticketText()).toContain(text);
    expect(ticketText()).not.toMatch(/Accept|Reject|Status|Print/);
  });

  it('when the print dialog closes, then the ticket leaves the page, and the next Print holds only its own order', async () => {
    const [first, second] = [order({ orderType: 'PICKUP' }), order({ orderType: 'DELIVERY' })];
    await showBoard([first, second]);

    await userEvent.click(screen.getByRole('button', { name: `Print a kitchen ticket for ${first.orderSequence}` }));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(ticket()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: `Print a kitchen ticket for ${second.orderSequence}` }));
    expect(printedTickets).toHaveLength(2);
    expect(printedTickets[0]).toContain(first.orderSequence);
    expect(printedTickets[0]).not.toContain('Delivery fee'); // a pickup has none to list
    expect(printedTickets[1]).toContain(second.orderSequence);
    expect(printedTickets[1]).not.toContain(first.orderSequence);
  });

  it('when the board is in Hungarian, then the button and the ticket are too', async () => {
    const delivery = order({ orderType: 'DELIVERY', createdAt: PLACED_AT, paymentMethod: 'CARD' });
    await showBoard([delivery]);
    await act(() => changeLanguage('hu'));
    try {
      const number = delivery.orderSequence.replace('#Order-', '#');
      await userEvent.click(screen.getByRole('button', { name: `Nyomtatás – konyhai blokk: ${number}` }));
      for (const text of [
        number,
        'Kiszállítás',
        'Leadva: 2026. márc. 12. 19:04',
        'Megjegyzés: No onions',
        'Kiszállítási díj',
        '7 246 Ft',
        'Bankkártya (terminál)',
      ])
        expect(ticketText()).toContain(text);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
