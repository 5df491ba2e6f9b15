/**
 * Ordering for later end to end (docs/product/scheduled-orders.md), on the real shop and its real
 * scheduler: while the shop is closed by its hours, a customer schedules a delivery at checkout, the
 * order page says when it is for, the board shows it under Scheduled; at its release it moves to the
 * kitchen's orders and the customer's page follows live. Another customer cancels theirs before the
 * release. Instead of waiting until the release time, the test brings it to now through the
 * test-mode hook POST /dev/faults/release-due; the scheduler (5 s tick) then releases it. The shop's
 * hours are set so that it opens in one to two hours, and put back afterwards. With E2E_SHOTS_DIR,
 * each screen is also saved in both languages, light and dark, at 375 and 1280 px.
 */
import { budapestClock, budapestDateOf, dayOfWeek, type Order, type RestaurantHours, type SlotsAnswer } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { shotsInEveryLook, shotsWanted, switchLanguage } from './support/menu-shots';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

const VIEWPORT = { width: 1280, height: 900 };
/** A release made due is taken at the scheduler's next tick (5 s) and reaches the pages live. */
const LIVE_MS = 30_000;
const HOUR = 3_600_000;

/** Both services open for four hours from the next full hour after the next one: closed now, slots later today or tomorrow. */
function hoursOpeningSoon(): RestaurantHours {
  const opens = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  const range = [
    {
      dayOfWeek: dayOfWeek(budapestDateOf(opens)),
      opens: budapestClock(opens),
      closes: budapestClock(new Date(opens.getTime() + 4 * HOUR)),
    },
  ];
  return { timezone: 'Europe/Budapest', pickup: range, delivery: range, special: [] };
}

