/**
 * The stops on the way to a first order one by one: one money format on every screen in
 * both languages, checkout noticing the shop reopen, the minimum order and the cart's Tab order.
 */
import type { Order } from '@pizza/shared';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { usePage } from './support/browser';
import { amountsInFormat, offFormatAmounts } from './support/language';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// Sign-ups through the Auth emulator and an order take longer than Jest's default.
jest.setTimeout(180_000);

describe('one money format on every screen', () => {
  const { page } = usePage();

  for (const language of ['en', 'hu'] as const) {
    it(`when the shop is read in ${language === 'en' ? 'English' : 'Hungarian'}, then menu, cart, checkout, My Orders, the order page and the board show money one way`, async () => {
      const customer = await signUpCustomerViaApi({ name: 'Money Tester' });
      const pizzas = await call<Array<{ id: string; name: string; size: string }>>('GET', '/api/menuItem/get/category/PIZZA', undefined);
      const pepperoni = pizzas.find((item) => item.name === 'Pepperoni' && item.size === 'LARGE')!;
      // Four-digit and five-digit amounts on every screen: 3 large Pepperoni come to five digits.
      await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: pepperoni.id, quantity: '3', extraItemId: '' } });
      const quote = await call<{ orderId: string }>('POST', '/api/orders/pickup-checkout', customer.token, { form: {} });
      const order = await call<Order>('POST', '/api/orders/placeorder', customer.token, {
        form: { orderId: quote.orderId, paymentMethod: 'CARD', orderType: 'PICKUP' },
      });
      await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: pepperoni.id, quantity: '2', extraItemId: '' } });
      await loginInBrowser(page(), customer);
      if (language === 'hu') {
        await page().evaluate(() => localStorage.setItem('lang', 'hu'));
        await page().reload();
      }

      // The order number as the language writes it: '#Order-0007', '#0007' in Hungarian.
      const number = language === 'hu' ? order.orderSequence.replace('#Order-', '#') : order.orderSequence;
      const check = async (screen: string) => {
        expect({ screen, off: await offFormatAmounts(page(), language) }).toEqual({ screen, off: [] });
        expect(await amountsInFormat(page(), language)).toBeGreaterThan(0);
      };
      await page().getByRole('heading', { level: 3, name: 'Pepperoni', exact: true }).waitFor();
      await check('menu');
      await page().getByRole('button', { name: 'Pepperoni', exact: true }).click();
      await page()
        .getByRole('dialog')
        .getByRole('button', { name: /Add to Cart - |Kosárba - / })
        .waitFor();
      await check('item modal');
      await page().keyboard.press('Escape');
      await page()
        .getByRole('button', { name: /View Cart|Kosár megtekintése/ })
        .click();
      await page()
        .getByRole('dialog', { name: /Your Cart|Az Ön kosara/ })
        .getByRole('button', { name: /^(Checkout|Tovább a fizetéshez)$/ })
        .waitFor();
      await check('cart');
      await page().goto('/checkout');
      await page().getByTestId('checkout-total').filter({ hasText: /\d/ }).waitFor();
      await check('checkout');
      await page().goto('/orders');
      await page().getByRole('heading', { level: 2, name: number }).waitFor();
      await check('My Orders');
      await page().goto(`/orders/${order.orderId}`);
      await page().getByRole('heading', { level: 1, name: number }).waitFor();
      await check('order page');

      await storeStaffSession(page(), await staffTokenViaApi());
      await page().goto('/admin');
      const card = page().getByRole('article', { name: number });
      await card.waitFor({ timeout: 30_000 });
      await card.getByText(language === 'en' ? 'Total · Card (terminal)' : 'Összesen · Bankkártya (terminál)').waitFor();
      await check('board');
    });
  }
});

