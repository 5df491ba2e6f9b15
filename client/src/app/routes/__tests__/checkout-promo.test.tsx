/**
 * The promo code at checkout (docs/product/promo-codes.md#at-checkout): Apply asks for a quote with
 * the code and the summary gains a discount line; a refused code shows the server's sentence at the
 * field and the quote stays at full price; Remove takes it off; a code that stopped applying at
 * placing (409 PROMO_REFUSED) is taken off, the quote asked again, and nothing else is lost.
 */
import '../../../test/setup';
import { PROMO_MESSAGES } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { logIn, price } from '../../../test/menu-cart-support';
import { order, quote, requestsTo, type SentRequest, type StubAnswer } from '../../../test/orders-support';
import {
  chooseDelivery,
  DELIVERY,
  location,
  PICKUP,
  PLACE,
  placeButton,
  quoteShown,
  renderCheckout,
  stubShop,
  summary,
} from './checkout-support';

const LUNCH = quote({ promo: { code: 'LUNCH20', discount: 1200 }, totalPrice: 4798 });
const refusedAt = (code: string, status = 422): StubAnswer => ({
  status,
  body: {
    message: PROMO_MESSAGES.pickupOnly.replace('{code}', code),
    code: 'PROMO_REFUSED',
    details: { code, refusal: 'pickupOnly' },
  },
});

/** The quote's JSON body, or {} for the empty form of a quote without a code. */
const bodyOf = (request: SentRequest) => (request.body.startsWith('{') ? (JSON.parse(request.body) as unknown) : {});
/** Pickup quotes: with the code when the body names it, at full price otherwise. */
const pickupWithCode = (withCode: StubAnswer) => (request: SentRequest) =>
  (bodyOf(request) as { promoCode?: string }).promoCode ? withCode : { body: quote() };

const codeField = () => screen.getByRole('textbox', { name: 'Promo code' });
const applyButton = () => screen.getByRole('button', { name: /^(Apply|Applying…)$/ });
const promoLine = () => screen.queryByTestId('promo-line');

async function applyCode(code: string) {
  await userEvent.type(codeField(), code);
  await userEvent.click(applyButton());
}

beforeEach(() => logIn());
afterEach(() => {
  jest.restoreAllMocks();
  void changeLanguage('en');
});

