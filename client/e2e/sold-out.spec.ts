/**
 * Sold out today, end to end: staff switch a dish sold out on the board's Menu tab; a
 * customer's home then shows it greyed, its modal cannot add it, the API refuses it with a 409 naming
 * it, and a cart that already held another sold-out dish marks the line and keeps Checkout closed.
 * With E2E_SHOTS_DIR set, the screens are saved there at 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

/** Dishes no other spec orders, put back on sale afterwards (the shop is shared by every spec). */
const REINE = { id: 'PIZ_011', name: 'Reine' };
const MAUSSAKA = { id: 'PIZ_015', name: 'Maussaka' };

async function shots(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300); // layout settles after the resize (screenshots only)
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(viewport);
}

describe('sold out today', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });
  let staffToken: string;
  let shopper: BrowserContext | undefined;

  afterEach(async () => {
    await shopper?.close();
    shopper = undefined;
  });

  afterAll(async () => {
    for (const dish of [REINE, MAUSSAKA])
      await call('PUT', `/api/menuItem/${dish.id}/availability`, staffToken, { json: { soldOut: false } }).catch(() => undefined);
  });

  it('when staff mark a dish sold out on the board, then the customer sees it greyed, cannot add it, and a cart holding one is stopped', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Sold Out Tester' });
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: `PIZ_016`, quantity: '1', extraItemId: '' } });
    await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });

    // The customer has the home page open already (signed in: the live channel is connected), the dish on sale.
    shopper = await context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const customerPage = await shopper.newPage();
    await loginInBrowser(customerPage, customer);
    await customerPage.goto('/');
    const card = customerPage.locator('article', { has: customerPage.getByRole('button', { name: REINE.name, exact: true }) });
    await card.getByText('HUF 3,999').waitFor();

    // Staff: the board's Menu tab, found by name, switched sold out with the keyboard.
    staffToken = await staffTokenViaApi();
    await storeStaffSession(page(), staffToken);
    await page().goto('/admin');
    await page().getByRole('tab', { name: /^Menu/ }).click();
    const search = page().getByRole('searchbox', { name: 'Search by name' });
    for (const dish of [REINE, MAUSSAKA]) {
      await search.fill(dish.name);
      const toggle = page().getByRole('switch', { name: `${dish.name}: all sizes sold out` });
      const saved = page().waitForResponse(
        (res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/menuItem/${dish.id}/availability`),
      );
      await toggle.focus();
      await page().keyboard.press('Enter');
      expect((await saved).status()).toBe(200);
      await page().waitForFunction(
        (name) =>
          document.querySelector(`[role="switch"][aria-label="${name}: all sizes sold out"]`)?.getAttribute('aria-checked') === 'true',
        dish.name,
      );
    }
    await search.fill('');
    await page().getByRole('combobox', { name: 'Category' }).selectOption('PIZZA');
    await page()
      .getByRole('switch', { name: `${REINE.name}: all sizes sold out` })
      .waitFor();
    expect(await seriousAxeViolations(page())).toEqual([]);
    await shots(page(), 'board-menu-tab');
    await page().getByRole('checkbox', { name: 'Only what is sold out' }).check();
    await page().getByRole('heading', { name: MAUSSAKA.name }).waitFor();
    await shots(page(), 'board-menu-sold-out', true);

    try {
      // Live, without a reload: the menu-availability-changed event makes the page read the menu again.
      await card.getByText('Sold out today').waitFor({ timeout: 15_000 });
      expect(await card.getAttribute('data-sold-out')).toBe('true');
      await card.scrollIntoViewIfNeeded();
      await shots(customerPage, 'home-sold-out');

      await card.getByRole('button', { name: REINE.name, exact: true }).click();
      const dialog = customerPage.getByRole('dialog', { name: REINE.name });
      const add = dialog.getByRole('button', { name: 'Sold out', exact: true });
      await dialog.getByText('Sold out today', { exact: true }).waitFor();
      expect(await add.isDisabled()).toBe(true);
      await shots(customerPage, 'modal-sold-out');
      await customerPage.keyboard.press('Escape');

      // Over the API too: 409 naming the dish.
      await expect(
        call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: REINE.id, quantity: '1', extraItemId: '' } }),
      ).rejects.toThrow(
        'answered 409: {"message":"Reine (medium) is sold out right now. Please choose something else.","code":"CONFLICT"}',
      );

      // The cart already held a large Maussaka: its line says so and Checkout waits.
      await customerPage
        .getByRole('button', { name: /^Cart, / })
        .first()
        .click();
      const drawer = customerPage.getByRole('dialog', { name: 'Your Cart' });
      const line = drawer.locator('li[data-unavailable]');
      await line.getByText('No longer available today — remove it').waitFor();
      expect(await drawer.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
      await drawer.getByText('Remove the items that are no longer available to check out.').waitFor();
      await shots(customerPage, 'cart-line-unavailable');
      await line.getByRole('button', { name: /^Remove Maussaka/ }).click();
      await line.waitFor({ state: 'detached' });
      await customerPage.waitForFunction(() =>
        Array.from(document.querySelectorAll('[role="dialog"] button')).some(
          (b) => b.textContent === 'Checkout' && !(b as HTMLButtonElement).disabled,
        ),
      );
    } finally {
      await shopper.close();
      shopper = undefined;
    }
  });
});
