import type { Order, RestaurantStatus } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { type CustomerAccount, loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { loginStaffInBrowser, staffTokenViaApi, storeStaffSession } from './support/staff';

// Sign-up through the Auth emulator, a staff sign-in and up to one 10 s poll per step take a while on a busy machine.
jest.setTimeout(180_000);

/** One board refresh is 10 s; a busy machine gets generous room on top. */
const ONE_REFRESH_MS = 25_000;

/** What a customer does through the API: a large Pepperoni and two colas, delivered to Piac utca, paid in cash. */
async function placeDeliveryOrder(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'COC_001', quantity: '2', extraItemId: '' } });
  await call('POST', '/api/address/add', token, { json: DELIVERY_ADDRESS });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
}

/** Counts the chime's notes (three oscillators per chime) without touching the app. */
async function countChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __notes: number };
    scope.__notes = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      scope.__notes += 1;
      return original.call(this);
    };
  });
}

const chimes = async (page: Page) => (await page.evaluate(() => (window as unknown as { __notes: number }).__notes)) / 3;

async function waitForChimes(page: Page, expected: number): Promise<void> {
  await page.waitForFunction((notes) => (window as unknown as { __notes: number }).__notes >= notes, expected * 3, { timeout: 15_000 });
}

const statusSelect = (card: Locator) => card.getByRole('combobox', { name: 'Status' });

async function waitForSelectValue(card: Locator, value: string): Promise<void> {
  await card
    .page()
    .waitForFunction(
      ([selector, expected]) => (document.querySelector(selector as string) as HTMLSelectElement | null)?.value === expected,
      [`article[aria-labelledby="${await card.getAttribute('aria-labelledby')}"] select`, value],
      { timeout: 30_000 },
    );
}

describe('staff board: a new order from arrival to delivered', () => {
  const { page, context } = usePage({ width: 1024, height: 768 });

  it('when a customer orders while the board is open, then it rings, shows within one refresh, and staff take it to Delivered', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Board Tester' });
    await context().grantPermissions(['notifications'], { origin: baseUrl() });
    await countChimes(page());
    await loginStaffInBrowser(page());
    await page()
      .getByRole('tab', { name: /^Active/ })
      .waitFor();
    await page().getByRole('button', { name: 'Enable Notifications' }).click();
    await page().getByText('New-order alerts on').waitFor();
    await waitForChimes(page(), 1); // the test chime of the unlock
    const before = await chimes(page());

    const order = await placeDeliveryOrder(customer);
    const card = page().getByRole('article', { name: order.orderSequence });
    await card.waitFor({ timeout: ONE_REFRESH_MS });
    await waitForChimes(page(), before + 1);

    // The title counts every order nobody has accepted yet (other specs may add their own).
    await page().waitForFunction(() => {
      const buttons = Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) article button'));
      const accepts = buttons.filter((button) => button.textContent === 'Accept').length;
      return accepts > 0 && document.title === `(${accepts}) Dashboard · Pizza Point`;
    });
    expect(await page().title()).toMatch(/^\(\d+\) Dashboard/);
    await card.getByText('Board Tester').waitFor();
    await card.getByText('Delivery', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: /Open in Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.5293,21.6253',
    );

    expect(await seriousAxeViolations(page())).toEqual([]);

    const patched = (status: string) =>
      page().waitForResponse(
        (res) => {
          const url = new URL(res.url());
          // The board names the status its card showed (from=...), so two moves cannot both apply.
          return (
            res.request().method() === 'PATCH' &&
            url.pathname === `/api/orders/${order.orderId}/status` &&
            url.searchParams.get('status') === status &&
            url.searchParams.has('from')
          );
        },
        { timeout: 30_000 },
      );
    let answer = patched('PREPARING');
    await card.getByRole('button', { name: 'Accept' }).click();
    expect((await answer).status()).toBe(200);
    await statusSelect(card).waitFor({ timeout: 30_000 });
    await waitForSelectValue(card, 'PREPARING');

    answer = patched('OUT_FOR_DELIVERY');
    await statusSelect(card).selectOption({ label: 'Out for Delivery' });
    expect((await answer).status()).toBe(200);
    await waitForSelectValue(card, 'OUT_FOR_DELIVERY');

    // Delivered waits out a 5 s Undo window before it is sent.
    answer = patched('DELIVERED');
    await statusSelect(card).selectOption({ label: 'Delivered' });
    await card.getByRole('button', { name: 'Undo' }).waitFor();
    expect((await answer).status()).toBe(200);
    await card.waitFor({ state: 'detached', timeout: 30_000 });

    await page()
      .getByRole('tab', { name: /^Delivered/ })
      .click();
    const delivered = page().getByRole('article', { name: order.orderSequence });
    await delivered.waitFor({ timeout: 30_000 });
    expect(await delivered.getByRole('combobox').count()).toBe(0);

    const seen = await call<Order>('GET', `/api/orders/${order.orderId}`, customer.token);
    expect(seen.status).toBe('DELIVERED');
    expect(seen.statusHistory.map((change) => change.status)).toEqual(['PLACED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });
});

describe('staff board: Opened/Closed', () => {
  const { page } = usePage({ width: 1024, height: 768 });

  const publicStatus = async () => (await (await fetch(`${baseUrl()}/api/restaurant/restaurant-status`)).json()) as RestaurantStatus;

  it('when staff switch the restaurant closed, then the public status follows, the customer checkout says so, and it survives a reload; switched back, it is open again', async () => {
    const token = await staffTokenViaApi();
    const customer = await signUpCustomerViaApi({ name: 'Board Closed Tester' });
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
    try {
      await storeStaffSession(page(), token);
      await page().goto('/admin');
      const toggle = page().getByRole('switch', { name: /^Restaurant status:/ });
      await page().getByRole('switch', { name: 'Restaurant status: Opened' }).waitFor({ timeout: 30_000 });
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      const put = page().waitForResponse((res) => res.url().includes('/api/restaurant/1/status') && res.request().method() === 'PUT');
      await toggle.click();
      expect((await put).status()).toBe(200);
      await page().getByRole('switch', { name: 'Restaurant status: Closed' }).waitFor();
      expect(await publicStatus()).toMatchObject({ isOpen: false });

      // The customer's side of the same switch, in a browser of its own.
      const shopper = await page()
        .context()
        .browser()!
        .newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 800 } });
      try {
        const customerPage = await shopper.newPage();
        await loginInBrowser(customerPage, customer);
        await customerPage.goto('/checkout');
        await customerPage
          .getByTestId('closed-notice')
          .getByText('Sorry! The restaurant is currently closed and not accepting new orders.')
          .waitFor();
      } finally {
        await shopper.close();
      }

      await page().reload();
      await page().getByRole('switch', { name: 'Restaurant status: Closed' }).waitFor({ timeout: 30_000 });
      expect(await page().getByRole('switch').getAttribute('aria-checked')).toBe('false');

      await page().getByRole('switch', { name: 'Restaurant status: Closed' }).click();
      await page().getByRole('switch', { name: 'Restaurant status: Opened' }).waitFor();
      expect(await publicStatus()).toMatchObject({ isOpen: true });
    } finally {
      // Other specs share this server: never leave it closed.
      await call('PUT', '/api/restaurant/1/status?isOpen=true', token, { json: {} });
    }
  });
});
