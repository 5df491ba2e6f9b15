import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

let printedTickets: string[] = [];
beforeEach(() => {
  resetBoardState();
  printedTickets = [];
  window.print = jest.fn(() => {
    printedTickets.push(...Array.from(document.querySelectorAll('[data-kitchen-ticket]'), (ticket) => ticket.textContent ?? ''));
  });
});
afterEach(() => changeLanguage('en'));

/** A Pepperoni with extra cheese (gluten, milk), a cola (none), and the customer's allergy note. */
function allergicOrder(note: string | null = 'No nuts at all, severe allergy') {
  const base = order();
  const [pizza, cola] = base.orderItems;
  return order({
    orderId: base.orderId,
    orderSequence: base.orderSequence,
    ...(note ? { allergyNote: note } : {}),
    orderItems: [
      { ...pizza!, allergens: ['milk', 'gluten'] },
      { ...cola!, allergens: [] },
    ],
  });
}

async function showCard(orders: ReturnType<typeof order>[]) {
  signInStaff();
  stubBoardServer(fakeServer({ active: orders }));
  renderBoard();
  // '#Order-0005' in English, '#0005' in Hungarian.
  return screen.findByRole('article', { name: new RegExp(`${orders[0]!.orderSequence.slice(-4)}$`) });
}

describe('allergies on the board', () => {
  it('when the customer wrote an allergy note, then the card shows it above the dishes in a red block with a sign and the word Allergy', async () => {
    const card = await showCard([allergicOrder()]);
    const note = within(card).getByRole('region', { name: 'Allergy' });
    expect(note).toHaveTextContent('AllergyNo nuts at all, severe allergy');
    expect(note).toHaveClass('bg-red-700', 'text-white');
    expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const items = within(card).getByRole('region', { name: 'Items' });
    expect(note.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when lines have allergens, then each shows its codes (named for screen readers); a line without any shows none', async () => {
    const card = await showCard([allergicOrder(null)]);
    expect(within(card).queryByRole('region', { name: 'Allergy' })).not.toBeInTheDocument();
    const [pizza, cola] = within(within(card).getByRole('region', { name: 'Items' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('span'));
    expect(within(pizza!).getByTitle('Cereals containing gluten, Milk')).toHaveTextContent(
      /^Allergens17Contains: Cereals containing gluten, Milk$/,
    );
    expect(within(cola!).queryByText(/^Contains:/)).not.toBeInTheDocument();
  });

  it('when the board reads Hungarian, then the block says Allergia', async () => {
    await changeLanguage('hu');
    const card = await showCard([allergicOrder()]);
    expect(within(card).getByRole('region', { name: 'Allergia' })).toHaveTextContent('No nuts at all, severe allergy');
  });

  it("when the ticket is printed, then the note is on it inverted above the dishes, with each line's codes and their legend", async () => {
    const ordered = allergicOrder();
    const card = await showCard([ordered]);
    await userEvent.click(within(card).getByRole('button', { name: `Print a kitchen ticket for ${ordered.orderSequence}` }));

    expect(printedTickets).toHaveLength(1);
    const text = printedTickets[0]!.replace(/\s/g, ' ');
    expect(text).toContain('⚠ AllergyNo nuts at all, severe allergy1× Pepperoni');
    expect(text).toContain('+ Extra cheeseAllergens: 1, 7Note: No onions');
    expect(text).toContain('Allergens: 1 Cereals containing gluten · 7 Milk');
  });
});
