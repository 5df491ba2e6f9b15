/**
 * Both colour schemes on every kind of page: the shop follows the device's prefers-color-scheme, and
 * axe finds no text below WCAG AA contrast in either; at 200 % zoom (a 1280 x 720 laptop is 640 x 360
 * CSS pixels) the View Cart bar keeps clear of the welcome's 'See the menu'.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { contrastViolations } from './support/axe';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

let browser: Browser;
let customer: CustomerAccount;
let orderId: string;
let staffToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await signUpCustomerViaApi({ name: 'Dark Mode' });
  const form = (menuItemId: string, quantity: string) => ({ form: { menuItemId, quantity, extraItemId: '' } });
  await call('POST', '/api/cart/add-to-cart', customer.token, form('PIZ_006', '1'));
  await call('POST', '/api/cart/add-to-cart', customer.token, form('FAN_001', '2'));
  const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', customer.token, { form: {} });
  ({ orderId } = await call<{ orderId: string }>('POST', '/api/orders/placeorder', customer.token, {
    form: { orderId: quote.orderId, paymentMethod: 'CARD', orderType: 'PICKUP' },
  }));
  await call('POST', '/api/cart/add-to-cart', customer.token, form('PIZ_006', '1'));
  staffToken = await staffTokenViaApi();
});

afterAll(() => browser?.close());

/** Reduced motion: the shop then shows its final frames at once (no slide, no pulse), which axe can measure. */
async function openContext(colorScheme: 'light' | 'dark', viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, baseURL: baseUrl(), colorScheme, reducedMotion: 'reduce' });
}

/**
 * Each page, the way a customer (or staff) reaches it, waited for until its content is in. A window
 * over the menu (`scope`) is measured on its own: the menu behind it is the home page's entry, and
 * measuring its dozens of cards again under each window only made the run slower.
 */
const PAGES: Array<{ name: string; signedIn?: 'customer' | 'staff'; scope?: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    signedIn: 'customer',
    open: (page) => page.goto('/').then(() => page.getByRole('heading', { level: 3 }).first().waitFor()),
  },
  {
    name: 'item window',
    signedIn: 'customer',
    scope: '[role="dialog"]',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Margarita', exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Add to Cart - / })
        .waitFor();
    },
  },
  {
    name: 'cart drawer',
    signedIn: 'customer',
    scope: '[role="dialog"]',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Cart, / }).click();
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).waitFor();
    },
  },
  {
    name: 'checkout',
    signedIn: 'customer',
    open: (page) => page.goto('/checkout').then(() => page.getByTestId('checkout-total').filter({ hasText: /\d/ }).waitFor()),
  },
  {
    name: 'order page',
    signedIn: 'customer',
    open: (page) => page.goto(`/orders/${orderId}`).then(() => page.getByRole('heading', { name: 'Payment details' }).waitFor()),
  },
  {
    name: 'account',
    signedIn: 'customer',
    open: (page) => page.goto('/account').then(() => page.getByRole('radio', { name: 'Magyar' }).waitFor()),
  },
  { name: 'login', open: (page) => page.goto('/login').then(() => page.getByRole('heading', { level: 1, name: 'Login' }).waitFor()) },
  { name: 'sign-up', open: (page) => page.goto('/signup').then(() => page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor()) },
  { name: 'not found', open: (page) => page.goto('/no-such-page').then(() => page.getByRole('heading', { level: 1 }).waitFor()) },
  {
    name: 'My Orders',
    signedIn: 'customer',
    open: (page) => page.goto('/orders').then(() => page.getByRole('heading', { level: 2 }).first().waitFor()),
  },
  {
    name: 'addresses',
    signedIn: 'customer',
    open: (page) => page.goto('/address').then(() => page.getByRole('combobox', { name: 'Street' }).waitFor()),
  },
  {
    name: 'staff sign-in',
    open: (page) => page.goto('/adminLogin').then(() => page.getByRole('button', { name: 'Login', exact: true }).waitFor()),
  },
  {
    name: 'staff board',
    signedIn: 'staff',
    open: (page) => page.goto('/admin').then(() => page.getByRole('article').first().waitFor({ timeout: 30_000 })),
  },
  {
    name: 'staff settings',
    signedIn: 'staff',
    open: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab', { name: /^Settings/ }).click();
      await page.getByRole('heading', { name: 'Times' }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'integrations',
    signedIn: 'staff',
    open: (page) => page.goto('/admin/integrations').then(() => page.getByRole('heading', { level: 1 }).waitFor()),
  },
  {
    name: 'staff page',
    signedIn: 'staff',
    open: (page) =>
      page.goto('/admin/staff').then(() => page.getByRole('cell', { name: 'admin@example.com' }).waitFor({ timeout: 30_000 })),
  },
  {
    // The staff sign-in of beforeAll is in the log, so there is at least one entry to measure.
    name: 'audit log',
    signedIn: 'staff',
    open: (page) => page.goto('/admin/audit').then(() => page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 30_000 })),
  },
];

