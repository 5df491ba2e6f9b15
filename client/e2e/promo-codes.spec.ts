/**
 * Coming back, end to end on the real shop (docs/product/promo-codes.md): the owner makes a
 * first-order code on the board's Promo codes page; a new customer applies it at checkout (typed in
 * lower case), sees the discount line and places the order; the board's card names the code; the
 * customer orders the same again from My Orders and the same code is refused with its reason. Then
 * the owner switches the loyalty reward on (every 2nd finished order), the customer's second order is
 * finished, and My rewards shows the personal code, which takes its worth off the next order. With
 * E2E_SHOTS_DIR, each screen is also saved in both languages, light and dark, at 375 and 1280 px.
 */
import { type LoyaltySettings, type Order, type RewardList } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { inEachLanguage, shotsInEveryLook, shotsWanted, switchLanguage } from './support/menu-shots';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

const VIEWPORT = { width: 1280, height: 900 };
const LIVE_MS = 30_000;

async function customerWithPickupCart(name: string): Promise<CustomerAccount> {
  const customer = await signUpCustomerViaApi({ name });
  await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '2', extraItemId: '' } });
  return customer;
}

/** Both languages, light and dark, 375 and 1280 px, when screenshots are wanted. */
async function shots(page: Page, name: string): Promise<void> {
  if (!shotsWanted()) return;
  await switchLanguage(page, 'hu');
  await shotsInEveryLook(page, name, true);
  await switchLanguage(page, 'en');
  await shotsInEveryLook(page, name, true);
}

/** At checkout for pickup: types the code and applies it; answers the quote's HTTP status. */
async function applyCode(page: Page, code: string): Promise<number> {
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Pickup', exact: true }).check();
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  const quoted = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/orders/pickup-checkout' && res.request().postData()?.includes('promoCode') === true,
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  return (await quoted).status();
}

