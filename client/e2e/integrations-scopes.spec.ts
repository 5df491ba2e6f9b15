import type { Browser, Page } from 'playwright-core';

import { seriousAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A staff sign-in takes a while on a busy machine; the screens below are eight page loads.
jest.setTimeout(180_000);

/** An integrator asking for an order with its key: 404 for an unknown order if the key may read orders, 403 if not. */
const readOrder = (key: string) => fetch(`${baseUrl()}/api/orders/no_such_order`, { headers: { 'X-API-Key': key } });

/** With E2E_SHOTS_DIR set, the screens are saved there too (for a person to look at). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function openIntegrations(page: Page, token: string, keysTitle = 'API keys'): Promise<void> {
  await storeStaffSession(page, token);
  await page.goto('/admin/integrations');
  await page.getByRole('region', { name: keysTitle }).waitFor();
}

describe('integrations page: what a key may read', () => {
  const { page } = usePage();
  let token: string;

  beforeAll(async () => {
    token = await staffTokenViaApi();
  });

  it('when a key is created with full orders and later narrowed after the confirm, then it reads orders, and then no longer does', async () => {
    const name = `E2E POS ${Date.now()}`;
    await openIntegrations(page(), token);
    const keys = page().getByRole('region', { name: 'API keys' });
    const scopes = keys.getByRole('group', { name: 'What it may read' });
    expect(await scopes.getByRole('checkbox', { name: 'Event stream' }).isChecked()).toBe(true);
    await page().getByLabel('Name', { exact: true }).fill(name);
    await scopes.getByRole('checkbox', { name: 'Full orders' }).check();
    await page().getByRole('button', { name: 'Create key' }).click();
    const box = page().getByRole('group', { name: `New key for “${name}”` });
    const key = await box.getByLabel('API key').inputValue();
    expect((await readOrder(key)).status).toBe(404);

    const row = page().getByRole('article', { name });
    expect(await row.getByRole('list', { name: 'Reads:' }).getByRole('listitem').allTextContents()).toEqual([
      'Event stream',
      'Full orders',
    ]);
    await row.getByRole('button', { name: 'Change access' }).click();
    await row.getByRole('checkbox', { name: 'Full orders' }).uncheck();
    await row.getByRole('button', { name: 'Save access' }).click();
    const confirm = row.getByRole('group', { name: /^Change what/ });
    expect(await confirm.textContent()).toContain('It no longer gets: Full orders.');
    expect(await seriousAxeViolations(page())).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, change it' }).click();
    await row.getByRole('button', { name: 'Change access' }).waitFor();
    await row.getByRole('list', { name: 'Reads:' }).getByText('Full orders').waitFor({ state: 'detached' });
    expect((await readOrder(key)).status).toBe(403);
    expect((await fetch(`${baseUrl()}/api/events?after=0&limit=1`, { headers: { 'X-API-Key': key } })).status).toBe(200);
  });
});

describe('integrations page: scopes at 375 and 1280 px, English and Hungarian, light and dark', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await staffTokenViaApi();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = [375, 1280].flatMap((width) =>
    (['en', 'hu'] as const).flatMap((language) => (['light', 'dark'] as const).map((scheme) => ({ width, language, scheme }))),
  );

  it.each(cases)(
    'when the page is $width px wide in $language, $scheme, then the scopes fit, read in that language and axe finds nothing serious',
    async ({ width, language, scheme }) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 800 : 900 },
        baseURL: baseUrl(),
        colorScheme: scheme,
        locale: language === 'hu' ? 'hu-HU' : 'en-GB',
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        const words =
          language === 'hu'
            ? { keys: 'API-kulcsok', legend: 'Mit olvashat', change: 'Hozzáférés módosítása', full: 'Teljes rendelések' }
            : { keys: 'API keys', legend: 'What it may read', change: 'Change access', full: 'Full orders' };
        // A key of this case's own, newest and so first in the list, shown with its scopes open for a change.
        const name = `Kitchen printer ${width} ${language} ${scheme}`;
        const created = await fetch(`${baseUrl()}/api/integrations/keys`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name, scopes: ['events', 'orders'] }),
        });
        expect(created.status).toBe(201);
        await openIntegrations(page, token, words.keys);
        await page.getByRole('group', { name: words.legend }).first().waitFor();
        const row = page.getByRole('article', { name });
        await row.getByRole('button', { name: words.change }).click();
        await row.getByRole('checkbox', { name: words.full }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await shot(page, `integrations-scopes-${width}-${language}-${scheme}`);
      } finally {
        await context.close();
      }
    },
  );
});
