import type { Extra, MenuItem } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, saveScreenshot, usePage } from './support/browser';

// Sign-up through the Auth emulator plus a whole shopping journey takes longer than Jest's default.
jest.setTimeout(120_000);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Money on screen is hu-HU formatted ('16 197 Ft'); compare the digits. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** No serious or critical axe-core violation on the page as it is now. */
async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Prices of the journey, from the menu API exactly as the shop serves them. */
async function journeyPrices() {
  const pizzas = await api<MenuItem[]>('/api/menuItem/get/category/PIZZA');
  const margarita = pizzas.find((item) => item.name === 'Margarita' && item.size === 'MEDIUM') as MenuItem;
  const [large] = await api<MenuItem[]>(`/api/menuItem/get/name/size?name=${encodeURIComponent(margarita.name)}&size=LARGE`);
  const extras = (await api<Extra[]>('/api/extras/get/all')).slice(0, 2);
  const drinks = await api<MenuItem[]>('/api/menuItem/get/category/DRINKS');
  if (!large || extras.length < 2 || !drinks[0]) throw new Error('the seeded menu lacks what this journey needs');
  const unit = large.price + extras[0]!.price + extras[1]!.price;
  return { margarita, large, extras, drink: drinks[0], unit };
}

async function openCard(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

/** Waits until the money (or count) in `locator` reads `expected`; the cart reloads asynchronously. */
async function expectDigits(locator: Locator, expected: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = digits(await locator.textContent());
    if (value === expected || Date.now() > deadline) return expect(value).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Prices = Awaited<ReturnType<typeof journeyPrices>>;

/** Large, the two extras, quantity 3; the button shows (large + extras) x 3. */
async function chooseLargeWithTwoExtras(dialog: Locator, prices: Prices): Promise<Locator> {
  await dialog.getByText('Large', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Choose add-ons' }).click();
  for (const extra of prices.extras) await dialog.getByRole('checkbox', { name: new RegExp(extra.name) }).check();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  const add = dialog.getByRole('button', { name: /^Add to Cart - / });
  await expectDigits(add, prices.unit * 3);
  return add;
}

/** Fills the /login form the shop redirected to (it carries the way back to the item). */
async function logInHere(page: Page, customer: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Arrows only where there is more to see; each press scrolls 200 px. */
async function exerciseCarousel(drawer: Locator): Promise<void> {
  const left = drawer.getByRole('button', { name: 'Scroll left' });
  const right = drawer.getByRole('button', { name: 'Scroll right' });
  await drawer.getByText('Customers often buy these together').waitFor();
  await right.waitFor();
  expect(await left.count()).toBe(0);
  await right.click();
  await left.waitFor();
  await left.click();
  await left.waitFor({ state: 'detached' });
}

describe('cart journey', () => {
  const { page } = usePage();

  it('when a visitor builds a large pizza logged out, logs in and adds it, then count, total and drawer controls work', async () => {
    const prices = await journeyPrices();
    const customer = await signUpCustomerViaApi({ name: 'Cart Tester' });
    await page().goto('/');
    const add = await chooseLargeWithTwoExtras(await openCard(page(), 'Margarita'), prices);
    await add.click();
    await page().waitForURL((url) => url.pathname === '/login');

    await logInHere(page(), customer);
    const dialog = page().getByRole('dialog', { name: 'Margarita' });
    await dialog.waitFor();
    expect(page().url()).toBe(`${baseUrl()}/`);
    expect(await dialog.getByRole('radio', { name: 'Large' }).isChecked()).toBe(true);
    await expectDigits(dialog.getByRole('group', { name: 'Quantity' }), 3);
    await expectDigits(add, prices.unit * 3);
    await add.click();
    await dialog.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Cart, 3 items' }).waitFor();
    const bar = page().getByRole('button', { name: /View Cart/ });
    await expectDigits(bar.locator('span').last(), prices.unit * 3);
  });

  it('when the drawer is used, then a drink comes from the carousel and quantities go down to removal', async () => {
    const prices = await journeyPrices();
    await loginInBrowser(page(), await signUpCustomerViaApi({ name: 'Drawer Tester' }));
    await chooseLargeWithTwoExtras(await openCard(page(), 'Margarita'), prices).then((add) => add.click());
    await page()
      .getByRole('button', { name: /View Cart/ })
      .click();
    const drawer = page().getByRole('dialog', { name: 'Your Cart' });
    const total = drawer.getByText('Items', { exact: true }).locator('..');
    await expectDigits(total, prices.unit * 3);

    await exerciseCarousel(drawer);
    await drawer.getByRole('button', { name: `Add ${prices.drink.name}` }).click();
    await page().getByRole('button', { name: 'Cart, 4 items' }).waitFor();
    await expectDigits(total, prices.unit * 3 + prices.drink.price);

    const minus = drawer.getByRole('button', { name: 'Decrease quantity of Margarita (Large)' });
    await minus.click();
    await expectDigits(total, prices.unit * 2 + prices.drink.price);
    await minus.click();
    await expectDigits(total, prices.unit + prices.drink.price);
    await drawer.getByRole('button', { name: 'Remove Margarita (Large)' }).click();
    await page().getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    expect(await drawer.getByRole('heading', { name: 'Margarita' }).count()).toBe(0);
    await drawer.getByRole('button', { name: `Remove ${prices.drink.name}` }).click();
    await drawer.getByText('Your cart is empty').waitFor();
    // An empty cart pins no '0 · View Cart · 0 Ft' bar over the menu.
    await page()
      .getByRole('button', { name: /View Cart/ })
      .waitFor({ state: 'detached' });
  });

  for (const width of [375, 1280]) {
    it(`when the modal and then the drawer are open at ${width} px, then axe finds nothing serious (screenshots)`, async () => {
      await page().setViewportSize({ width, height: width < 600 ? 800 : 900 });
      const customer = await signUpCustomerViaApi({ name: 'Axe Tester' });
      await loginInBrowser(page(), customer);

      const dialog = await openCard(page(), 'Pepperoni');
      await dialog.getByRole('button', { name: 'Choose add-ons' }).click();
      await dialog.getByRole('checkbox').first().waitFor();
      await page().waitForTimeout(400); // let the 0.3 s entrance finish before measuring contrast
      await expectNoSeriousAxeViolations(page());
      await saveScreenshot(page(), `item-modal-${width}`);
      await dialog.getByRole('button', { name: /^Add to Cart - / }).click();
      await dialog.waitFor({ state: 'detached' });

      await cartButton(page()).click();
      const drawer = page().getByRole('dialog', { name: 'Your Cart' });
      await drawer.getByRole('heading', { name: 'Pepperoni' }).waitFor();
      // 23rem from small screens up, else the whole layout viewport; read together, as the scroll lock
      // removes the page's scrollbar just after the drawer appears.
      const [drawerWidth, viewportWidth] = await drawer.evaluate((node) => [
        Math.round(node.getBoundingClientRect().width),
        document.documentElement.clientWidth,
      ]);
      expect(drawerWidth).toBe(width < 640 ? viewportWidth : 368);
      await page().waitForTimeout(400);
      await expectNoSeriousAxeViolations(page());
      await saveScreenshot(page(), `cart-drawer-${width}`);

      await drawer.getByRole('button', { name: 'Checkout' }).click();
      await page().waitForURL((url) => url.pathname === '/checkout');
    });
  }
});
