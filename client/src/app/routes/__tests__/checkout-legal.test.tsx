import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { logIn, price } from '../../../test/menu-cart-support';
import { requestsTo } from '../../../test/orders-support';
import {
  ACCEPT,
  ACCEPTANCE,
  LEGAL,
  LEGAL_VERSIONS,
  OPEN_STATUS,
  placeButton,
  quoteShown,
  renderCheckout,
  stubShop,
  summary,
  total,
} from './checkout-support';

beforeEach(() => logIn());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const STATUS = { ...OPEN_STATUS, minimumOrder: 3500 };
const TERMS_V2 = {
  document: 'terms',
  version: 2,
  publishedAt: '2026-11-20T09:00:00.000Z',
  placeholder: false,
  body: { en: '# Terms', hu: '# ÁSZF' },
};
const OLD_TERMS = { terms: { version: 1, at: '2026-10-01T10:00:00.000Z' }, privacy: { version: 1, at: '2026-10-01T10:00:00.000Z' } };
const box = () => screen.getByRole('checkbox', { name: 'I accept the terms and the privacy notice' });

describe('checkout: the order button and what is said before it', () => {
  it('when the page opens, then the button says "Place order with obligation to pay" and the zone, minimum and payment stand before it', async () => {
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: STATUS } });
    renderCheckout();
    await quoteShown(price(5998));

    const button = within(summary()).getByRole('button', { name: 'Place order with obligation to pay' });
    const terms = within(summary()).getByRole('region', { name: 'Before you order' });
    expect(
      within(terms).getByText('We deliver within 5 km of the restaurant (straight line); pickup is at the restaurant.'),
    ).toBeInTheDocument();
    expect(within(terms).getByText(`Minimum order: ${price(3500)}.`)).toBeInTheDocument();
    expect(
      within(terms).getByText('Payment in cash or by card, to the courier at the door or at pickup. No payment online.'),
    ).toBeInTheDocument();
    // Before the button in the page's order (what a screen reader and the eye meet first).
    expect(terms.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('legal-reacceptance')).not.toBeInTheDocument();
  });

  it('when the reader reads Hungarian, then the button says "Fizetési kötelezettséggel járó megrendelés"', async () => {
    await act(() => i18n.changeLanguage('hu'));
    stubShop({ 'GET /api/restaurant/restaurant-status': { body: STATUS } });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Fizetési kötelezettséggel járó megrendelés' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByText('Kiszállítás az étteremtől 5 km-en belül (légvonalban); átvétel az étteremben.')).toBeInTheDocument();
  });
});

describe('checkout: accepting changed terms', () => {
  it('when the terms changed since the customer accepted them, then the box says when, links them, and the button waits for the tick', async () => {
    const sent = stubShop({
      [ACCEPTANCE]: { body: OLD_TERMS },
      'GET /api/legal/terms': { body: TERMS_V2 },
      [ACCEPT]: { status: 204 },
    });
    renderCheckout();
    await waitFor(() => expect(total()).toHaveTextContent(price(5998)));
    expect(await screen.findByText('Our terms changed on 20 November 2026.')).toBeInTheDocument();
    const label = box().closest('label')!;
    expect(within(label).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/legal/terms');
    expect(within(label).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/legal/privacy');
    expect(box()).not.toBeChecked();
    expect(placeButton()).toBeDisabled();

    await userEvent.click(box());
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(requestsTo(sent, ACCEPT).map((request) => JSON.parse(request.body))).toEqual([
      { terms: LEGAL_VERSIONS.terms, privacy: LEGAL_VERSIONS.privacy },
    ]);
    // Shown once: it stays, ticked, rather than jumping away under the customer's finger.
    expect(box()).toBeChecked();
    expect(screen.queryByText('Our terms changed on 20 November 2026.')).not.toBeInTheDocument();
  });

  it('when the customer never accepted any version, then they are asked to accept before their order', async () => {
    stubShop({ [ACCEPTANCE]: { body: {} } });
    renderCheckout();
    expect(await screen.findByText('Before your order, please accept our terms and privacy notice.')).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent(price(5998)));
    expect(placeButton()).toBeDisabled();
  });

  it('when recording the acceptance fails, then the reason is shown, the box stays unticked and the button stays off', async () => {
    const sent = stubShop({
      [ACCEPTANCE]: { body: OLD_TERMS },
      'GET /api/legal/terms': { body: TERMS_V2 },
      [ACCEPT]: { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } },
    });
    renderCheckout();
    await screen.findByText('Our terms changed on 20 November 2026.');
    await userEvent.click(box());
    expect(await screen.findByText('Your acceptance was not saved. Something went wrong')).toBeInTheDocument();
    expect(box()).not.toBeChecked();
    expect(placeButton()).toBeDisabled();
    expect(requestsTo(sent, ACCEPT)).toHaveLength(1);
  });

  it('when the acceptance is up to date, then nothing is asked and the button is free', async () => {
    const sent = stubShop();
    renderCheckout();
    await quoteShown(price(5998));
    expect(screen.queryByRole('checkbox', { name: 'I accept the terms and the privacy notice' })).not.toBeInTheDocument();
    expect(requestsTo(sent, LEGAL)).toHaveLength(1);
    expect(requestsTo(sent, ACCEPT)).toHaveLength(0);
  });
});
