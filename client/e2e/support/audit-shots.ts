/**
 * Screenshots of a staff page for a person to look at (E2E_SHOTS_DIR): 375 and 1280 px, English
 * and Hungarian, light and dark, each after `ready` says the page shows what it should.
 */
import { mkdirSync } from 'node:fs';

import type { BrowserContext, Page } from 'playwright-core';

import { baseUrl } from './browser';

const VIEWPORTS = [
  [375, { width: 375, height: 800 }],
  [1280, { width: 1280, height: 900 }],
] as const;

export async function staffPageShots(
  context: BrowserContext,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = await context.newPage();
  try {
    for (const language of ['en', 'hu'] as const)
      for (const scheme of ['light', 'dark'] as const)
        for (const [width, viewport] of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`${baseUrl()}/adminLogin`);
          await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
          await page.goto(`${baseUrl()}${path}`);
          await ready(page);
          await page.screenshot({ path: `${dir}/${name}-${width}-${language}-${scheme}.png`, fullPage: true });
        }
  } finally {
    // The context's other pages read the same storage: they go on in English.
    await page.evaluate(() => localStorage.setItem('lang', 'en')).catch(() => undefined);
    await page.close();
  }
}