describe('checkout: promo code', () => {
  it('when a code that applies is entered (any case), then the quote is asked with it, the discount line shows before the total, and placing sends it', async () => {
    const sent = stubShop({ [PICKUP]: pickupWithCode({ body: LUNCH }), [PLACE]: { body: order() } });
    renderCheckout();
    await quoteShown(price(5998));
    expect(promoLine()).not.toBeInTheDocument();

    await userEvent.type(codeField(), 'lunch20');
    // Shown upper-case as it is typed; Enter applies like the button.
    expect(codeField()).toHaveValue('LUNCH20');
    expect(codeField()).toHaveAttribute('autocapitalize', 'characters');
    await userEvent.keyboard('{Enter}');

    await quoteShown(price(4798));
    expect(requestsTo(sent, PICKUP).map(bodyOf)).toEqual([{}, { promoCode: 'LUNCH20' }]);
    expect(promoLine()).toHaveTextContent(`Code LUNCH20−${price(1200)}`);
    // After the fees, right before the total.
    const rows = within(summary())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows.slice(-3)).toEqual(['Service fee', 'Code LUNCH20', 'Total']);
    expect(screen.getByText('Code LUNCH20 applied.')).toBeInTheDocument();

    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(new URLSearchParams(requestsTo(sent, PLACE)[0]?.body).get('promoCode')).toBe('LUNCH20');
  });

  it('when the code is refused (422 PROMO_REFUSED), then its sentence shows under the field, the code stays for editing, and the quote is at full price', async () => {
    const sent = stubShop({ [PICKUP]: pickupWithCode(refusedAt('FREEDEL')), [PLACE]: { body: order() } });
    renderCheckout();
    await quoteShown(price(5998));

    await applyCode('freedel');

    const refusal = await screen.findByTestId('promo-refusal');
    expect(refusal).toHaveTextContent('The code FREEDEL is for pickup orders only.');
    expect(screen.getByTestId('promo-status')).toHaveAttribute('aria-live', 'polite');
    expect(codeField()).toHaveValue('FREEDEL');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    await quoteShown(price(5998));
    expect(promoLine()).not.toBeInTheDocument();
    // Not the page's error banner: said once, at the field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Placing now is at full price: no code is sent.
    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    expect(new URLSearchParams(requestsTo(sent, PLACE)[0]?.body).has('promoCode')).toBe(false);
  });

  it('when too many codes were tried (429 PROMO_ATTEMPTS), then that sentence shows at the field', async () => {
    const message = PROMO_MESSAGES.attempts.replace('{minutes}', '15');
    stubShop({ [PICKUP]: pickupWithCode({ status: 429, body: { message, code: 'PROMO_ATTEMPTS' } }) });
    renderCheckout();
    await quoteShown(price(5998));

    await applyCode('GUESS1');

    expect(await screen.findByTestId('promo-refusal')).toHaveTextContent(message);
    await quoteShown(price(5998));
  });

  it('when an applied code is removed, then the quote is asked without it and the line goes', async () => {
    const sent = stubShop({ [PICKUP]: pickupWithCode({ body: LUNCH }) });
    renderCheckout();
    await quoteShown(price(5998));
    await applyCode('LUNCH20');
    await quoteShown(price(4798));

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    await quoteShown(price(5998));
    expect(promoLine()).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(requestsTo(sent, PICKUP).map(bodyOf)).toEqual([{}, { promoCode: 'LUNCH20' }, {}]);
  });

  it('when the order type changes and the code does not apply to it, then the refusal shows and the quote is without the code', async () => {
    const sent = stubShop({
      [PICKUP]: pickupWithCode({ body: LUNCH }),
      [DELIVERY]: (request) =>
        (bodyOf(request) as { promoCode?: string }).promoCode
          ? refusedAt('LUNCH20')
          : { body: quote({ orderType: 'DELIVERY', deliveryFee: 599, totalPrice: 6597 }) },
    });
    renderCheckout();
    await quoteShown(price(5998));
    await applyCode('LUNCH20');
    await quoteShown(price(4798));

    await chooseDelivery();

    expect(await screen.findByTestId('promo-refusal')).toHaveTextContent('The code LUNCH20 is for pickup orders only.');
    await quoteShown(price(6597));
    expect(requestsTo(sent, DELIVERY).map(bodyOf)).toEqual([{ promoCode: 'LUNCH20' }, {}]);
    expect(promoLine()).not.toBeInTheDocument();
  });

  it('when the code stopped applying at placing (409 PROMO_REFUSED), then its sentence shows at the field, the code is off, a fresh quote shows, and the choices stay', async () => {
    const usedUp = PROMO_MESSAGES.usedUp.replace('{code}', 'LUNCH20');
    let placed = 0;
    const sent = stubShop({
      [PICKUP]: pickupWithCode({ body: LUNCH }),
      [PLACE]: () => {
        placed += 1;
        return placed === 1
          ? { status: 409, body: { message: usedUp, code: 'PROMO_REFUSED', details: { code: 'LUNCH20', refusal: 'usedUp' } } }
          : { body: order() };
      },
    });
    renderCheckout();
    await quoteShown(price(5998));
    await userEvent.click(screen.getByRole('radio', { name: /Card at pickup/ }));
    await applyCode('LUNCH20');
    await quoteShown(price(4798));

    await userEvent.click(placeButton());

    expect(await screen.findByTestId('promo-refusal')).toHaveTextContent(usedUp);
    await quoteShown(price(5998));
    expect(promoLine()).not.toBeInTheDocument();
    expect(requestsTo(sent, PICKUP).map(bodyOf)).toEqual([{}, { promoCode: 'LUNCH20' }, {}]);
    expect(screen.getByRole('radio', { name: /Card at pickup/ })).toBeChecked();
    // Said once, at the field (not again by the order button).
    expect(screen.getAllByText(usedUp)).toHaveLength(1);

    await userEvent.click(placeButton());
    await waitFor(() => expect(location()).toHaveTextContent('/orders/order-1'));
    const body = new URLSearchParams(requestsTo(sent, PLACE)[1]?.body);
    expect(body.has('promoCode')).toBe(false);
    expect(body.get('paymentMethod')).toBe('CARD');
  });

  it('when the reader reads Hungarian, then the discount line says Kedvezmény (code)', async () => {
    await changeLanguage('hu');
    stubShop({ [PICKUP]: pickupWithCode({ body: LUNCH }) });
    renderCheckout();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Kuponkód' }), 'lunch20');
    await userEvent.click(screen.getByRole('button', { name: 'Beváltás' }));

    await waitFor(() => expect(promoLine()).toHaveTextContent(/^Kedvezmény \(LUNCH20\)−1\s200\sFt$/));
  });
});