describe.each(['light', 'dark'] as const)('the %s colour scheme', (colorScheme) => {
  it.each(PAGES)('$name: text has enough contrast (axe colour-contrast)', async ({ name, signedIn, scope, open }) => {
    const context = await openContext(colorScheme);
    const page = await context.newPage();
    try {
      if (signedIn === 'customer') await storeCustomerSession(page, customer);
      if (signedIn === 'staff') await storeStaffSession(page, staffToken);
      await open(page);
      // The page really is in the scheme asked for: its background is light or dark.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
      expect({ name, dark: (r + g + b) / 3 < 80 }).toEqual({ name, dark: colorScheme === 'dark' });
      // Let transitions (a drawer sliding in) finish before contrast is measured; endless ones (a live dot) stay.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      );
      expect({ name, violations: await contrastViolations(page, scope) }).toEqual({ name, violations: [] });
    } catch (error) {
      await saveScreenshot(page, `dark-mode ${colorScheme} ${name}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('at 200 % zoom', () => {
  it("the View Cart bar does not cover the welcome's 'See the menu'", async () => {
    const context = await browser.newContext({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2, baseURL: baseUrl() });
    const page = await context.newPage();
    try {
      await storeCustomerSession(page, customer);
      await page.goto('/');
      const cta = page.getByRole('link', { name: 'See the menu' });
      const bar = page.getByRole('button', { name: /View Cart/ });
      await bar.waitFor();
      // Scrolled so that it has just come into view, at the bottom, where the bar floats.
      await cta.evaluate((link) =>
        window.scrollBy({ top: link.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: 'instant' }),
      );
      await page.waitForFunction(() => {
        const { bottom } = document.querySelector('a[href="#PIZZA"]')!.getBoundingClientRect();
        return Math.abs(bottom - (window.innerHeight - 8)) < 2;
      });
      const [ctaBox, barBox] = [await cta.boundingBox(), await bar.boundingBox()];
      if (!ctaBox || !barBox) throw new Error('the call to action or the bar is not on screen');
      const overlap =
        ctaBox.x < barBox.x + barBox.width &&
        barBox.x < ctaBox.x + ctaBox.width &&
        ctaBox.y < barBox.y + barBox.height &&
        barBox.y < ctaBox.y + ctaBox.height;
      // The chat button rises above the bar there too.
      const chat = await page.getByRole('button', { name: 'Chat with the restaurant' }).boundingBox();
      expect(chat && chat.y + chat.height <= barBox.y).toBe(true);
      await saveScreenshot(page, 'zoom-200 home');
      expect({ ctaBox, barBox, overlap }).toEqual({ ctaBox, barBox, overlap: false });
      // And it is still the bar: it opens the cart.
      await bar.click();
      await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
