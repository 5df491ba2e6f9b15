/**
 * The owner's reports page (docs/product/reports.md) against the real shop: today's figures after
 * two orders placed through the API, in English and Hungarian, the summary CSV of the day, and
 * screenshots at 375 and 1280 px in both languages and colour schemes (test-results/screenshots).
 */
import { readFileSync } from 'node:fs';

import { budapestDay, formatMoney, type SalesReport, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { saveScreenshot, usePage } from './support/browser';
import { placeDeliveryOrderViaApi } from './support/customer-order';
import { switchLanguage } from './support/menu-shots';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// Two customers' sign-ups through the Auth emulator, a staff sign-in, two orders and a download on a busy machine.
jest.setTimeout(180_000);

/** The page in both colour schemes at both widths, once the figures show (`ready`). */
async function shots(page: Page, language: 'en' | 'hu', ready: () => Promise<unknown>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // Reduced motion: the charts are drawn at once, not mid-animation.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await ready();
      // Two frames: the charts have redrawn for the new size and colours.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await saveScreenshot(page, `reports-page-${width}-${language}-${colorScheme}`);
    }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the reports page from the browser', () => {
  const { page } = usePage({ width: 1280, height: 900 });

  it("when two orders are placed today, then the owner sees them in today's orders and revenue, in English and Hungarian, and downloads the day's summary", async () => {
    const token = await staffTokenViaApi();
    const today = budapestDay(new Date());
    // This worker's shop may have sold today already (other specs): the page shows that plus these two orders.
    const before = await call<SalesReport>('GET', `/api/admin/reports/sales?from=${today}&to=${today}`, token);
    // Two customers: the helper saves its delivery address for the customer, once per account.
    const first = await placeDeliveryOrderViaApi((await signUpCustomerViaApi({ name: 'Report Tester' })).token);
    const second = await placeDeliveryOrderViaApi((await signUpCustomerViaApi({ name: 'Report Tester Two' })).token);
    const orders = before.orders + 2;
    const revenue = before.revenue.total + first.totalPrice + second.totalPrice;

    await storeStaffSession(page(), token);
    await page().goto('/admin/reports');
    const figure = (card: string, text: string) =>
      page().getByRole('region', { name: card, exact: true }).getByText(text, { exact: true }).waitFor();
    await figure('Orders', String(orders));
    await figure('Revenue', formatMoney(revenue, 'en'));
    expect(await page().getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    // Both charts are drawn (Chart.js came with the page's chunk), each with its table.
    expect(await page().locator('canvas').count()).toBe(2);
    expect(await page().getByRole('table', { name: 'Orders and revenue by hour of day, as a table' }).count()).toBe(1);
    await shots(page(), 'en', () => figure('Revenue', formatMoney(revenue, 'en')));

    await switchLanguage(page(), 'hu');
    await figure('Bevétel', formatMoney(revenue, 'hu'));
    await figure('Rendelések', String(orders));
    await shots(page(), 'hu', () => figure('Bevétel', formatMoney(revenue, 'hu')));

    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Összesítő (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const [header, day] = csv.split(/\r?\n/);
    // UTF-8 with a byte order mark, so Hungarian Excel opens it; the contract's columns.
    expect(header).toBe(`\uFEFF${SUMMARY_CSV_COLUMNS.join(',')}`);
    expect(day?.split(',').slice(0, 3)).toEqual([today, String(orders), String(revenue)]);
  });
});
