/**
 * Screenshots of the customer's and the kitchen's allergen screens for a person to look at
 * (docs/product/menu.md#allergens): with E2E_SHOTS_DIR set, each screen in English and Hungarian,
 * light and dark, at 375 and 1280 px. Without it, nothing is taken and the page is left as it was.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

export const shotsWanted = (): boolean => Boolean(process.env.E2E_SHOTS_DIR);

/** The top bar's EN | HU switch (the page must have no window open over it). */
export async function switchLanguage(page: Page, language: 'en' | 'hu'): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^${language.toUpperCase()}\\b`) })
    .first()
    .click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** The page as it is now, in both colour schemes and both widths; named '<name>-<lang>-<scheme>-<width>.png'. */
export async function shotsInEveryLook(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  const language = await page.evaluate(() => document.documentElement.lang);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.waitForTimeout(300); // layout settles after the resize (screenshots only)
      await page.screenshot({ path: join(dir, `${name}-${language}-${colorScheme}-${width}.png`), fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
}

/**
 * Opens a screen with `show` (which returns how to close it) and takes every look of it: with
 * screenshots wanted, first in Hungarian (then closed), then in English; without, once in English.
 * Either way the screen is left open in English for the spec to go on.
 */
export async function inEachLanguage(page: Page, name: string, show: () => Promise<() => Promise<void>>, fullPage = false): Promise<void> {
  const languages = shotsWanted() ? (['hu', 'en'] as const) : (['en'] as const);
  for (const language of languages) {
    if (shotsWanted()) await switchLanguage(page, language);
    const close = await show();
    await shotsInEveryLook(page, name, fullPage);
    if (language !== 'en') await close();
  }
}
