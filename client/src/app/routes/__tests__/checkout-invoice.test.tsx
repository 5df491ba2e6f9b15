import '../../../test/setup';
import { INVOICE_LIMITS, INVOICE_MESSAGES } from '@pizza/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { INVOICE_MESSAGE_KEYS } from '../../../features/checkout/invoice';
import { changeLanguage } from '../../../lib/i18n';
import { SESSION_KEYS } from '../../../lib/storage';
import { catalogues } from '../../../test/catalogues';
import { logIn, price } from '../../../test/menu-cart-support';
import { order, requestsTo } from '../../../test/orders-support';
import { chooseDelivery, PLACE, renderCheckout, stubShop, total } from './checkout-support';

// 'I need an invoice' at checkout (docs/product/ordering.md#invoice): the form, its checks, what is sent.

/** The order button, whatever its exact words (the binding wording, docs/product/departures.md). */
const orderButton = () =>
  screen.getByRole('button', { name: /^(Place order with obligation to pay|Fizetési kötelezettséggel járó megrendelés)$/ });
const invoiceSection = () => screen.getByRole('region', { name: /^(Invoice|Számla)$/ });
const wantInvoice = () => screen.getByRole('checkbox', { name: /^(I need an invoice|Számlát kérek)$/ });
const field = (name: RegExp) => within(invoiceSection()).getByRole('textbox', { name });
const placed = (sent: ReturnType<typeof stubShop>) => new URLSearchParams(requestsTo(sent, PLACE)[0]!.body);

async function ready() {
  await waitFor(() => expect(total()).toHaveTextContent(price(5998)));
  await waitFor(() => expect(orderButton()).toBeEnabled());
}

async function fillBilling(details: { name?: string; zip?: string; city?: string; street?: string; taxNumber?: string }) {
  if (details.name) await userEvent.type(field(/^Name on the invoice/), details.name);
  if (details.zip) await userEvent.type(field(/^Postcode/), details.zip);
  if (details.city) await userEvent.type(field(/^City/), details.city);
  if (details.street) await userEvent.type(field(/^Street and number/), details.street);
  if (details.taxNumber) await userEvent.type(field(/^Tax number/), details.taxNumber);
}

