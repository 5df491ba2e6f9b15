/**
 * Rejecting with a reason, end to end on the real shop: staff pick why on the board (from the
 * keyboard, with their own words), and the customer's open order page says it at once, then in
 * Hungarian after switching. With REJECT_SHOTS=<folder>, the reject dialog and the cancelled order
 * page are saved at 375 and 1280 px, in English and Hungarian, light and dark.
 */
import { join } from 'node:path';

import { type Order, orderNumberText } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

const VIEWPORT = { width: 1280, height: 900 };

async function placePickup(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
}

/** The language the shop remembers for the visitor (the language switch writes it); the page is reloaded in it. */
async function readIn(page: Page, language: 'en' | 'hu'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
}

/** Screenshots into REJECT_SHOTS (when set): each width, light and dark; then back to 1280, light. */
async function shots(page: Page, name: string, focus?: () => Promise<void>): Promise<void> {
  const dir = process.env.REJECT_SHOTS;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await focus?.();
      // The layout after the resize: the next two frames have been drawn.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.screenshot({ path: join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: width === 375 });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORT);
}

describe('rejecting an order with a reason', () => {
  const { page, context } = usePage(VIEWPORT);

  it('when staff reject with "Sold out" and their words, then the open customer page says why, in English and then in Hungarian', async () => {
    const staffToken = await staffTokenViaApi();
    const boardContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const customer = await signUpCustomerViaApi({ name: 'Reason Tester' });
      const order = await placePickup(customer);
      const customerPage = page();
      await storeCustomerSession(customerPage, customer);
      await customerPage.goto(`/orders/${order.orderId}`);
      await customerPage.getByRole('heading', { level: 1, name: order.orderSequence }).waitFor({ timeout: 30_000 });

      const board = await boardContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      const card = board.getByRole('article', { name: order.orderSequence });
      await card.waitFor({ timeout: 30_000 });

      // From the keyboard: Reject, arrow to a reason, Tab to the words, then confirm.
      await card.getByRole('button', { name: 'Reject' }).focus();
      await board.keyboard.press('Enter');
      const dialog = card.getByRole('group', { name: new RegExp(`Reject ${order.orderSequence}\\?`) });
      await dialog.getByRole('radio', { name: 'Sold out' }).waitFor();
      await board.keyboard.press('Space');
      expect(await dialog.getByRole('radio', { name: 'Sold out' }).isChecked()).toBe(true);
      await board.keyboard.press('Tab');
      await board.keyboard.type('No mozzarella left today');
      await dialog.getByText('24 / 200 characters').waitFor();
      expect(await seriousAxeViolations(board)).toEqual([]);
      await shots(board, 'reject-dialog-en', () => card.scrollIntoViewIfNeeded());
      await readIn(board, 'hu');
      const cardHu = board.getByRole('article', { name: orderNumberText(order.orderSequence, 'hu') });
      await cardHu.getByRole('button', { name: 'Elutasítás' }).click();
      await cardHu.getByRole('radio', { name: 'Elfogyott' }).check();
      await cardHu.getByRole('textbox').fill('Elfogyott a mozzarella');
      await shots(board, 'reject-dialog-hu', () => cardHu.scrollIntoViewIfNeeded());
      await readIn(board, 'en');
      await card.getByRole('button', { name: 'Reject' }).click();
      await card.getByRole('radio', { name: 'Sold out' }).check();
      await card.getByRole('textbox', { name: 'A few words for the customer (optional)' }).fill('No mozzarella left today');
      await card.getByRole('button', { name: 'Yes, reject' }).click();
      await card.waitFor({ state: 'detached', timeout: 30_000 });

      // The board's Cancelled tab says why, in the board's language.
      await board.getByRole('tab', { name: /^Cancelled/ }).click();
      await board
        .getByRole('article', { name: order.orderSequence })
        .getByText('Sold out “No mozzarella left today”')
        .waitFor({ timeout: 30_000 });
      await shots(board, 'board-cancelled-en', () => board.getByRole('article', { name: order.orderSequence }).scrollIntoViewIfNeeded());

      // Live on the customer's page, without a reload.
      await customerPage.getByText('Reason: something in your order is sold out.').waitFor({ timeout: 30_000 });
      await customerPage.getByText('The restaurant wrote: “No mozzarella left today”').waitFor();
      expect(await seriousAxeViolations(customerPage)).toEqual([]);
      await shots(customerPage, 'cancelled-order-en');
      await readIn(customerPage, 'hu');
      await customerPage.getByText('Ok: a rendelés valamelyik tétele elfogyott.').waitFor({ timeout: 30_000 });
      await customerPage.getByText('Az étterem üzenete: „No mozzarella left today”').waitFor();
      await shots(customerPage, 'cancelled-order-hu');

      const stored = await call<Order>('GET', `/api/orders/${order.orderId}`, customer.token);
      expect(stored).toMatchObject({ status: 'CANCELLED', cancelReason: 'something in the order is sold out: No mozzarella left today' });
    } finally {
      await boardContext.close();
    }
  });
});
