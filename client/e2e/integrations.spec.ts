import type { Page } from 'playwright-core';

import { seriousAxeViolations } from './support/axe';
import { baseUrl, saveScreenshot, usePage } from './support/browser';
import { staffTokenViaApi, STAFF, storeStaffSession } from './support/staff';

// A staff sign-in (the e-mailed code) takes a while on a busy machine.
jest.setTimeout(120_000);

/** An integrator reading the pull API with a key, as a POS would. */
const readEvents = (key: string) => fetch(`${baseUrl()}/api/events?after=0&limit=1`, { headers: { 'X-API-Key': key } });

async function openIntegrations(page: Page, token: string): Promise<void> {
  await storeStaffSession(page, token);
  await page.goto('/admin/integrations');
  await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
  await page.getByRole('region', { name: 'API keys' }).waitFor();
}

describe('staff integrations page: API keys', () => {
  const { page } = usePage();
  let token: string;

  beforeAll(async () => {
    token = await staffTokenViaApi();
  });

  it('when staff open the staff menu on the board, then Integrations leads to the page', async () => {
    await storeStaffSession(page(), token);
    await page().goto('/admin');
    await page().getByRole('button', { name: STAFF.email }).click();
    await page().getByRole('link', { name: 'Integrations' }).click();
    await page().waitForURL((url) => url.pathname === '/admin/integrations');
    await page().getByRole('region', { name: 'API keys' }).waitFor();
  });

  it('when a key is created, then it is shown once, works for an integrator, is listed with its last use, and once revoked is refused', async () => {
    const name = `E2E printer ${Date.now()}`;
    await openIntegrations(page(), token);

    await page().getByLabel('Name', { exact: true }).fill(name);
    await page().getByRole('button', { name: 'Create key' }).click();
    const box = page().getByRole('group', { name: `New key for “${name}”` });
    await box.waitFor();
    await box.getByText('Copy it now: you will not see this again.').waitFor();
    const key = await box.getByLabel('API key').inputValue();
    expect(key).toMatch(/^ppk_[A-Za-z0-9_-]{43}$/);

    // The key works for the pull API; the page records the use.
    expect((await readEvents(key)).status).toBe(200);

    const row = page().getByRole('article', { name });
    await row.waitFor();
    expect(await row.getByText('Active').count()).toBe(1);

    await box.getByRole('button', { name: 'Done, I saved it' }).click();
    await box.waitFor({ state: 'detached' });
    expect(await page().evaluate((secret) => document.body.innerText.includes(secret), key)).toBe(false);

    // After a reload the key itself is nowhere; its first characters and its last use are.
    await page().reload();
    await row.waitFor();
    expect(await page().content()).not.toContain(key);
    expect(await row.textContent()).toContain(`${key.slice(0, 10)}…`);
    expect(await row.locator('dt:has-text("Last used") + dd').textContent()).not.toBe('never');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Keep it' }).waitFor();
    expect(await row.getByRole('group').textContent()).toContain(`Revoke “${name}”?`);
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.getByText(/^Revoked /).waitFor();
    expect(await row.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect((await readEvents(key)).status).toBe(401);

    expect(await seriousAxeViolations(page())).toEqual([]);
  });

  it('when a name is missing, then the page says so and no key is made', async () => {
    await openIntegrations(page(), token);
    await page().getByRole('button', { name: 'Create key' }).click();
    await page().getByText('Name the integration, e.g. "Kitchen printer".').waitFor();
    expect(
      await page()
        .getByRole('group', { name: /^New key for/ })
        .count(),
    ).toBe(0);
  });

  for (const width of [375, 1280]) {
    it(`when the page is shown ${width} px wide with a new key, then nothing overflows and axe finds nothing serious (screenshot)`, async () => {
      await page().setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await openIntegrations(page(), token);
      await page().getByLabel('Name', { exact: true }).fill(`Screenshot ${width}`);
      await page().getByRole('button', { name: 'Create key' }).click();
      await page()
        .getByRole('group', { name: `New key for “Screenshot ${width}”` })
        .waitFor();
      await page()
        .getByRole('article', { name: `Screenshot ${width}` })
        .waitFor();
      expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page())).toEqual([]);
      await saveScreenshot(page(), `integrations-keys-${width}`);
    });
  }
});
