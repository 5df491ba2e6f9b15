/**
 * The staff bar on a 375 px phone: the owner's nine tabs are one row that scrolls sideways, not
 * three wrapped rows of a sticky bar; the current page's tab is scrolled into view, the row's
 * edge fades where more tabs lie beyond it, and the page itself does not scroll sideways. On a desktop the row holds every tab at once.
 */
import { CLIENT_PATHS } from '@pizza/shared';
import type { Locator, Page } from 'playwright-core';

import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(120_000);

async function openAsOwner(page: Page, token: string, path: string): Promise<Locator> {
  await storeStaffSession(page, token);
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  await nav.getByRole('link', { name: 'Integrations' }).waitFor();
  return nav;
}

/** The element's box within the viewport's width: wholly on screen or not. */
function onScreen(locator: Locator, width: number): Promise<boolean> {
  return locator.evaluate((element, viewport) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= viewport;
  }, width);
}

/** How the row's mask draws its two edges: the first and last colour stops of its gradient. */
async function edges(nav: Locator): Promise<{ before: string; after: string }> {
  const mask = await nav.getByRole('list').evaluate((row) => getComputedStyle(row).maskImage);
  const stops = mask.match(/rgba?\([^)]*\)|transparent/g) ?? [];
  const clear = (stop: string | undefined) => (stop === 'transparent' || /rgba\(0, 0, 0, 0\)/.test(stop ?? '') ? 'faded' : 'clear');
  return { before: clear(stops[0]), after: clear(stops.at(-1)) };
}

let token: string;
beforeAll(async () => {
  token = await staffTokenViaApi();
});

describe('the staff bar on a 375 px phone', () => {
  const { page } = usePage({ width: 375, height: 812 });

  it('when the owner opens the last page of the bar, then its tabs are one row, that tab is on screen and the page does not scroll sideways', async () => {
    const nav = await openAsOwner(page(), token, CLIENT_PATHS.adminIntegrations);
    const current = nav.getByRole('link', { name: 'Integrations' });
    await expectCurrent(current);
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    expect(await onScreen(current, 375)).toBe(true);
    expect(await onScreen(nav.getByRole('link', { name: 'Orders board' }), 375)).toBe(false); // scrolled out, to the left
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The left edge fades (tabs lie beyond it), the right one does not (the row's end).
    expect(await edges(nav)).toEqual({ before: 'faded', after: 'clear' });
  });
});

describe('the staff bar on a 1280 px desktop', () => {
  const { page } = usePage({ width: 1280, height: 900 });

  it('when the owner opens the board, then every tab is on screen and neither edge fades', async () => {
    const nav = await openAsOwner(page(), token, CLIENT_PATHS.admin);
    await expectCurrent(nav.getByRole('link', { name: 'Orders board' }));
    for (const link of await nav.getByRole('link').all()) expect(await onScreen(link, 1280)).toBe(true);
    expect(await edges(nav)).toEqual({ before: 'clear', after: 'clear' });
  });
});

async function expectCurrent(link: Locator): Promise<void> {
  expect(await link.getAttribute('aria-current')).toBe('page');
}
