/**
 * Invoice details end to end (docs/product/ordering.md#invoice): a customer ticks 'I need an
 * invoice' at checkout, is told what is missing next to each field, gives the billing details and
 * places the order; the order page and the board's card show them. With E2E_SHOTS_DIR set, each
 * screen is saved in English and Hungarian, light and dark, at 375 and 1280 px.
 */
import type { Order } from '@pizza/shared';
import type { BrowserContext } from 'playwright-core';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { baseUrl, usePage } from './support/browser';
import { inEachLanguage } from './support/menu-shots';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

const BILLING = { name: 'Kovács és Társa Kft.', zip: '1051', city: 'Budapest', street: 'Fő utca 1.', taxNumber: '12345678-1-12' };

describe('invoice details from checkout to the board', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });
  let kitchen: BrowserContext | undefined;

  afterAll(async () => {
    await kitchen?.close();
  });

  it('when a customer asks for an invoice and gives the billing details, then the order page and the board card show them', async () => {
    const staffToken = await staffTokenViaApi();
    const customer = await signUpCustomerViaApi({ name: 'Invoice Tester' });
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
    await loginInBrowser(page(), customer);
    await page().goto('/checkout');

    // The order button, whatever its exact words (the binding wording replaces 'Place order').
    const orderButton = page().getByRole('button', {
      name: /^(Place order with obligation to pay|Fizetési kötelezettséggel járó megrendelés)$/,
    });
    await orderButton.and(page().locator(':enabled')).waitFor();
    const section = page().getByRole('region', { name: /^(Invoice|Számla)$/ });
    const wanted = section.getByRole('checkbox');
    expect(await wanted.isChecked()).toBe(false);

    // Ticked and empty: placing stops, every required field says what it needs, the first has the focus.
    await wanted.check();
    await inEachLanguage(page(), 'invoice-checkout-errors', async () => {
      await orderButton.click();
      await section.getByText(/^(Please give the name to put on the invoice\.|Kérjük, adja meg a számlán szereplő nevet\.)$/).waitFor();
      await section.scrollIntoViewIfNeeded();
      return async () => undefined;
    });
    const name = section.getByRole('textbox', { name: 'Name on the invoice' });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await section.getByText('The postcode of the billing address is 4 digits.').waitFor();

    // A wrong tax number is named too; then the right details.
    await name.fill(BILLING.name);
    await section.getByRole('textbox', { name: 'Postcode' }).fill(BILLING.zip);
    await section.getByRole('textbox', { name: 'City' }).fill(BILLING.city);
    await section.getByRole('textbox', { name: 'Street and number' }).fill(BILLING.street);
    const taxNumber = section.getByRole('textbox', { name: /^Tax number/ });
    await taxNumber.fill('COMPANY');
    await orderButton.click();
    await section.getByText(/^The tax number is 8 digits/).waitFor();
    await taxNumber.fill(BILLING.taxNumber);
    await section.getByText(/^The tax number is 8 digits/).waitFor({ state: 'detached' });
    await inEachLanguage(page(), 'invoice-checkout-form', async () => {
      await section.scrollIntoViewIfNeeded();
      return async () => undefined;
    });

    const [placed] = await Promise.all([
      page().waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/placeorder'),
      orderButton.click(),
    ]);
    expect(placed.status()).toBe(200);
    const order = (await placed.json()) as Order;
    expect(order.invoice).toEqual(BILLING);

    // The customer's order page.
    const invoiceHeading = page().getByRole('heading', { name: /^(Invoice to|Számlázási adatok)$/ });
    await invoiceHeading.waitFor();
    await page().getByText(`Tax number: ${BILLING.taxNumber}`).waitFor();
    await inEachLanguage(
      page(),
      'invoice-order-page',
      async () => {
        await invoiceHeading.scrollIntoViewIfNeeded();
        return async () => undefined;
      },
      true,
    );

    // The board's card: compact, name and tax number, the address under it.
    kitchen = await context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const board = await kitchen.newPage();
    await storeStaffSession(board, staffToken);
    await board.goto('/admin');
    const card = board.locator(`article[data-order-id="${order.orderId}"]`);
    await card.waitFor();
    const invoice = card.getByRole('region', { name: 'Invoice' });
    await invoice.getByText(`${BILLING.name}, ${BILLING.taxNumber}`).waitFor();
    await invoice.getByText(`${BILLING.zip} ${BILLING.city}, ${BILLING.street}`).waitFor();
    await inEachLanguage(board, 'invoice-board-card', async () => {
      await card.scrollIntoViewIfNeeded();
      return async () => undefined;
    });
  });
});