describe('checkout follows the shop', () => {
  const { page } = usePage();

  it('when the shop reopens while checkout is open, then the page notices without a reload and one message is shown meanwhile', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Reopening Tester' });
    const pizzas = await call<Array<{ id: string; name: string; size: string }>>('GET', '/api/menuItem/get/category/PIZZA', undefined);
    const margarita = pizzas.find((item) => item.name === 'Margarita')!;
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: margarita.id, quantity: '2', extraItemId: '' } });
    const staff = await staffTokenViaApi();
    await loginInBrowser(page(), customer);
    await call('PUT', '/api/restaurant/1/status?isOpen=false', staff);
    try {
      await page().goto('/checkout');
      await page().getByTestId('closed-notice').waitFor();
      const place = page().getByRole('button', { name: 'Place order with obligation to pay' });
      expect(await place.isDisabled()).toBe(true);
      expect(await page().getByText('Sorry! The restaurant is currently closed', { exact: false }).count()).toBe(1);
    } finally {
      await call('PUT', '/api/restaurant/1/status?isOpen=true', staff);
    }
    // Coming back to the window (or the 30 s poll) reads the status again.
    await page().evaluate(() => window.dispatchEvent(new Event('focus')));
    await page().getByTestId('closed-notice').waitFor({ state: 'detached' });
    await page().getByRole('button', { name: 'Place order with obligation to pay' }).and(page().locator(':enabled')).waitFor();
  });
});

describe('the cart drawer', () => {
  const { page } = usePage({ width: 375, height: 780 });

  it('when the items are below the minimum, then the cart says how much is missing and Checkout waits; a drink more opens it', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Minimum Tester' });
    const pizzas = await call<Array<{ id: string; name: string; size: string; price: number }>>(
      'GET',
      '/api/menuItem/get/category/PIZZA',
      undefined,
    );
    const margarita = pizzas.find((item) => item.name === 'Margarita')!;
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: margarita.id, quantity: '1', extraItemId: '' } });
    await loginInBrowser(page(), customer);

    await page()
      .getByRole('button', { name: /View Cart/ })
      .click();
    const drawer = page().getByRole('dialog', { name: 'Your Cart' });
    const missing = 3500 - margarita.price;
    await drawer
      .getByTestId('minimum-order')
      .filter({ hasText: new RegExp(`Add HUF.${missing} more to order: the minimum order is HUF.3,500`) })
      .waitFor();
    expect(await drawer.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);

    const firstSuggestion = drawer.getByRole('button', { name: /^Add / }).first();
    await firstSuggestion.click();
    await drawer.getByRole('button', { name: 'Checkout' }).and(page().locator(':enabled')).waitFor();
    expect(await drawer.getByTestId('minimum-order').count()).toBe(0);
  });

  it('when the cart has items, then Checkout is a few Tab stops away and at most 6 suggestions that fit come after it; an empty cart suggests nothing', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Keyboard Tester' });
    const drinks = await call<Array<{ id: string; name: string }>>('GET', '/api/menuItem/get/category/DRINKS', undefined);
    const pizzas = await call<Array<{ id: string; name: string }>>('GET', '/api/menuItem/get/category/PIZZA', undefined);
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: pizzas[0]!.id, quantity: '2', extraItemId: '' } });
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: drinks[0]!.id, quantity: '1', extraItemId: '' } });
    await loginInBrowser(page(), customer);
    await page()
      .getByRole('button', { name: /View Cart/ })
      .click();
    const drawer = page().getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('button', { name: 'Checkout' }).waitFor();
    await drawer.getByRole('button', { name: /^Add / }).first().waitFor();

    const suggested = await drawer
      .getByRole('button', { name: /^Add / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(6);
    expect(suggested).not.toContain(`Add ${drinks[0]!.name}`); // already in the cart

    // From the drawer's close button: each line's three controls, '+ Add more items', then Checkout.
    await drawer.getByRole('button', { name: 'Close cart' }).focus();
    let stops = 0;
    for (; stops < 20; stops += 1) {
      await page().keyboard.press('Tab');
      if (await page().evaluate(() => document.activeElement?.textContent === 'Checkout')) break;
    }
    expect(stops + 1).toBeLessThanOrEqual(2 * 2 + 2);

    await page().keyboard.press('Tab');
    const next = await page().evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    expect(next).toMatch(/^(Add |Scroll)/);

    // Emptied: no suggestions, and no pinned View Cart bar.
    const pizza = `${pizzas[0]!.name} (Medium)`;
    await drawer.getByRole('button', { name: `Decrease quantity of ${pizza}` }).click();
    await drawer.getByRole('button', { name: `Remove ${pizza}` }).click();
    await drawer.getByRole('button', { name: `Remove ${pizza}` }).waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: `Remove ${drinks[0]!.name}` }).click();
    await drawer.getByText('Your cart is empty').waitFor();
    expect(await drawer.getByRole('heading', { name: 'Popular Items' }).count()).toBe(0);
    await page()
      .getByRole('button', { name: /View Cart/ })
      .waitFor({ state: 'detached' });
  });
});
