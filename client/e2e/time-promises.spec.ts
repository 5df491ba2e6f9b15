/**
 * Time promises and the Settings tab on the real shop: busy mode switched on from the board grows
 * the customer's home page promise live (one estimate, from the shop's settings and state); at
 * 375 px the Opened/Closed switch shows its word, the hours form names every control once, shows
 * what customers will see and asks before closing a service, with no serious axe violation.
 */
import { type MinutesRange, promisedMinutes, type RestaurantStatus } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call } from './support/api';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

/** Over the live channel, well before the home page's 30 s status poll. */
const LIVE_MS = 8_000;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const minutes = ({ min, max }: MinutesRange) => (min === max ? `about ${min} min` : `${min}–${max} min`);
const plus = (range: MinutesRange, extra: number) => ({ min: range.min + extra, max: range.max + extra });

/** The hero's promise for a status, as the shared estimate gives it. */
function heroPromise(status: RestaurantStatus, extra = 0): string {
  const pickup = plus(promisedMinutes(status, 'PICKUP')!, extra);
  const delivery = plus(promisedMinutes(status, 'DELIVERY')!, extra);
  return `Pickup ready in ${minutes(pickup)}. At your door in ${minutes(delivery)}.`;
}

const controlsButton = (board: Page) => board.getByRole('button', { name: /^Busy, pause and closing:/ });

describe('the time a customer is promised', () => {
  const { page, context } = usePage(WIDE);

  it('when staff switch busy mode on from the board, then the open home page promises the longer time, without a reload', async () => {
    const [customer, staffToken] = await Promise.all([signUpCustomerViaApi({ name: 'Hero Watcher' }), staffTokenViaApi()]);
    const status = await call<RestaurantStatus>('GET', '/api/restaurant/restaurant-status', undefined);
    expect(status.busyExtraMinutes).toBe(0);
    const home = page();
    await storeCustomerSession(home, customer);
    await home.goto('/');
    const hero = home.getByTestId('hero-promise');
    await hero.filter({ hasText: heroPromise(status) }).waitFor({ timeout: 30_000 });
    expect(await hero.textContent()).not.toContain('40-50');

    const staffContext = await context().browser()!.newContext({ viewport: WIDE, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      await controlsButton(board).click();
      const answer = board.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/api/restaurant/busy'));
      await board.getByRole('region', { name: 'Busy mode' }).getByRole('button', { name: '+30', exact: true }).click();
      expect((await answer).status()).toBe(200);

      await hero.filter({ hasText: heroPromise(status, 30) }).waitFor({ timeout: LIVE_MS });
      await shot(home, 'hero-busy-1280');
    } finally {
      await call('PUT', '/api/restaurant/busy', staffToken, { json: { extraMinutes: 0 } });
      await staffContext.close();
    }
    await hero.filter({ hasText: heroPromise(status) }).waitFor({ timeout: LIVE_MS });
  });
});

describe('the Settings tab on a phone', () => {
  const { page } = usePage(PHONE);

  it('when staff open it at 375 px, then the switch shows its word, the hours form names each control once, previews and asks first', async () => {
    const board = page();
    await storeStaffSession(board, await staffTokenViaApi());
    await board.goto('/admin');
    const toggle = board.getByRole('switch', { name: /^Restaurant status:/ });
    await toggle.waitFor({ timeout: 30_000 });
    const word = toggle.getByText(/^(Opened|Closed)$/);
    const box = await word.boundingBox();
    // Shown, not a 1 px screen-reader-only box, and inside the screen.
    expect(box!.width).toBeGreaterThan(20);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await board.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await board.getByRole('tab', { name: /^Settings/ }).click();
    const hours = board.getByRole('form', { name: 'Opening hours' });
    await hours.waitFor({ timeout: 30_000 });
    expect(await hours.getByRole('button', { name: 'Add a range on Friday for pickup', exact: true }).count()).toBe(1);
    expect(await hours.getByRole('button', { name: 'Add a range on Friday for delivery', exact: true }).count()).toBe(1);
    expect(await board.getByRole('button', { name: 'Add a range on Friday', exact: true }).count()).toBe(0);

    const puts: string[] = [];
    board.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));
    await hours.getByRole('button', { name: 'Add a range on Friday for pickup', exact: true }).click();
    await hours
      .getByRole('region', { name: 'After saving, customers see' })
      .getByText(/^Delivery: closed entirely\./)
      .waitFor();
    await hours.getByRole('button', { name: 'Save', exact: true }).click();
    const question = hours.getByRole('group', { name: /^Saving closes delivery entirely/ });
    await question.waitFor();
    await question.scrollIntoViewIfNeeded();
    await shot(board, 'settings-hours-confirm-375');
    expect(await seriousAxeViolations(board)).toEqual([]);

    // Backing out sends nothing: the shop's hours stay as they were.
    await question.getByRole('button', { name: 'Back to the hours' }).click();
    await question.waitFor({ state: 'detached' });
    expect(puts.filter((url) => url.includes('/api/restaurant/hours'))).toEqual([]);
  });
});