async function placeAtCheckout(page: Page): Promise<Order> {
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

/** Staff take a pickup order from PLACED to COMPLETED. */
async function finishPickup(staffToken: string, order: Order): Promise<void> {
  for (const status of ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED']) {
    await call('PATCH', `/api/orders/${order.orderId}/status?status=${status}`, staffToken);
  }
}

describe('coming back: promo codes, order again, the loyalty reward', () => {
  const { page, context } = usePage(VIEWPORT);
  let staffToken: string;
  let loyaltyBefore: LoyaltySettings;

  beforeAll(async () => {
    staffToken = await staffTokenViaApi();
    loyaltyBefore = await call<LoyaltySettings>('GET', '/api/admin/loyalty', staffToken);
  });

  afterAll(async () => {
    await call('PUT', '/api/admin/loyalty', staffToken, { json: loyaltyBefore });
  });

  it('when the owner makes a first-order code, then a new customer gets its discount once, the board names it, and ordering again refuses it with its reason', async () => {
    const code = `WELCOME-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      // The owner's board: a 10 % code for first orders.
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin/promos');
      // The empty form, in each language when screenshots are wanted; left open in English.
      await inEachLanguage(board, 'promo-form', async () => {
        await board.getByRole('button', { name: /^(New code|Új kód)$/ }).click();
        await board.getByRole('dialog').waitFor();
        return () => board.keyboard.press('Escape');
      });
      const form = board.getByRole('dialog', { name: 'New promo code' });
      await form.waitFor();
      await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
      await form.getByRole('textbox', { name: 'Description' }).fill('Welcome');
      await form.getByRole('radio', { name: 'Percentage' }).check();
      await form.getByRole('spinbutton', { name: 'Discount' }).fill('10');
      await form.getByRole('checkbox', { name: 'First order only' }).check();
      await form.getByRole('button', { name: 'Create code' }).click();
      await form.waitFor({ state: 'detached', timeout: LIVE_MS });
      await board.getByRole('region', { name: 'Codes' }).getByText(code, { exact: true }).waitFor({ timeout: LIVE_MS });
      expect(await seriousAxeViolations(board)).toEqual([]);
      await shots(board, 'promo-list');

      // A new customer: the code, typed in lower case, takes 10 % off the dishes only.
      const customer = await customerWithPickupCart('Welcome Vera');
      const shop = page();
      await loginInBrowser(shop, customer);
      expect(await applyCode(shop, code.toLowerCase())).toBe(200);
      const discountLine = shop.getByText(`Code ${code}`).first();
      await discountLine.waitFor({ timeout: LIVE_MS });
      await shots(shop, 'checkout-promo');
      const order = await placeAtCheckout(shop);
      expect(order.promo?.code).toBe(code);
      expect(order.promo!.discount).toBe(Math.round(order.totalCartAmount * 0.1));
      expect(order.totalPrice).toBe(order.totalCartAmount + order.serviceFee + order.bottleDepositFee - order.promo!.discount);
      await shop.getByText(`Code ${code}`).first().waitFor();

      // The board's card says which code and how much.
      await board.goto('/admin');
      const card = board.getByRole('article', { name: order.orderSequence });
      await card.getByText(`Code ${code}`).waitFor({ timeout: LIVE_MS });
      await shots(board, 'board-promo-card');

      // Order again from My Orders: the cart says what went in; the same code is refused now.
      await shop.goto('/orders');
      await shop.getByRole('button', { name: 'Order again' }).first().click();
      await shop.getByText(/^We put 1 item of #Order-\d{4} into your cart\.$/).waitFor({ timeout: LIVE_MS });
      // The cart drawer covers the language switch: this one in English only.
      await shotsInEveryLook(shop, 'cart-reorder', true);
      expect(await applyCode(shop, code)).toBe(422);
      await shop
        .getByText(`The code ${code} is for a first order only, and you have ordered from us before.`)
        .waitFor({ timeout: LIVE_MS });
      await shots(shop, 'checkout-promo-refused');
    } finally {
      await staffContext.close();
    }
  });

  it('when loyalty is on and a regular finishes their second order, then My rewards shows a personal code that takes its worth off the next order', async () => {
    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin/promos');
      const loyalty = board.getByRole('region', { name: 'Loyalty reward' });
      await loyalty.getByRole('switch', { name: 'Regulars get a reward' }).check();
      await loyalty.getByLabel(/^A reward after every/).fill('2');
      await loyalty.getByLabel(/^Amount/).fill('700');
      await loyalty.getByRole('button', { name: 'Save' }).click();
      await loyalty.getByText('Saved.').waitFor({ timeout: LIVE_MS });
      await shots(board, 'promo-loyalty');
    } finally {
      await staffContext.close();
    }
    expect(await call<LoyaltySettings>('GET', '/api/admin/loyalty', staffToken)).toMatchObject({ enabled: true, every: 2, amount: 700 });

    const customer = await customerWithPickupCart('Regular Rudi');
    for (let n = 0; n < 2; n += 1) {
      if (n > 0)
        await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '2', extraItemId: '' } });
      const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', customer.token, { form: {} });
      const order = await call<Order>('POST', '/api/orders/placeorder', customer.token, {
        form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
      });
      await finishPickup(staffToken, order);
    }
    const { rewards } = await call<RewardList>('GET', '/api/account/rewards', customer.token);
    expect(rewards).toHaveLength(1);
    const reward = rewards[0]!;
    expect(reward).toMatchObject({ amount: 700, state: 'available' });

    const shop = page();
    await loginInBrowser(shop, customer);
    await shop.goto('/account');
    await shop.getByText(reward.code, { exact: true }).waitFor({ timeout: LIVE_MS });
    await shop.getByText('Available', { exact: true }).waitFor();
    expect(await seriousAxeViolations(shop)).toEqual([]);
    await shots(shop, 'account-rewards');

    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '2', extraItemId: '' } });
    expect(await applyCode(shop, reward.code)).toBe(200);
    await shop.getByText(`Code ${reward.code}`).first().waitFor({ timeout: LIVE_MS });
    const order = await placeAtCheckout(shop);
    expect(order.promo).toEqual({ code: reward.code, discount: 700 });
    const after = await call<RewardList>('GET', '/api/account/rewards', customer.token);
    expect(after.rewards[0]!.state).toBe('used');
  });
});
