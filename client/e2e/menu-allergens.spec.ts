/**
 * Allergens before the purchase, end to end (docs/product/menu.md#allergens): a dish's allergens as
 * codes on its card (named in words for screen readers), in words with the legend of the 14 in the
 * item window, with the add-on's in the cart and at checkout; an order placed with an allergy note,
 * which the board's card shows highlighted with every line's codes. With E2E_SHOTS_DIR set, each
 * screen is saved in English and Hungarian, light and dark, at 375 and 1280 px.
 */
import { type Allergen, allergenWords, type DietTag, type Extra, type Order, sortAllergens } from '@pizza/shared';
import type { BrowserContext } from 'playwright-core';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { dishNamed, saveDish } from './support/menu-admin';
import { inEachLanguage } from './support/menu-shots';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(300_000);

/** A dish no other spec orders or shows (the shop is shared by every spec of a run); its data is put back. */
const DISH = 'Indienna';
const DISH_ALLERGENS: Allergen[] = ['mustard', 'gluten', 'milk'];
const NOTE = 'Severe peanut allergy: no nuts at all, please';

describe('allergens from the menu to the kitchen', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });
  let staffToken: string;
  let original: { allergens: Allergen[]; dietTags: DietTag[] } | undefined;
  let kitchen: BrowserContext | undefined;

  beforeAll(async () => {
    staffToken = await staffTokenViaApi();
    const dish = await dishNamed(staffToken, DISH);
    original = { allergens: dish.allergens, dietTags: dish.dietTags };
  });

  afterAll(async () => {
    await kitchen?.close();
    if (original) await saveDish(staffToken, DISH, original).catch(() => undefined);
  });

  it('when a customer orders a dish with allergens and writes an allergy note, then every screen says them and the board highlights the note', async () => {
    await saveDish(staffToken, DISH, { allergens: DISH_ALLERGENS, dietTags: ['spicy'] });
    const dish = await dishNamed(staffToken, DISH);
    const medium = dish.sizes.find((size) => size.size === 'MEDIUM')!;
    const extras = await call<Extra[]>('GET', '/api/extras/get/all', undefined);
    const offered = dish.extraIds.flatMap((id) => extras.filter((extra) => extra.id === id && extra.available));
    const addOn = offered.find((extra) => extra.allergens.length > 0) ?? offered[0];
    const lineWords = allergenWords(sortAllergens([...DISH_ALLERGENS, ...(addOn?.allergens ?? [])]), 'en');

    const customer = await signUpCustomerViaApi({ name: 'Allergen Tester' });
    await loginInBrowser(page(), customer);
    await page().goto('/');

    // The card: the codes, and the names for screen readers (read with the dish's name and price).
    const card = page()
      .locator('article')
      .filter({ has: page().locator(`[id="${medium.itemId}-price"]`) });
    const codes = card.getByTitle('Cereals containing gluten, Milk, Mustard');
    await codes.waitFor();
    expect((await codes.innerText()).replace(/\s+/g, ' ')).toMatch(/^Allergens 1 7 10\b/);
    await card.getByText('Contains: Cereals containing gluten, Milk, Mustard').waitFor({ state: 'attached' });
    await card.getByText('Spicy', { exact: true }).waitFor();
    await inEachLanguage(page(), 'home-card', async () => {
      await card.scrollIntoViewIfNeeded();
      return async () => undefined;
    });

    // The item window: the words, the legend of the 14, the dish's add-ons with theirs.
    const dialog = page().getByRole('dialog');
    await inEachLanguage(page(), 'item-window', async () => {
      await card.getByRole('button').first().click();
      await dialog.locator('details summary').click();
      return async () => {
        await page().keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      };
    });
    const allergens = dialog.getByRole('region', { name: 'Allergens' });
    for (const name of ['Cereals containing gluten', 'Milk', 'Mustard']) await allergens.getByText(name, { exact: true }).first().waitFor();
    expect(await allergens.locator('details ol > li').count()).toBe(14);
    expect(await seriousAxeViolations(page())).toEqual([]);
    if (addOn) {
      await dialog.getByRole('button', { name: 'Choose add-ons' }).click();
      const boxes = dialog.getByRole('checkbox');
      expect(await boxes.count()).toBe(offered.length);
      const box = dialog.getByRole('checkbox', { name: addOn.name });
      if (addOn.allergens.length > 0) {
        await dialog
          .getByText(`Contains: ${allergenWords(addOn.allergens, 'en')}`)
          .first()
          .waitFor({ state: 'attached' });
      }
      await box.check();
    }
    await dialog.getByRole('button', { name: /^Add to Cart - / }).click();
    await dialog.waitFor({ state: 'detached' });

    // The cart: the line's codes are the dish's and the add-on's together.
    const drawer = page().getByRole('dialog');
    await inEachLanguage(page(), 'cart', async () => {
      await page()
        .getByRole('button', { name: /^(Cart|Kosár), / })
        .first()
        .click();
      await drawer.locator('li').first().waitFor();
      return async () => {
        await page().keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
      };
    });
    await drawer.getByText(`Contains: ${lineWords}`).waitFor({ state: 'attached' });

    // Checkout: the codes again, and the allergy note.
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    const items = page().getByRole('region', { name: 'Order Items' });
    await items.getByText(`Contains: ${lineWords}`).waitFor({ state: 'attached' });
    await page()
      .getByRole('textbox', { name: /kitchen must know/ })
      .fill(NOTE);
    await page().getByRole('button', { name: 'Place order with obligation to pay' }).and(page().locator(':enabled')).waitFor();
    await inEachLanguage(page(), 'checkout', async () => {
      await page().getByRole('textbox').last().scrollIntoViewIfNeeded();
      return async () => undefined;
    });
    const [placed] = await Promise.all([
      page().waitForResponse((res) => new URL(res.url()).pathname === '/api/orders/placeorder'),
      page().getByRole('button', { name: 'Place order with obligation to pay' }).click(),
    ]);
    expect(placed.status()).toBe(200);
    const order = (await placed.json()) as Order;
    expect(order.allergyNote).toBe(NOTE);
    await page().getByText('Your allergy note to the kitchen').waitFor();
    await page().getByText(NOTE).waitFor();

    // The board: the note in its red block above the dishes, each line with its codes.
    kitchen = await context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const board = await kitchen.newPage();
    await storeStaffSession(board, staffToken);
    await board.goto('/admin');
    const orderCard = board.locator(`article[data-order-id="${order.orderId}"]`);
    await orderCard.waitFor();
    const highlighted = orderCard.getByRole('region', { name: 'Allergy' });
    await highlighted.getByText(NOTE).waitFor();
    await orderCard.getByText(`Contains: ${lineWords}`).waitFor({ state: 'attached' });
    await inEachLanguage(board, 'board-card', async () => {
      await orderCard.scrollIntoViewIfNeeded();
      return async () => undefined;
    });
  });
});
