import '../../../test/setup';
import { ALLERGY_NOTE_MAX_LENGTH, ORDER_MESSAGES, type PriceChange } from '@pizza/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartQueryKeys } from '../../../features/cart';
import { cartLine, cartOf } from '../../../test/menu-cart-fixtures';
import { CUSTOMER, logIn, price } from '../../../test/menu-cart-support';
import { order, quote, requestsTo } from '../../../test/orders-support';
import { PICKUP, PLACE, placeButton, quoteShown, renderCheckout, stubShop, summary } from './checkout-support';

const CHANGE: PriceChange = { cartItemId: 'line-1', menuItemId: 'PIZ_001', name: 'Margarita', size: 'MEDIUM', before: 2899, after: 2999 };
const sentences = () =>
  within(summary())
    .queryAllByTestId('price-change')
    .map((sentence) => sentence.textContent?.replace(/\s/g, ' '));

beforeEach(() => logIn());
afterEach(() => jest.restoreAllMocks());

describe('checkout: the allergy note', () => {
  it('when the customer writes an allergy note, then it has its limit, a counter and a hint, and it is sent with the order', async () => {
    const sent = stubShop({ [PLACE]: { body: order({ allergyNote: 'No nuts at all' }) } });
    renderCheckout();
    await quoteShown(price(5998));

    const note = screen.getByRole('textbox', { name: 'Anything the kitchen must know? (optional)' });
    expect(note).toHaveAttribute('maxLength', String(ALLERGY_NOTE_MAX_LENGTH));
    expect(note).toHaveAccessibleDescription(/The kitchen sees this note highlighted on your order\..*0 of 300 characters/);
    await userEvent.type(note, '  No nuts at all ');
    expect(screen.getByText(`17/${ALLERGY_NOTE_MAX_LENGTH}`)).toBeInTheDocument();

    await userEvent.click(placeButton());
    await waitFor(() => expect(requestsTo(sent, PLACE)).toHaveLength(1));
    expect(new URLSearchParams(requestsTo(sent, PLACE)[0]!.body).get('allergyNote')).toBe('No nuts at all');
  });

  it('when the note is left blank, then no allergyNote is sent', async () => {
    const sent = stubShop({ [PLACE]: { body: order() } });
    renderCheckout();
    await quoteShown(price(5998));
    await userEvent.type(screen.getByRole('textbox', { name: /kitchen must know/ }), '   ');

    await userEvent.click(placeButton());
    await waitFor(() => expect(requestsTo(sent, PLACE)).toHaveLength(1));
    expect(new URLSearchParams(requestsTo(sent, PLACE)[0]!.body).has('allergyNote')).toBe(false);
  });
});

describe('checkout: allergens and price changes', () => {
  it("when the cart's lines show, then each repeats its allergen codes with the names for screen readers", async () => {
    stubShop();
    renderCheckout();
    const items = screen.getByRole('region', { name: 'Order Items' });
    expect(await within(items).findByText('Contains: Cereals containing gluten, Milk')).toBeInTheDocument();
  });

  it('when the quote says a price changed, then its sentence shows before the order button while the quotes say it, and goes when they stop', async () => {
    let quotes = 0;
    const sent = stubShop({
      [PICKUP]: () => {
        quotes += 1;
        // The server repeats a change until the order is placed; the third answer: the price went back.
        return { body: quotes < 3 ? quote({ priceChanges: [CHANGE] }) : quote() };
      },
    });
    const { queryClient } = renderCheckout();
    await quoteShown(price(5998));

    expect(sentences()).toEqual(['The Margarita (medium) now costs HUF 2,999 instead of HUF 2,899.']);
    const notice = within(summary()).getByRole('status', { name: '' });
    expect(notice.compareDocumentPosition(placeButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The drawer changes the cart: a second quote, which repeats the change.
    const changeCart = (quantity: number) =>
      act(() =>
        queryClient.setQueryData(
          cartQueryKeys.byEmail(CUSTOMER.email),
          cartOf([cartLine({ cartItemId: 'line-1', quantity, totalPrice: 2999 * quantity })]),
        ),
      );
    changeCart(3);
    await waitFor(() => expect(requestsTo(sent, PICKUP)).toHaveLength(2));
    await quoteShown(price(5998));
    expect(sentences()).toEqual(['The Margarita (medium) now costs HUF 2,999 instead of HUF 2,899.']);

    changeCart(4);
    await waitFor(() => expect(requestsTo(sent, PICKUP)).toHaveLength(3));
    await quoteShown(price(5998));
    await waitFor(() => expect(sentences()).toEqual([]));
  });

  it('when placing meets a price change (QUOTE_CHANGED), then the message, the new quote and its sentence show, and the cart is read again', async () => {
    const message = `${ORDER_MESSAGES.quoteChanged} The Margarita (medium) now costs 2 999 Ft instead of 2 899 Ft.`;
    const newQuote = quote({ totalCartAmount: 5998, totalPrice: 6198, priceChanges: [CHANGE] });
    const sent = stubShop({ [PLACE]: { status: 409, body: { message, code: 'QUOTE_CHANGED', details: newQuote } } });
    renderCheckout();
    await quoteShown(price(5998));
    const cartReads = requestsTo(sent, 'GET /api/cart/user-email').length;

    await userEvent.click(placeButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await quoteShown(price(6198));
    expect(sentences()).toEqual(['The Margarita (medium) now costs HUF 2,999 instead of HUF 2,899.']);
    await waitFor(() => expect(requestsTo(sent, 'GET /api/cart/user-email').length).toBeGreaterThan(cartReads));
  });
});
