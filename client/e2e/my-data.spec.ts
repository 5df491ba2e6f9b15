/**
 * My data on the real shop (docs/product/legal.md#my-data): a customer downloads their data (the file
 * holds their order), deletes their account with the password, lands on the home page signed out,
 * cannot sign in again, and signs up afresh with the same e-mail and phone. With MY_DATA_SHOTS=<folder>,
 * the section and the dialog are saved at 375 and 1280 px, in English and Hungarian, light and dark.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { DEFAULT_PASSWORD, signUpCustomerViaApi, storeCustomerSession, type CustomerAccount } from './support/accounts';
import { baseUrl, usePage } from './support/browser';
import { placeDeliveryOrderViaApi } from './support/customer-order';

jest.setTimeout(180_000);

const VIEWPORT = { width: 1280, height: 900 };

/** The section and the open dialog, in every width, language and scheme (only when asked for). */
async function shots(browser: Browser, customer: CustomerAccount): Promise<void> {
  const dir = process.env.MY_DATA_SHOTS;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'hu'] as const) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 812 : 900 },
          baseURL: baseUrl(),
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await storeCustomerSession(page, customer);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.goto('/account');
        const name = `${language}-${colorScheme}-${width}`;
        const download = page.getByRole('button', { name: language === 'en' ? 'Download my data' : 'Adataim letöltése' });
        await download.waitFor({ timeout: 30_000 });
        await download.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(dir, `section-${name}.png`) });
        await page.getByRole('button', { name: language === 'en' ? 'Delete my account…' : 'Fiókom törlése…' }).click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: join(dir, `dialog-${name}.png`) });
        await context.close();
      }
    }
  }
}

/** The home page's notice after the deletion (the router's state survives a reload), when asked for. */
async function noticeShots(page: Page): Promise<void> {
  const dir = process.env.MY_DATA_SHOTS;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'hu'] as const) {
      for (const width of [375, 1280]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.reload();
        await page.getByText(language === 'en' ? 'Your account is deleted.' : 'A fiókját töröltük.').waitFor({ timeout: 30_000 });
        await page.screenshot({ path: join(dir, `notice-${language}-${colorScheme}-${width}.png`) });
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORT);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

async function loginFails(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Invalid email or password').waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/login');
}

describe('My data', () => {
  const { page, context } = usePage(VIEWPORT);

  it('when a customer downloads their data and then deletes their account, then the file has their order, they are signed out, cannot sign in, and the same e-mail and phone sign up again', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Erika Törlés' });
    const order = await placeDeliveryOrderViaApi(customer.token);
    const shop = page();
    await storeCustomerSession(shop, customer);
    await shots(context().browser()!, customer);

    await shop.goto('/account');
    const [download] = await Promise.all([
      shop.waitForEvent('download', { timeout: 30_000 }),
      shop.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pizza-point-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string; name: string };
      orders: Array<{ orderId: string }>;
    };
    expect(data.profile).toMatchObject({ email: customer.email, name: 'Erika Törlés' });
    expect(data.orders.map((o) => o.orderId)).toEqual([order.orderId]);
    await shop.getByText(`Downloaded: ${download.suggestedFilename()}`).waitFor();

    await shop.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('Wrong password: your account was not deleted.').waitFor({ timeout: 30_000 });
    await dialog.getByLabel('Your password').fill(DEFAULT_PASSWORD);
    await dialog.getByLabel('Your password').press('Enter');

    await shop.getByText('Your account is deleted.').waitFor({ timeout: 30_000 });
    expect(new URL(shop.url()).pathname).toBe('/');
    expect(await shop.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await noticeShots(shop);

    await loginFails(shop, customer.email, DEFAULT_PASSWORD);
    const again = await signUpCustomerViaApi({ email: customer.email, phone: customer.phone, name: 'Erika Újra' });
    expect(again.token).toEqual(expect.any(String));
  });
});
