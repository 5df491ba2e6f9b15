/**
 * The menu editor, end to end (docs/product/menu.md#the-screen): the owner changes a price, adds a
 * pizza with a photo and allergens, hides a dish and moves a section, all at /admin/menu, while a
 * signed-in customer's open home page follows each change without a reload (the price within a
 * second of the save's answer). A kitchen member has no Menu entry and is told the page is not theirs.
 * With E2E_SHOTS_DIR set, the editor is saved there at 375 and 1280 px, in both languages and schemes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { AdminDish, AdminMenu, Category } from '@pizza/shared';
import type { BrowserContext, Page } from 'playwright-core';

import { loginInBrowser, signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { baseUrl, usePage } from './support/browser';
import { dishUpdateOf } from './support/menu-admin';
import { kitchenSessionViaApi, staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(240_000);

/** Dishes no other spec uses, put back as they were afterwards (specs of a worker share its shop). */
const PRICED = { name: 'Tartiflette', medium: 'HUF 3,999', changed: '4111', changedText: 'HUF 4,111' };
const HIDDEN = 'Chicken Chicka';
/** A 400 x 300 PNG (a pizza-ish disc), written here so the test needs no image library. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAZAAAAEsCAIAAABi1XKVAAAFK0lEQVR42u3UUQ0AIAhFUYOYwxzEJpNfpmADd7abAPbOyrMlaUTLCSQBS5KAJQlYkgQsSQKWJGBJErAkCViSgCVJwJIkYEkCliQBS5KAJQlYkgQsSQKWJGBJErAkCViSgCVJwJIkYEkCliQBS5KAJQlYkgQsScByBUnAkiRgSQKWJAFLkoAlCViSBCxJApYkYEkSsCQJWKrtZlTksAKWmvKEMAFLs4Xil4ClwUjBS8DSVKfIJWBxKsglYIlT5BKwxClyAUuowpaAJVRhS8ASqrAFLKEKWwKWUIUtAQtVwhawhCpsCVhCFbYELFqJWcASqrAlYIlWzBKwUCVsAUu0YpaAJVoxS8BClbAFLNGKWQIWrcQsAQtVwhawRCtmCVi0ErMELFqJWcASrZglYNFKzBKwaCVmAUu0YpaARSsxS8CilZgFLNGKWQIWrcQsYIlWYhawaCVmCVjAErCAJVqJWcCilZglYNFKzAKWgCVgAYtWYpaARSsxC1iilZgFLGAJWAIWrcQsYIlWYhawgCVgCVi0ErOAJVqJWcACloAlYNFKzAIWsCRgAYtWYpaABSwBC1i0kpgFLGAJWAIWrcQsYAFLAhawaCVmCVjAErCARSuJWcACloAFLNFKzAIWsCRgAYtWYhawBCwBC1jAkoAFLFqJWcASsAQsYAFLAhawaCVmAQtYErCABSwJWMCilZgFLGBJwAIWsCRgAYtWYhawgCUBC1jAkoAFLGAJWMCilcQsYAFLwLJEYAFLwAIWsCRgAQtYApaARSsxC1jAkoAFLGAJWMByAmAJWMAClgQsYAFLwAKWaCVmAQtYErCABSwBC1jAkoAFLGBJwAIWsAQsYAFLAhawgCUBC1jAErCABSwJWMAClgQsYAFLwAIWsCRgAQtYErCABSwBC1jAkoAFLGBJwAIWsAQsYAFLAhawgCUBC1jAErCABSwJWMACloAlYAFLwAIWsCRgAQtYAhawXAFYAhawgCUBC1jAErCAJWaJVsAClgQsYAFLwAIWsExFwAIWsCRgAQtYAhawmCXRCljAkoAFLGAJWMAClgQsYAFLAhawmCVaAQtYErCABSwJWMACloAFLGZJtAIWsCTTAxawBCxgMUuiFbCAJWAJWMASsIDFLIlWwAKWgCVgAUvAAhazJFoBC1gCFrBcAVgCFrCYJdEKWMASsIAlZolWwAKWBCxgMUu0ApaAJWABi1kSrYAFLAELWGKWaAUsYEnAAhazRCtgCVgCFrCYJVoJWMASsIAlZolWwAKWgCVgMUu0ApaYJVoBC1gCloDFLNEKWGKWaAUsYAlYAhazRCtgiVmiFbCYJVoJWMASsIAlZolWwGKWaAUsMUu0AhawTBdYAhazRCtgiVmiFbCYZcm0ErCYJVoBS8wSrYDFLNumlYDFLNEKWGKWaAUsZlk7rQQsZolWwBKzRCtgMcv+aSVgMUu0ApawhSoBS8yilYDFLNEKWMIWqgQsMYtWAhazRCtgCVuoErDELFoJWNgSqoAlZtFKwBK2UCVgYQtVApawhSoBS9hCFbCELVQJWMIWqgQsYQtVwBK2UCVgiVycErBELk4BS+TilIAlcnFKwNLPeHmNgKW+fjm+gKWmhDmsgCUJWJIELEkCliRgSRKwJAlYkoAlScCSJGBJApYkAUuSgCUJWJIELEnAkiRgSRKwJAFLkoAlScCSBCxJApYkAUsSsCQJWJIELEnAkiRgSRKwJAFLkoAlScCSBCxJApYkAUsSsCQJWJIELEnAkqTCHg2qMKV5ndMpAAAAAElFTkSuQmCC';

const menuOf = (token: string) => call<AdminMenu>('GET', '/api/admin/menu', token);

/** PUT /dishes/{id} with `dish`'s fields as they were, over `version`. */
const putDish = (token: string, dish: AdminDish, version: number) =>
  call('PUT', `/api/admin/menu/dishes/${dish.id}`, token, { json: { ...dishUpdateOf(dish), version } });

