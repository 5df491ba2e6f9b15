import { type CheckoutQuote, formatMoney, type MenuItem, type Order } from '@pizza/shared';
import type { Page, Response } from 'playwright-core';

import { type CustomerAccount, loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { usePage } from './support/browser';
import { staffTokenViaApi } from './support/staff';

// Two sign-ups through the Auth emulator and two orders take longer than Jest's default.
jest.setTimeout(180_000);

/** Money on screen is 'HUF 1234' or hu-HU '1 234 Ft'; compare the digits. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function seededItem(category: string, name: string): Promise<MenuItem> {
  const items = await call<MenuItem[]>('GET', `/api/menuItem/get/category/${category}`, undefined);
  const item = items.find((entry) => entry.name === name && entry.size !== 'LARGE');
  if (!item) throw new Error(`the seeded menu has no ${name}`);
  return item;
}

const addViaApi = (customer: CustomerAccount, item: MenuItem, quantity: number) =>
  call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: item.id, quantity: String(quantity), extraItemId: '' } });

/** The quote answer the page receives while `action` runs (the summary shows it once it is in). */
async function quoteAfter(page: Page, path: string, action: () => Promise<unknown>): Promise<CheckoutQuote> {
  const [response] = await Promise.all([
    page.waitForResponse((res: Response) => new URL(res.url()).pathname === path && res.request().method() === 'POST'),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as CheckoutQuote;
}

/** Waits until the summary's total reads `amount` and the order button can be pressed. */
async function expectSummaryTotal(page: Page, amount: number): Promise<void> {
  await page
    .getByTestId('checkout-total')
    .filter({ hasText: formatMoney(amount, 'en') })
    .waitFor();
  await page.getByRole('button', { name: 'Place order with obligation to pay' }).and(page.locator(':enabled')).waitFor();
}

/** Presses Place order and lands on the new order's page; returns the placed order. */
async function placeOrder(page: Page): Promise<Order> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/placeorder'),
    page.getByRole('button', { name: 'Place order with obligation to pay' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const order = (await response.json()) as Order;
  await page.waitForURL((url) => url.pathname === `/orders/${order.orderId}`);
  await page.getByRole('heading', { level: 1, name: order.orderSequence }).waitFor();
  // The status badge beside the heading (the stage tracker below names the stages too).
  await page.getByRole('main').locator('header').getByText('Placed', { exact: true }).waitFor();
  const total = page.getByRole('heading', { name: 'Payment details' }).locator('..').getByText('Total', { exact: true }).locator('..');
  expect(digits(await total.textContent())).toBe(order.totalPrice);
  return order;
}

const setShopOpen = (token: string, isOpen: boolean) => call('PUT', `/api/restaurant/1/status?isOpen=${isOpen}`, token);

describe('checkout journey', () => {
  const { page } = usePage();

  it('when a customer orders for pickup, then for delivery, then each order page shows it placed and My Orders lists both', async () => {
    const [margarita, drink] = await Promise.all([seededItem('PIZZA', 'Margarita'), seededItem('DRINKS', 'Coca-Cola 330 ml')]);
    const customer = await signUpCustomerViaApi({ name: 'Checkout Tester' });
    await addViaApi(customer, drink, 1);
    await loginInBrowser(page(), customer);

    // One item through the menu UI: two Margaritas (the minimum order is 3500).
    await page().getByRole('button', { name: 'Margarita', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Margarita' });
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: /^Add to Cart - / }).click();
    await page().getByRole('button', { name: 'Cart, 3 items' }).waitFor();

    // Pickup, from the cart drawer's Checkout button.
    const items = 2 * margarita.price + drink.price;
    const pickup = await quoteAfter(page(), '/api/orders/pickup-checkout', async () => {
      await page().getByRole('button', { name: 'Cart, 3 items' }).click();
      await page().getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    });
    expect(pickup).toMatchObject({ orderType: 'PICKUP', totalCartAmount: items, bottleDepositFee: 50, serviceFee: 150, deliveryFee: 0 });
    expect(pickup.totalPrice).toBe(items + 50 + 150);
    await expectSummaryTotal(page(), pickup.totalPrice);
    await page().getByRole('region', { name: 'Order Items' }).getByText('x2').waitFor();
    const first = await placeOrder(page());
    expect(first).toMatchObject({ orderType: 'PICKUP', status: 'PLACED', totalPrice: pickup.totalPrice });
    // The cart was emptied with the order: the badge is gone.
    await page().getByRole('banner').getByRole('button', { name: 'Cart', exact: true }).waitFor();

    // Delivery: new items and an address through the API, then the page.
    await addViaApi(customer, margarita, 2);
    await call('POST', '/api/address/add', customer.token, { json: DELIVERY_ADDRESS });
    await page().goto('/checkout');
    await expectSummaryTotal(page(), 2 * margarita.price + 150);
    const delivery = await quoteAfter(page(), '/api/orders/checkout', () => page().getByRole('radio', { name: 'Delivery' }).check());
    expect(delivery.orderType).toBe('DELIVERY');
    expect([599, 799]).toContain(delivery.deliveryFee);
    expect(delivery.totalPrice).toBe(2 * margarita.price + 150 + delivery.deliveryFee);
    await page()
      .getByRole('link', { name: /Piac utca 10\./ })
      .waitFor();
    await expectSummaryTotal(page(), delivery.totalPrice);
    const leaveAtDoor = page().getByRole('switch', { name: 'Leave at the door' });
    await leaveAtDoor.click();
    expect(await leaveAtDoor.getAttribute('aria-checked')).toBe('true');
    const second = await placeOrder(page());
    expect(second).toMatchObject({ orderType: 'DELIVERY', leaveAtDoor: true, totalPrice: delivery.totalPrice });
    const address = page().getByRole('heading', { name: 'Delivery address' }).locator('..');
    await address.getByText('Piac utca').waitFor();
    await address.getByText('Leave at the door').waitFor();

    // My Orders: both, newest first, with their totals.
    await page().goto('/orders');
    const cards = page()
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page().getByRole('heading', { level: 2 }) });
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    expect(await cards.nth(0).getByRole('heading', { level: 2 }).textContent()).toBe(second.orderSequence);
    expect(await cards.nth(1).getByRole('heading', { level: 2 }).textContent()).toBe(first.orderSequence);
    await cards.nth(0).getByText(formatMoney(second.totalPrice, 'en')).waitFor();
    await cards.nth(1).getByText(formatMoney(first.totalPrice, 'en')).waitFor();
    await page()
      .getByRole('link', { name: `Click for details: ${first.orderSequence}` })
      .click();
    await page().waitForURL((url) => url.pathname === `/orders/${first.orderId}`);
  });

  it('when staff close the shop, then checkout says so before anything is filled in and the home page shows a notice', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Closed Shop Tester' });
    await addViaApi(customer, await seededItem('PIZZA', 'Margarita'), 2);
    const token = await staffTokenViaApi();
    await loginInBrowser(page(), customer);
    await setShopOpen(token, false);
    try {
      await page().goto('/checkout');
      await page()
        .getByTestId('closed-notice')
        .getByText('Sorry! The restaurant is currently closed and not accepting new orders.')
        .waitFor();
      expect(await page().getByRole('button', { name: 'Place order with obligation to pay' }).isDisabled()).toBe(true);
      expect(await page().getByRole('alert').count()).toBe(0);

      await page().goto('/');
      const notice = page().getByRole('main').getByTestId('closed-notice');
      await notice.getByText('You can still browse the menu and fill your cart.').waitFor();
      await page().getByRole('heading', { level: 3, name: 'Margarita', exact: true }).waitFor();
    } finally {
      await setShopOpen(token, true);
    }
    // The page that saw the shop close refetches the status when it reopens (a live event), so the
    // response awaited here may belong to the page being reloaded away: its body is read in the
    // predicate, where a body lost to the navigation just means "not this one".
    await Promise.all([page().waitForResponse(isOpenStatus), page().reload()]);
    await page().getByRole('heading', { level: 3, name: 'Margarita', exact: true }).waitFor();
    expect(await page().getByTestId('closed-notice').count()).toBe(0);
  });
});

async function isOpenStatus(res: Response): Promise<boolean> {
  if (new URL(res.url()).pathname !== '/api/restaurant/restaurant-status') return false;
  try {
    return ((await res.json()) as { isOpen?: boolean }).isOpen === true;
  } catch {
    return false;
  }
}
