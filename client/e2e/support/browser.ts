/**
 * Playwright (playwright-core) on Debian's Chromium. `usePage()` gives each test a fresh page and
 * saves a screenshot of the viewport (what a visitor sees) when the test fails.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Resolved when a screenshot is saved, so these helpers also load as ES modules (the Lighthouse bench runs them under tsx). */
const screenshotDir = () => resolve(__dirname, '../../../test-results/screenshots');

/** This worker's shop (support/global-setup.ts starts one per worker), else the one shop. */
export const baseUrl = (): string => {
  const url = process.env[`E2E_BASE_URL_${process.env.JEST_WORKER_ID}`] ?? process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run browser tests through `npm test` or the e2e Jest project');
  return url;
};

/** `extraArgs`: Chromium switches a spec needs on top of FLAGS (e.g. an autoplay policy). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraArgs] });
}

export interface PageFixture {
  page: () => Page;
  context: () => BrowserContext;
}

/** Registers hooks: one browser per file, a new context and page per test, a screenshot on failure. */
export function usePage(viewport = { width: 1280, height: 900 }, { args = [] as string[] } = {}): PageFixture {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser(args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport, baseURL: baseUrl() });
    page = await context.newPage();
  });
  afterEach(async () => {
    const failed = (globalThis as { __E2E_TEST_FAILED__?: boolean }).__E2E_TEST_FAILED__ === true;
    if (failed || process.env.E2E_SCREENSHOTS === 'all') await saveScreenshot(page, expect.getState().currentTestName ?? 'test');
    await context?.close();
  });
  return { page: () => page, context: () => context };
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = screenshotDir();
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 120)}.png`);
  await page.screenshot({ path }).catch(() => undefined);
  return path;
}