async function releaseNow(order: Order): Promise<void> {
  const res = await fetch(`${baseUrl()}/dev/faults/release-due?orderId=${encodeURIComponent(order.orderId)}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`release-due answered ${res.status}: ${await res.text()}`);
}

async function customerWithDeliveryCart(name: string): Promise<CustomerAccount> {
  const customer = await signUpCustomerViaApi({ name });
  await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '2', extraItemId: '' } });
  await call('POST', '/api/address/add', customer.token, { json: DELIVERY_ADDRESS });
  return customer;
}

/** At checkout for delivery: Schedule is the only way while closed; picks the first free time and places the order. */
async function scheduleAtCheckout(page: Page): Promise<Order> {
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByText(/^We are closed now\. The next time you can order for: (today|tomorrow) \d\d:\d\d\.$/).waitFor({ timeout: LIVE_MS });
  expect(await page.getByRole('radio', { name: 'Schedule' }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'As soon as possible' }).count()).toBe(0);
  const times = page.getByRole('group', { name: 'Time' }).getByRole('radio');
  await times.first().waitFor();
  const quoted = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/checkout' && res.request().method() === 'POST');
  await times.first().check();
  expect((await quoted).status()).toBe(200);
  await page
    .getByText(/^Scheduled for (today|tomorrow) \d\d:\d\d$/)
    .first()
    .waitFor();
  if (shotsWanted()) {
    await switchLanguage(page, 'hu');
    await shotsInEveryLook(page, 'checkout-schedule', true);
    await switchLanguage(page, 'en');
    await shotsInEveryLook(page, 'checkout-schedule', true);
  }
  const button = page.getByRole('button', { name: 'Place order with obligation to pay' }).and(page.locator(':enabled'));
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/placeorder'),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
  const order = (await response.json()) as Order;
  await page.waitForURL((url) => url.pathname === `/orders/${order.orderId}`);
  return order;
}

/** The places left in the order's slot, as checkout reads them. */
async function placesLeft(customer: CustomerAccount, order: Order): Promise<number | undefined> {
  const answer = await call<SlotsAnswer>('GET', '/api/orders/slots?orderType=DELIVERY', customer.token);
  return answer.days.flatMap((day) => day.slots).find((slot) => slot.at === order.scheduledFor)?.left;
}

describe('ordering for later', () => {
  const { page, context } = usePage(VIEWPORT);
  let staffToken: string;
  let hoursBefore: RestaurantHours;

  beforeAll(async () => {
    staffToken = await staffTokenViaApi();
    hoursBefore = await call<RestaurantHours>('GET', '/api/restaurant/hours', undefined);
    await call('PUT', '/api/restaurant/hours', staffToken, { json: hoursOpeningSoon() });
  });

  afterAll(async () => {
    await call('PUT', '/api/restaurant/hours', staffToken, { json: hoursBefore });
  });

  it('when the shop is closed, then a customer schedules a delivery, the board lists it under Scheduled, and at its release it goes to the kitchen live', async () => {
    const customer = await customerWithDeliveryCart('Later Lili');
    const customerPage = page();
    await loginInBrowser(customerPage, customer);
    // The home page's closed notice points to ordering for later instead of browsing only.
    await customerPage.goto('/');
    await customerPage.getByRole('main').getByTestId('closed-notice').getByText('You can order for later.').waitFor({ timeout: LIVE_MS });
    const order = await scheduleAtCheckout(customerPage);
    expect(order).toMatchObject({ status: 'PLACED', orderType: 'DELIVERY' });
    expect(order.scheduledFor).toBeDefined();
    expect(Date.parse(order.releaseAt!)).toBeLessThan(Date.parse(order.scheduledFor!));

    // The order page: when it is for, and a way to cancel until it goes to the kitchen.
    await customerPage
      .getByText(/^Scheduled for (today|tomorrow) \d\d:\d\d$/)
      .first()
      .waitFor({ timeout: LIVE_MS });
    const cancel = customerPage.getByRole('button', { name: 'Cancel order' });
    await cancel.waitFor();
    expect(await seriousAxeViolations(customerPage)).toEqual([]);
    if (shotsWanted()) {
      await switchLanguage(customerPage, 'hu');
      await shotsInEveryLook(customerPage, 'order-scheduled', true);
      await switchLanguage(customerPage, 'en');
    }

    // The board: under Scheduled, not among the orders to accept.
    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      const scheduled = board.getByRole('region', { name: /^Scheduled/ });
      const row = scheduled.getByRole('article', { name: order.orderSequence });
      await row.waitFor({ timeout: LIVE_MS });
      expect(await row.textContent()).toMatch(/(today|tomorrow) \d\d:\d\d/i);
      expect(await board.getByRole('article', { name: order.orderSequence }).count()).toBe(1);
      expect(await seriousAxeViolations(board)).toEqual([]);
      if (shotsWanted()) {
        await switchLanguage(board, 'hu');
        await shotsInEveryLook(board, 'board-scheduled', true);
        await switchLanguage(board, 'en');
      }

      // The release: the board moves it to the kitchen's orders, the customer's page stops offering the cancel.
      await releaseNow(order);
      await row.waitFor({ state: 'detached', timeout: LIVE_MS });
      const card = board.getByRole('article', { name: order.orderSequence });
      await card.waitFor({ timeout: LIVE_MS });
      await card
        .getByRole('button', { name: /^Accept/ })
        .first()
        .waitFor();
      await cancel.waitFor({ state: 'detached', timeout: LIVE_MS });
      const released = await call<Order>('GET', `/api/orders/${order.orderId}`, customer.token);
      expect(released.releasedAt).toBeDefined();
      expect(released.escalation).toBeDefined();
      if (shotsWanted()) await shotsInEveryLook(board, 'board-released', true);
    } finally {
      await staffContext.close();
    }
  });

  it('when a customer cancels an order for later before its release, then it asks first, the order is cancelled and its place is free again', async () => {
    const customer = await customerWithDeliveryCart('Cancel Csaba');
    const customerPage = page();
    await loginInBrowser(customerPage, customer);
    const order = await scheduleAtCheckout(customerPage);
    const leftWhileBooked = await placesLeft(customer, order);

    await customerPage.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = customerPage.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    if (shotsWanted()) await shotsInEveryLook(customerPage, 'order-cancel-dialog');
    // Escape keeps the order; confirming cancels it.
    await customerPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await customerPage.getByRole('button', { name: 'Cancel order' }).click();
    await customerPage.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel the order' }).click();
    await customerPage.getByRole('main').locator('header').getByText('Cancelled', { exact: true }).waitFor({ timeout: LIVE_MS });
    const cancelled = await call<Order>('GET', `/api/orders/${order.orderId}`, customer.token);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'cancelled by the customer' });
    expect(await placesLeft(customer, order)).toBe(leftWhileBooked! + 1);
  });
});
