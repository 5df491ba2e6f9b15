/**
 * What a new customer meets, in a real browser: the first visit in the browser's language with the
 * switch on a phone's top bar, text limits with their counters, the payment choice through a reload,
 * the fee lines of a pickup, a 404 for an unknown address, and staff times in 24 hours on an English
 * (en-US) browser.
 */
import { TEXT_LIMITS } from '@pizza/shared';
import type { Browser } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { baseUrl, launchBrowser, saveScreenshot, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const addToCart = (customer: CustomerAccount, menuItemId: string, quantity = '1') =>
  call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId, quantity, extraItemId: '' } });

describe('the first visit', () => {
  it("follows a Hungarian browser, shows the switch on a phone's top bar, and then keeps the visitor's choice", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: baseUrl(), locale: 'hu-HU' });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 2, name: 'Klasszikus pizzák' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');
      const banner = page.getByRole('banner');
      const english = banner.getByRole('button', { name: 'EN English' });
      expect(await english.isVisible()).toBe(true);
      await english.click();
      await page.getByRole('heading', { level: 2, name: 'Classic Pizza' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Classic Pizza' }).waitFor();
      expect(await banner.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await saveScreenshot(page, 'first visit hu-HU');
      await context.close();
    }
  });
});

describe('a customer', () => {
  const { page } = usePage();

  it('is told how long the instructions may be: the field stops at the shared limit and its counter says so', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Long Note' });
    await storeCustomerSession(page(), customer);
    await page().evaluate(() => localStorage.setItem('lang', 'hu'));
    await page().goto('/');
    await page().getByRole('button', { name: 'Margarita', exact: true }).click();
    const dialog = page().getByRole('dialog');
    const instructions = dialog.getByRole('textbox', { name: 'Különleges kérések' });
    await instructions.fill('x'.repeat(TEXT_LIMITS.instructions + 100));
    expect((await instructions.inputValue()).length).toBe(TEXT_LIMITS.instructions);
    const counter = dialog.getByTestId('character-count');
    await counter.getByText(`${TEXT_LIMITS.instructions}/${TEXT_LIMITS.instructions}`).waitFor();
    await counter.getByText('Még 0 karakter írható').waitFor({ state: 'attached' });
  });

  it('keeps the card payment chosen at checkout through a reload, and the pickup lists no delivery fee', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Card Payer' });
    await addToCart(customer, 'PIZ_006');
    await storeCustomerSession(page(), customer);
    await page().goto('/checkout');
    await page().getByTestId('checkout-total').filter({ hasText: /\d/ }).waitFor();
    await page()
      .getByRole('radio', { name: /^Card at pickup/ })
      .check();
    await page().reload();
    await page().getByTestId('checkout-total').filter({ hasText: /\d/ }).waitFor();
    expect(
      await page()
        .getByRole('radio', { name: /^Card at pickup/ })
        .isChecked(),
    ).toBe(true);
    const summary = page().getByRole('region', { name: 'Summary' });
    expect(await summary.getByText(/^Delivery/).count()).toBe(0);
    await page().getByRole('button', { name: 'Place order with obligation to pay' }).click();
    await page().waitForURL((url) => url.pathname.startsWith('/orders/'));
    const payment = page().getByRole('heading', { name: 'Payment details' }).locator('..');
    await payment.getByText('Card at pickup').waitFor();
    expect(await payment.getByRole('term').allTextContents()).toEqual(['Payment method', 'Item Subtotal', 'Service fee', 'Total']);
  });

  it('meets a 404 at an address that is no page, with the way home', async () => {
    const missing = await page().goto('/this-page-does-not-exist');
    expect(missing?.status()).toBe(404);
    await page().getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect((await page().goto('/login'))?.status()).toBe(200);
  });
});

describe('staff on an English (en-US) browser', () => {
  it('read and type the shop’s times in 24 hours', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl(), locale: 'en-US' });
    const page = await context.newPage();
    try {
      await storeStaffSession(page, await staffTokenViaApi());
      await page.goto('/admin');
      await page.getByRole('tab', { name: /^Menu/ }).click();
      const time = page.getByRole('textbox', { name: 'Time' });
      await time.waitFor();
      // A native time field would show '06:00 PM' here; the shop's field reads like the shop's clock.
      expect(await time.getAttribute('type')).toBe('text');
      expect(await time.inputValue()).toBe('18:00');
      await page.getByRole('radio', { name: 'A time today' }).check();
      await time.fill('930');
      await time.blur();
      expect(await time.inputValue()).toBe('09:30');
    } finally {
      await saveScreenshot(page, 'staff times en-US');
      await context.close();
    }
  });
});