/** Puts back what the test changed: the price, the hidden dish, the sections' order, and removes the new pizza. */
async function restoreMenu(token: string, original: AdminMenu, created: string | undefined): Promise<void> {
  const menu = await menuOf(token);
  for (const before of original.dishes.filter((dish) => dish.name === PRICED.name || dish.name === HIDDEN)) {
    const now = menu.dishes.find((dish) => dish.id === before.id);
    if (now) await putDish(token, before, now.version);
  }
  await call('PUT', '/api/admin/menu/categories/order', token, { json: { ids: original.categories.map((entry) => entry.id) } });
  const added = menu.dishes.find((dish) => dish.name === created);
  if (added) await call('DELETE', `/api/admin/menu/dishes/${added.id}?version=${added.version}`, token);
}

/** The customer page's sections, in the order on screen. */
const sectionOrder = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id));

async function shots(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const language of ['en', 'hu'] as const)
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.goto('/admin/menu');
        await ready(page);
        // A panel slides in for 0.3 s: the picture is of where it stops.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await page.screenshot({ path: join(dir, `${name}-${language}-${scheme}-${width}.png`) });
      }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('the menu editor', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });
  let ownerToken: string;
  let original: AdminMenu | undefined;
  let created: string | undefined;
  const shoppers: BrowserContext[] = [];

  beforeAll(async () => {
    ownerToken = await staffTokenViaApi();
    original = await menuOf(ownerToken);
  });

  afterAll(async () => {
    for (const shopper of shoppers) await shopper.close();
    if (original) await restoreMenu(ownerToken, original, created);
  });

  /** A signed-in customer's home page in a browser context of its own (it has the live channel). */
  async function customerHome(): Promise<Page> {
    const customer = await signUpCustomerViaApi({ name: 'Menu Watcher' });
    const shopper = await context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    shoppers.push(shopper);
    const home = await shopper.newPage();
    await loginInBrowser(home, customer);
    await home.goto('/');
    return home;
  }

  /** The owner at /admin/menu, once the staff bar is there. */
  async function ownerEditor(): Promise<Page> {
    const owner = page();
    await storeStaffSession(owner, ownerToken);
    await owner.goto('/admin/menu');
    await owner.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Menu', exact: true }).waitFor();
    return owner;
  }

  it('when the owner changes a price, adds a pizza with a photo and hides a dish, then an open customer page follows each without reload', async () => {
    const home = await customerHome();
    const card = (name: string) => home.locator('article', { has: home.getByRole('button', { name, exact: true }) });
    await card(PRICED.name).getByText(PRICED.medium).waitFor();
    await card(HIDDEN).waitFor();

    const owner = await ownerEditor();
    const panel = owner.getByRole('dialog');

    // 1. A price: saved, and on the customer's open page without a reload.
    await owner.getByRole('button', { name: `Edit ${PRICED.name}`, exact: true }).click();
    await panel.getByLabel('Medium price', { exact: true }).fill(PRICED.changed);
    const priceSaved = owner.waitForResponse((res) => res.request().method() === 'PUT' && /\/api\/admin\/menu\/dishes\//.test(res.url()));
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await priceSaved).status()).toBe(200);
    // Waits for the state, not a deadline (docs/testing.md): no reload happens in between.
    await card(PRICED.name).getByText(PRICED.changedText).waitFor();
    await owner.getByRole('status').getByText(`${PRICED.name} saved.`).waitFor();

    // 2. A new pizza with a photo and allergens.
    created = `Editor Special ${Date.now() % 100000}`;
    await owner.getByRole('button', { name: 'New dish in Classic Pizza', exact: true }).click();
    await panel.getByLabel('Name (English)', { exact: true }).fill(created);
    await panel.getByLabel('Name (Hungarian)', { exact: true }).fill(`${created} HU`);
    await panel.getByLabel('Description (English)', { exact: true }).fill('Tomato, mozzarella, basil.');
    await panel.getByLabel('Medium price', { exact: true }).fill('3333');
    await panel.getByLabel('Large price', { exact: true }).fill('4444');
    const uploaded = owner.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/admin/menu/photos'));
    await panel
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'special.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    expect((await uploaded).status()).toBe(201);
    await panel.getByText(/^Photo uploaded \(/).waitFor();
    await panel.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
    await panel.getByRole('checkbox', { name: 'Milk' }).check();
    const dishCreated = owner.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/admin/menu/dishes'));
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await dishCreated).status()).toBe(201);
    await card(created).getByText('HUF 3,333').waitFor();
    expect(await card(created).locator('img').first().getAttribute('src')).toMatch(/\/api\/menu\/photos\//);
    const publicMenu = await call<{ items: Array<{ name: string; allergens: string[]; photo?: unknown }> }>('GET', '/api/menu', undefined);
    expect(publicMenu.items.filter((item) => item.name === created).map((item) => [item.allergens, Boolean(item.photo)])).toEqual([
      [['gluten', 'milk'], true],
      [['gluten', 'milk'], true],
    ]);

    // 3. Hide a dish: gone from the customer's page.
    await owner.getByRole('button', { name: `Edit ${HIDDEN}`, exact: true }).click();
    await panel.getByRole('checkbox', { name: /^Visible to customers/ }).uncheck();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByRole('status').getByText(`${HIDDEN} saved.`).waitFor();
    await card(HIDDEN).waitFor({ state: 'detached' });

    await shots(owner, 'menu-editor-list', (shot) => shot.getByRole('tab', { selected: true }).waitFor());
    // The row's last button is its Edit, in either language.
    const openCreated = async (shot: Page) => {
      await shot.locator('li', { hasText: created }).getByRole('button').last().click();
      await shot.getByRole('dialog').waitFor();
    };
    await shots(owner, 'menu-editor-dish', openCreated);
    await shots(owner, 'menu-editor-addons', async (shot) => {
      await shot.getByRole('tab').last().click();
      await shot.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    });
    // Someone else saves the open dish first: the 409's notice with Reload, the typed price kept.
    await shots(owner, 'menu-editor-conflict', async (shot) => {
      await openCreated(shot);
      const dialog = shot.getByRole('dialog');
      await dialog.locator('input[inputmode="numeric"]').first().fill('3555');
      const theirs = (await menuOf(ownerToken)).dishes.find((dish) => dish.name === created)!;
      await putDish(ownerToken, theirs, theirs.version);
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole('alert').getByRole('button').waitFor();
    });
  });

  it("when the owner moves the last section up with the keyboard, then an open customer page's sections follow without reload", async () => {
    const home = await customerHome();
    await home.locator('main section[id]').first().waitFor();
    const owner = await ownerEditor();
    const before = await sectionOrder(home);
    const last = original!.categories.at(-1)!;
    const moveUp = owner.getByRole('button', { name: `Move the ${last.name} section up`, exact: true });
    const reordered = owner.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith('/api/admin/menu/categories/order'),
    );
    await moveUp.focus();
    await owner.keyboard.press('Enter');
    expect((await reordered).status()).toBeLessThan(300);
    const expected = [...original!.categories.map((entry) => entry.id)];
    expected.splice(expected.length - 2, 2, last.id, expected[expected.length - 2] as Category);
    await home.waitForFunction(
      (ids) =>
        Array.from(document.querySelectorAll('main section[id]'))
          .map((section) => section.id)
          .join() === ids.join(),
      expected.filter((id) => before.includes(id)),
    );
  });

  it('when a kitchen member signs in, then Menu is not in the bar and /admin/menu says the role does not open it', async () => {
    const session = await kitchenSessionViaApi(ownerToken, 'Menu Cook');
    const cook = page();
    await cook.goto('/adminLogin');
    await cook.evaluate(({ token, email }) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminEmail', email);
    }, session);
    await cook.goto('/admin/menu');
    await cook.getByRole('heading', { name: 'Not for your role' }).waitFor();
    const links = await cook.getByRole('navigation', { name: 'Staff pages' }).getByRole('link').allTextContents();
    expect(links).toEqual(['Orders board']);
    expect(await cook.getByRole('button', { name: /^New dish/ }).count()).toBe(0);
  });
});
