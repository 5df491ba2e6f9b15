import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// The billing details of a customer who asked for an invoice, on the board (docs/product/ordering.md#invoice).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

const INVOICE = { name: 'Kovács Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: '12345678-1-12' };

let printedTickets: string[] = [];
beforeEach(() => {
  resetBoardState();
  printedTickets = [];
  window.print = jest.fn(() => {
    printedTickets.push(...Array.from(document.querySelectorAll('[data-kitchen-ticket]'), (ticket) => ticket.textContent ?? ''));
  });
});
afterEach(() => changeLanguage('en'));

async function showCard(shown: ReturnType<typeof order>) {
  signInStaff();
  stubBoardServer(fakeServer({ active: [shown] }));
  renderBoard();
  return screen.findByRole('article', { name: new RegExp(`${shown.orderSequence.slice(-4)}$`) });
}

describe('the invoice on the board', () => {
  it('when the customer asked for an invoice, then the card says "Invoice: name, tax number" with the billing address under it', async () => {
    const card = await showCard(order({ invoice: INVOICE }));
    const invoice = within(card).getByRole('region', { name: 'Invoice' });
    expect(invoice).toHaveTextContent(/^Invoice: Kovács Kft., 12345678-1-121051 Budapest, Fő utca 1\.$/);
  });

  it('when a person asked for one without a tax number, then the card names them alone', async () => {
    const { taxNumber: _none, ...personal } = INVOICE;
    const card = await showCard(order({ invoice: { ...personal, name: 'Kiss Anna' } }));
    expect(within(card).getByRole('region', { name: 'Invoice' })).toHaveTextContent(/^Invoice: Kiss Anna1051 Budapest/);
  });

  it('when no invoice was asked for, then the card has no invoice block', async () => {
    const card = await showCard(order());
    expect(within(card).queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();
  });

  it('when the board reads Hungarian, then the block says Számla', async () => {
    await changeLanguage('hu');
    const card = await showCard(order({ invoice: INVOICE }));
    expect(within(card).getByRole('region', { name: 'Számla' })).toHaveTextContent(/^Számla: Kovács Kft., 12345678-1-12/);
  });

  it('when the ticket is printed, then it carries the invoice details on one line', async () => {
    const shown = order({ invoice: INVOICE });
    const card = await showCard(shown);
    await userEvent.click(within(card).getByRole('button', { name: `Print a kitchen ticket for ${shown.orderSequence}` }));
    expect(printedTickets).toHaveLength(1);
    expect(printedTickets[0]).toContain('INVOICE: Kovács Kft., 1051 Budapest, Fő utca 1., 12345678-1-12');
  });
});
