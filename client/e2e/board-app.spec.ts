/**
 * The board as an installable app: on /admin, after a staff sign-in, the page links the
 * web app manifest and registers the push-only service worker with scope /admin; the customer
 * pages have neither (no manifest link, no service worker controlling or covering them).
 */
import type { Page } from 'playwright-core';

import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(120_000);

interface Manifest {
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
}

const manifestLinks = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('link[rel="manifest"]'), (link) => link.getAttribute('href')));

const registrationScopes = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname));

describe('the board as an app', () => {
  const { page } = usePage({ width: 1024, height: 768 });

  it('when staff open /admin, then the manifest is linked and the service worker registers for /admin only; / has neither', async () => {
    await page().goto('/');
    await page().getByRole('heading', { level: 1 }).first().waitFor();
    expect(await manifestLinks(page())).toEqual([]);
    expect(await registrationScopes(page())).toEqual([]);

    await storeStaffSession(page(), await staffTokenViaApi());
    await page().goto('/admin');
    await page().locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await manifestLinks(page())).toEqual(['/manifest.webmanifest']);
    const activeScope = await page().evaluate(async () => new URL((await navigator.serviceWorker.ready).scope).pathname);
    expect(activeScope).toBe('/admin');

    const manifest = await page().evaluate(async () => {
      const res = await fetch('/manifest.webmanifest');
      return { type: res.headers.get('content-type'), body: (await res.json()) as unknown };
    });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    const body = manifest.body as Manifest;
    expect(body).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const icon of body.icons) {
      const status = await page().evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(status).toBe(200);
    }

    // Back on the shop: the worker's scope does not cover it, nothing controls the page, no manifest.
    await page().goto('/');
    await page().getByRole('heading', { level: 1 }).first().waitFor();
    expect(await manifestLinks(page())).toEqual([]);
    expect(await page().evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page().evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) ?? null)).toBeNull();
    expect(await registrationScopes(page())).toEqual(['/admin']);
  });
});