beforeEach(() => {
  logIn();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('checkout: invoice details', () => {
  it('when the customer does not tick the box, then no form shows and no invoice field is sent', async () => {
    const sent = stubShop({ [PLACE]: { body: order() } });
    renderCheckout();
    await ready();
    expect(wantInvoice()).not.toBeChecked();
    expect(within(invoiceSection()).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(orderButton());
    await waitFor(() => expect(requestsTo(sent, PLACE)).toHaveLength(1));
    expect([...placed(sent).keys()].filter((key) => key.startsWith('invoice'))).toEqual([]);
  });

  it('when the box is ticked, then name, postcode, city, street and an optional tax number with its hint show, with their limits', async () => {
    stubShop();
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());
    expect(field(/^Name on the invoice/)).toHaveAttribute('maxLength', String(INVOICE_LIMITS.name));
    expect(field(/^City/)).toHaveAttribute('maxLength', String(INVOICE_LIMITS.city));
    expect(field(/^Street and number/)).toHaveAttribute('maxLength', String(INVOICE_LIMITS.street));
    expect(field(/^Postcode/)).toHaveAttribute('inputMode', 'numeric');
    expect(field(/^Tax number \(optional\)/)).toHaveAccessibleDescription(/For a company: 12345678-1-12/);
  });

  it('when the ticked form is empty or wrong, then placing stops, each error shows next to its field and the first field takes the focus', async () => {
    const sent = stubShop({ [PLACE]: { body: order() } });
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());

    await userEvent.click(orderButton());
    expect(field(/^Name on the invoice/)).toHaveFocus();
    expect(field(/^Name on the invoice/)).toHaveAccessibleDescription(INVOICE_MESSAGES.nameRequired);
    expect(field(/^Postcode/)).toHaveAccessibleDescription(INVOICE_MESSAGES.zipInvalid);
    expect(field(/^City/)).toHaveAccessibleDescription(INVOICE_MESSAGES.cityRequired);
    expect(field(/^Street and number/)).toHaveAccessibleDescription(INVOICE_MESSAGES.streetRequired);
    expect(field(/^Tax number/)).not.toHaveAttribute('aria-invalid');

    await fillBilling({ name: 'Kovács Kft.', zip: '105', city: 'Budapest', street: 'Fő utca 1.', taxNumber: 'COMPANY' });
    await userEvent.click(orderButton());
    expect(field(/^Postcode/)).toHaveFocus();
    expect(field(/^Postcode/)).toHaveAccessibleDescription(INVOICE_MESSAGES.zipInvalid);
    expect(field(/^Tax number/)).toHaveAccessibleDescription(INVOICE_MESSAGES.taxNumberInvalid);
    expect(field(/^Name on the invoice/)).not.toHaveAttribute('aria-invalid');
    expect(requestsTo(sent, PLACE)).toHaveLength(0);
  });

  it('when a field is left wrong, then its error shows at once; fixed, it goes', async () => {
    stubShop();
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());
    await userEvent.type(field(/^Postcode/), '12');
    await userEvent.tab();
    expect(field(/^Postcode/)).toHaveAccessibleDescription(INVOICE_MESSAGES.zipInvalid);
    expect(field(/^City/)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field(/^Postcode/), '34');
    expect(field(/^Postcode/)).not.toHaveAttribute('aria-invalid');
  });

  it('when valid details are given, then they are sent trimmed with the order', async () => {
    const sent = stubShop({ [PLACE]: { body: order() } });
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());
    await fillBilling({ name: ' Kovács Kft. ', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: 'hu 1234 5678' });

    await userEvent.click(orderButton());
    await waitFor(() => expect(requestsTo(sent, PLACE)).toHaveLength(1));
    const body = placed(sent);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key.startsWith('invoice')))).toEqual({
      invoiceName: 'Kovács Kft.',
      invoiceZip: '1051',
      invoiceCity: 'Budapest',
      invoiceStreet: 'Fő utca 1.',
      invoiceTaxNumber: 'hu 1234 5678',
    });
  });

  it('when the customer switches to delivery and back, then the typed details stay; unticked, they are kept but not sent', async () => {
    const sent = stubShop({ [PLACE]: { body: order({ orderType: 'DELIVERY' }) } });
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());
    await fillBilling({ name: 'Anna Kiss', zip: '4025', city: 'Debrecen', street: 'Piac utca 10.' });
    await chooseDelivery();
    expect(field(/^Name on the invoice/)).toHaveValue('Anna Kiss');
    expect(field(/^Street and number/)).toHaveValue('Piac utca 10.');

    await userEvent.click(wantInvoice());
    await userEvent.click(wantInvoice());
    expect(field(/^City/)).toHaveValue('Debrecen');
    await userEvent.click(wantInvoice());
    await waitFor(() => expect(orderButton()).toBeEnabled());
    await userEvent.click(orderButton());
    await waitFor(() => expect(requestsTo(sent, PLACE)).toHaveLength(1));
    expect(placed(sent).has('invoiceName')).toBe(false);
  });

  it('when the page is opened again in the tab (a reload), then the ticked box and the typed details are still there; placed, they are forgotten', async () => {
    stubShop({ [PLACE]: { body: order() } });
    renderCheckout();
    await ready();
    await userEvent.click(wantInvoice());
    await fillBilling({ name: 'Anna Kiss', zip: '4025', city: 'Debrecen', street: 'Piac utca 10.' });
    cleanup();

    renderCheckout();
    await ready();
    expect(wantInvoice()).toBeChecked();
    expect(field(/^Name on the invoice/)).toHaveValue('Anna Kiss');
    expect(field(/^Postcode/)).toHaveValue('4025');
    await userEvent.click(orderButton());
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.checkoutChoices)).toBeNull());
    cleanup();

    renderCheckout();
    await ready();
    expect(wantInvoice()).not.toBeChecked();
  });

  it('when the site is Hungarian, then the form and its errors are Hungarian', async () => {
    stubShop();
    await act(() => changeLanguage('hu'));
    try {
      renderCheckout();
      await waitFor(() => expect(orderButton()).toBeEnabled());
      await userEvent.click(wantInvoice());
      await userEvent.click(orderButton());
      const name = within(invoiceSection()).getByRole('textbox', { name: /^Számlázási név/ });
      expect(name).toHaveAccessibleDescription('Kérjük, adja meg a számlán szereplő nevet.');
      expect(within(invoiceSection()).getByRole('textbox', { name: /^Adószám/ })).toHaveAccessibleDescription(/^Cégnek: 12345678-1-12/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

describe('the invoice sentences', () => {
  const lookup = (catalog: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

  it('when a shared invoice sentence is mapped, then English says exactly that sentence and Hungarian has its own', () => {
    expect(Object.keys(INVOICE_MESSAGE_KEYS).sort()).toEqual(Object.values(INVOICE_MESSAGES).sort());
    for (const [sentence, key] of Object.entries(INVOICE_MESSAGE_KEYS)) {
      expect([key, lookup(catalogues.en, key)]).toEqual([key, sentence]);
      expect(lookup(catalogues.hu, key)).toEqual(expect.any(String));
      expect(lookup(catalogues.hu, key)).not.toBe(sentence);
    }
  });
});
