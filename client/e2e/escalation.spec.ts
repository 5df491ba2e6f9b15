/**
 * No order left unanswered end to end, on the real shop and its real scheduler: an order
 * nobody accepts turns red on the board with a running timer, the customer's page says the
 * restaurant has not confirmed yet with the shop's phone, and the shop cancels it by itself with the
 * reason, live on both pages. Instead of waiting 3, 8 and 15 minutes, the test brings each deadline
 * to now through the test-mode hook POST /dev/faults/escalation-due; the scheduler (5 s tick) then
 * takes the step. The minutes themselves are covered with an injected clock by the server suite.
 * With ESCALATION_SHOTS=<folder>, each stage is also saved at 375 and 1280 px.
 */
import { join } from 'node:path';

import type { Order } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(120_000);

const VIEWPORT = { width: 1280, height: 900 };
/** A stage made due is taken at the scheduler's next tick (5 s) and reaches the pages live. */
const STAGE_MS = 30_000;

/** The order's next escalation deadline becomes now (test mode only). */
async function makeNextStageDue(order: Order): Promise<void> {
  const res = await fetch(`${baseUrl()}/dev/faults/escalation-due?orderId=${encodeURIComponent(order.orderId)}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`escalation-due answered ${res.status}: ${await res.text()}`);
}

async function placePickup(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
}

/** The page at 1280 and 375 px into ESCALATION_SHOTS (when set), then back to 1280. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.ESCALATION_SHOTS;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The layout after the resize: the next two frames have been drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: width === 375 });
  }
  await page.setViewportSize(VIEWPORT);
}

describe('escalation of an unanswered order', () => {
  const { page, context } = usePage(VIEWPORT);

  it('when nobody accepts, then the card turns red, the customer is told with a tel: link, and the shop cancels it with the reason', async () => {
    const staffToken = await staffTokenViaApi();
    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const customer = await signUpCustomerViaApi({ name: 'Escalation Tester' });
      const order = await placePickup(customer);
      expect(order.escalation).toBeDefined();

      const customerPage = page();
      await storeCustomerSession(customerPage, customer);
      await customerPage.goto(`/orders/${order.orderId}`);
      await customerPage.getByRole('heading', { level: 1, name: order.orderSequence }).waitFor({ timeout: 30_000 });

      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      const card = board.getByRole('article', { name: order.orderSequence });
      await card.waitFor({ timeout: 30_000 });
      expect(await card.getByTestId('waiting-alarm').count()).toBe(0);

      // Ring louder: the board's card turns red with words and a running timer.
      await makeNextStageDue(order);
      const alarm = card.getByTestId('waiting-alarm');
      await alarm.waitFor({ timeout: STAGE_MS });
      expect(await alarm.textContent()).toMatch(/Not accepted · waiting \d+:\d\d/);
      await card.scrollIntoViewIfNeeded();
      await shots(board, 'board-red-card');
      expect(await seriousAxeViolations(board)).toEqual([]);

      // Tell the customer: the customer is told, with the shop's phone.
      await makeNextStageDue(order);
      const notice = customerPage.getByTestId('not-confirmed');
      await notice.waitFor({ timeout: STAGE_MS });
      expect(await notice.textContent()).toContain("The restaurant hasn't confirmed your order yet.");
      const phone = notice.getByRole('link', { name: /Call us to check/ });
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+36\d+$/);
      await shots(customerPage, 'customer-not-confirmed');
      expect(await seriousAxeViolations(customerPage)).toEqual([]);
      // My Orders says it on the order's card too.
      await customerPage.goto('/orders');
      const line = customerPage.getByRole('listitem').filter({ hasText: order.orderSequence }).getByTestId('not-confirmed');
      await line.waitFor({ timeout: 30_000 });
      await shots(customerPage, 'my-orders-not-confirmed');
      await customerPage.goto(`/orders/${order.orderId}`);

      // The automatic cancel: by the shop, live on both pages.
      await makeNextStageDue(order);
      await customerPage.getByText('Reason: the restaurant did not confirm it in time.').waitFor({ timeout: STAGE_MS });
      expect(await notice.count()).toBe(0);
      await shots(customerPage, 'customer-auto-cancelled');
      await card.waitFor({ state: 'detached', timeout: 30_000 });
      const cancelled = await call<Order>('GET', `/api/orders/${order.orderId}`, customer.token);
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'not confirmed by the restaurant' });

      await board.getByRole('tab', { name: /^Cancelled/ }).click();
      await board
        .getByRole('article', { name: order.orderSequence })
        .getByText('Cancelled automatically: nobody accepted it in time')
        .waitFor({ timeout: 30_000 });
      await shots(board, 'board-cancelled-tab');
    } finally {
      await staffContext.close();
    }
  });
});
