import '../../../test/setup';
import { screen, within } from '@testing-library/react';

import { changeLanguage } from '../../../lib/i18n';
import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// An order placed with a promo code shows the code and its discount above the total (docs/product/promo-codes.md#where-the-discount-shows).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());
afterEach(() => changeLanguage('en'));

async function showCard(shown: ReturnType<typeof order>) {
  signInStaff();
  stubBoardServer(fakeServer({ active: [shown] }));
  renderBoard();
  return screen.findByRole('article', { name: new RegExp(`${shown.orderSequence.slice(-4)}$`) });
}

describe('the discount on the board', () => {
  it('when the order was placed with a code, then its card says "Code LUNCH20 −1,200" above the total', async () => {
    const card = await showCard(order({ promo: { code: 'LUNCH20', discount: 1200 } }));
    expect(within(card).getByTestId('order-promo')).toHaveTextContent('Code LUNCH20 −HUF 1,200');
  });

  it('when the order has no code, then the card has no discount line', async () => {
    const card = await showCard(order());
    expect(within(card).queryByTestId('order-promo')).not.toBeInTheDocument();
  });

  it('when the board reads Hungarian, then the line is in Hungarian with forint', async () => {
    await changeLanguage('hu');
    const card = await showCard(order({ promo: { code: 'LUNCH20', discount: 1200 } }));
    expect(within(card).getByTestId('order-promo')).toHaveTextContent('LUNCH20 kód −1 200 Ft');
  });
});
