/**
 * Prep time and ETA end to end: staff accept a pickup with 30 minutes on the board; the
 * customer's open order page shows "Ready at …" live; "+10 min" on the card moves it there, live,
 * without a reload.
 */
import type { Order } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

/** What arrives over the live channel must show well before the 10 s poll could have brought it. */
const LIVE_MS = 5_000;
const VIEWPORT = { width: 1280, height: 900 };

async function placePickup(customer: CustomerAccount): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
}

async function storeCustomerSession(page: Page, customer: CustomerAccount): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ({ token, email, name }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('email', email);
      localStorage.setItem('name', name);
    },
    { token: customer.token, email: customer.email, name: customer.name },
  );
}

/** "19:40" in Budapest, as both pages show it. */
const clock = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Budapest', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/**
 * The card's "Ready 19:40": its time element for that instant. Past Budapest midnight the board
 * also names the day ("Ready Nov 25, 00:08"), so the text is matched by its clock, not whole.
 */
const boardEstimate = (card: Locator, iso: string) =>
  card
    .locator(`time[datetime="${iso}"]`)
    .filter({ hasText: /^Ready / })
    .filter({ hasText: clock(iso) });

describe('prep time and ETA: the board and the customer page side by side', () => {
  const { page, context } = usePage(VIEWPORT);

  it('when staff accept with 30 min, then the customer page shows "Ready at …"; after "+10 min", the new time, live', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Eta Tester' });
    const [pickup, staffToken] = await Promise.all([placePickup(customer), staffTokenViaApi()]);

    const customerPage = page();
    await storeCustomerSession(customerPage, customer);
    await customerPage.goto(`/orders/${pickup.orderId}`);
    await customerPage.getByRole('heading', { level: 1, name: pickup.orderSequence }).waitFor({ timeout: 30_000 });
    await customerPage
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor({ timeout: 30_000 });
    expect(await customerPage.getByTestId('order-eta').count()).toBe(0);

    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      const card = board.getByRole('article', { name: pickup.orderSequence });
      await card.waitFor({ timeout: 30_000 });

      await card.getByRole('button', { name: '30 min' }).click();
      const accepted = board.waitForResponse(
        (res) => res.request().method() === 'PATCH' && res.url().includes(`/api/orders/${pickup.orderId}/status`),
      );
      await card.getByRole('button', { name: 'Accept' }).click();
      const acceptAnswer = await accepted;
      expect(acceptAnswer.status()).toBe(200);
      expect(acceptAnswer.url()).toContain('prepMinutes=30');

      const first = await call<Order>('GET', `/api/orders/${pickup.orderId}`, customer.token);
      // 30 minutes from the accept (the shop is not busy in this run): well over 25 minutes from now.
      expect(Date.parse(first.estimatedReadyAt!) - Date.now()).toBeGreaterThan(25 * 60_000);
      await customerPage
        .getByTestId('order-eta')
        .filter({ hasText: `Ready at ${clock(first.estimatedReadyAt!)}` })
        .waitFor({ timeout: LIVE_MS });
      await boardEstimate(card, first.estimatedReadyAt!).waitFor({ timeout: LIVE_MS });

      const pushed = board.waitForResponse(
        (res) => res.request().method() === 'PATCH' && res.url().endsWith(`/api/orders/${pickup.orderId}/eta`),
      );
      await card.getByRole('button', { name: `+10 min for ${pickup.orderSequence}` }).click();
      const pushAnswer = await pushed;
      expect(pushAnswer.status()).toBe(200);
      const later = ((await pushAnswer.json()) as Order).estimatedReadyAt!;
      expect(Date.parse(later) - Date.parse(first.estimatedReadyAt!)).toBe(10 * 60_000);

      await customerPage
        .getByTestId('order-eta')
        .filter({ hasText: `Ready at ${clock(later)}` })
        .waitFor({ timeout: LIVE_MS });
      await boardEstimate(card, later).waitFor({ timeout: LIVE_MS });
      expect(await seriousAxeViolations(customerPage)).toEqual([]);
      expect(await seriousAxeViolations(board)).toEqual([]);

      // The Settings tab loads both forms and has no serious accessibility problems either.
      await board.getByRole('tab', { name: /^Settings/ }).click();
      await board.getByRole('form', { name: 'Times' }).waitFor({ timeout: 30_000 });
      await board.getByRole('form', { name: 'Opening hours' }).waitFor({ timeout: 30_000 });
      // The tabs' colour transition has ended (axe would measure the contrast of a colour in between).
      await board.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
      );
      expect(await seriousAxeViolations(board)).toEqual([]);
    } finally {
      await staffContext.close();
    }
  });
});
