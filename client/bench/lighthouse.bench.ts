/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults, simulated throttling) on four pages of
 * the production build, three runs each, and one markdown table of the medians with the budgets.
 *
 * The shop starts the way the browser tests start it (client/e2e/support/global-setup.ts): `npm start`
 * in its own process group on a free port, a fresh data folder and its own Firebase Auth emulator.
 * Sessions come from the e2e helpers (a real sign-up, a real staff sign-in) and are written into
 * localStorage before the audit, so the logged-in pages are audited logged in; every run checks
 * that it ended on the page it asked for and that the page's own data call answered 200.
 *
 * Chrome is Debian's Chromium (CHROMIUM_PATH overrides), a fresh profile for every run, launched by
 * chrome-launcher. Every dish gets a photo of its own first (lighthouse/photos.ts; LH_PHOTOS=0 keeps the
 * demo artwork). Lighthouse is pinned at 12.8.2: Lighthouse 13 needs Node >= 22.19 and the
 * project runs on Node 20. Budgets that fail are reported, not fatal (exit 0); a run that cannot
 * audit the page it was asked for exits 1. The reports (JSON, HTML, final screenshots) and the
 * shop's log go to test-results/lighthouse/. LH_RUNS changes the number of runs per page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CheckoutQuote } from '@pizza/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { signUpCustomerViaApi } from '../e2e/support/accounts';
import { call } from '../e2e/support/api';
import { clientDist, HOME_JS_BUDGET_BYTES } from '../e2e/support/initial-javascript';
import { startShop, stopShop } from '../e2e/support/shop-process';
import { STAFF, staffTokenViaApi } from '../e2e/support/staff';
import { networkRequests } from './lighthouse/lhr';
import { CATEGORIES, type PageSpec, type Session } from './lighthouse/pages';
import { photographEveryDish } from './lighthouse/photos';
import { flaggedAudits, median, metricsOf, type PageResult, printReport, tally } from './lighthouse/report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'test-results', 'lighthouse');
/** The build the shop serves, for the sizes of the compressed twins. */
const DIST = clientDist(ROOT);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 3);
/** A seeded pizza (the order and the cart need something in them). */
const MENU_ITEM_ID = 'PIZ_006';

// ---------------------------------------------------------------------------------------------
// Clean-up: the shop's process group, its data folder and Chrome, also on failure and Ctrl-C.

const cleanups: Array<() => Promise<void> | void> = [];
let cleaningUp: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error);
      }
    }
  })();
  return cleaningUp;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the shop and Chrome`);
    void cleanUp().finally(() => process.exit(code));
  });
}

// ---------------------------------------------------------------------------------------------
// The shop, started like the browser tests start it.

async function startBenchShop(): Promise<{ baseUrl: string; emulatorHost: string; logFile: string }> {
  const logFile = join(RESULTS_DIR, 'shop.log');
  writeFileSync(logFile, '');
  const shop = await startShop({ root: ROOT, dataDirPrefix: 'pizza-lighthouse-', logFile });
  cleanups.push(() => stopShop(shop));
  // Last resort if the process dies without the clean-up (an uncaught error in a callback).
  process.once('exit', () => shop.signal('SIGKILL'));
  return { baseUrl: shop.baseUrl, emulatorHost: shop.emulatorHost, logFile };
}

// ---------------------------------------------------------------------------------------------
// Sessions and data, through the API.

interface Fixtures {
  orderId: string;
  storage: Record<Exclude<Session, 'none'>, Record<string, string>>;
}

async function prepare(): Promise<Fixtures> {
  const staffToken = await staffTokenViaApi();
  await call('PUT', '/api/restaurant/1/status?isOpen=true', staffToken);
  // The home page is audited with a real photo in every card; LH_PHOTOS=0 keeps the demo artwork.
  if (process.env.LH_PHOTOS !== '0') console.log(`photos: ${await photographEveryDish(staffToken)} dishes got one`);

  const customer = await signUpCustomerViaApi({ name: 'Lighthouse Customer' });
  const addPizza = () =>
    call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: MENU_ITEM_ID, quantity: '1', extraItemId: '' } });
  await addPizza();
  const quote = await call<CheckoutQuote>('POST', '/api/orders/pickup-checkout', customer.token);
  const placed = await call<{ orderId?: string }>('POST', '/api/orders/placeorder', customer.token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' },
  });
  const orderId = placed.orderId ?? quote.orderId;
  // Placing the order empties the cart; /checkout shows a quote only for a cart with something in it.
  await addPizza();

  return {
    orderId,
    storage: {
      // Keys of lib/storage.ts (the customer's, as auth-store.ts writes them; the staff's, as storeStaffSession does).
      customer: { authToken: customer.token, email: customer.email, name: customer.name },
      staff: { adminToken: staffToken, adminEmail: STAFF.email },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One Lighthouse run.

async function writeStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // Any page of the origin gives access to its localStorage; a JSON answer loads none of the app.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    // A cold cache for the audit (storage reset is off, so Lighthouse does not clear it itself).
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Browser.close, then up to 5 s for Chrome to exit by itself: it removes its own temp files then,
 * which chrome-launcher's kill() (SIGKILL) alone leaves behind in /tmp.
 */
async function closeChrome(chrome: chromeLauncher.LaunchedChrome): Promise<void> {
  const exited = new Promise<void>((resolveExit) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolveExit();
    else chrome.process.once('exit', () => resolveExit());
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    await browser.close();
  } catch {
    // already gone; kill() is the fallback anyway
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

async function auditOnce(url: string, storage: Record<string, string> | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    if (storage) await writeStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the session just written; every run has a fresh Chrome profile anyway.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await closeChrome(chrome);
    cleanups.splice(cleanups.indexOf(kill), 1);
    kill();
  }
}

/** Runs per audit at most: Lighthouse asks to be run again after a failed trace (NO_NAVSTART now and then here). */
const ATTEMPTS = 3;
/** Runs repeated after a Lighthouse runtime error, named in the report. */
const retries: string[] = [];

async function auditWithRetries(url: string, storage: Record<string, string> | undefined, label: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await auditOnce(url, storage);
    if (!lhr.runtimeError || attempt >= ATTEMPTS) return lhr;
    retries.push(`${label}: ${lhr.runtimeError.code}`);
    console.log(`${label}: Lighthouse runtime error ${lhr.runtimeError.code}, running it again (${attempt + 1}/${ATTEMPTS})`);
  }
}

/** Throws unless the run audited the page it was asked for (a logged-out page redirects to a login page). */
function checkAudited(spec: PageSpec, lhr: Result, origin: string, runLabel: string): void {
  const problems: string[] = [];
  if (lhr.runtimeError) problems.push(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== spec.path) problems.push(`ended on ${lhr.finalDisplayedUrl} instead of ${spec.path}`);
  if (['/login', '/adminLogin'].includes(finalPath)) problems.push('redirected to a login page: the session was not used');
  if (spec.proof) {
    const { method, path } = spec.proof;
    const hit = networkRequests(lhr).find((request) => {
      const requestUrl = new URL(request.url);
      return requestUrl.origin === origin && requestUrl.pathname === path && request.statusCode === 200;
    });
    if (!hit) problems.push(`no ${method} ${path} answered 200 during the run: the page did not load its logged-in data`);
  }
  if (problems.length > 0) throw new Error(`${spec.label} (${runLabel}) was not audited as asked:\n  - ${problems.join('\n  - ')}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  console.log(`Building and starting the shop (npm start; log: ${join(RESULTS_DIR, 'shop.log')}) ...`);
  const shop = await startBenchShop();
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST = shop.emulatorHost;
  console.log(`Shop at ${shop.baseUrl}; preparing a customer with an order and a filled cart, and a staff session ...`);
  const fixtures = await prepare();

  const pages: PageSpec[] = [
    {
      label: '/',
      path: '/',
      session: 'none',
      budgets: { performance: 95, accessibility: 100, tbtMs: 150, lcpS: 1.8, initialJsBytes: HOME_JS_BUDGET_BYTES },
    },
    {
      label: '/checkout',
      path: '/checkout',
      session: 'customer',
      proof: { method: 'POST', path: '/api/orders/pickup-checkout' },
      budgets: { performance: 90, accessibility: 100 },
    },
    {
      label: '/orders/:orderId',
      path: `/orders/${encodeURIComponent(fixtures.orderId)}`,
      session: 'customer',
      proof: { method: 'GET', path: `/api/orders/${encodeURIComponent(fixtures.orderId)}` },
      budgets: { performance: 90, accessibility: 100 },
    },
    {
      label: '/admin',
      path: '/admin',
      session: 'staff',
      proof: { method: 'GET', path: '/api/orders/all/orders' },
      budgets: { performance: 90, accessibility: 100 },
    },
  ];

  const results: PageResult[] = pages.map((spec) => ({ spec, runs: [], flagged: new Map(), lhrs: [] }));
  let environment = '';
  // Round robin (run 1 of every page, then run 2 ...), so a slow spell of the machine spreads over all pages.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const result of results) {
      const { spec } = result;
      const runLabel = `run ${run}/${RUNS}`;
      const started = Date.now();
      const storage = spec.session === 'none' ? undefined : fixtures.storage[spec.session];
      const lhr = await auditWithRetries(`${shop.baseUrl}${spec.path}`, storage, `${spec.label} ${runLabel}`);
      const name = `${spec.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-run${run}`;
      writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(join(RESULTS_DIR, `${name}.html`), generateReport(lhr, 'html'));
      const screenshot = lhr.audits['final-screenshot']?.details;
      if (screenshot && screenshot.type === 'screenshot') {
        writeFileSync(join(RESULTS_DIR, `${name}.jpg`), Buffer.from(screenshot.data.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
      }
      checkAudited(spec, lhr, shop.baseUrl, runLabel);
      const metrics = metricsOf(lhr, shop.baseUrl, DIST);
      result.runs.push(metrics);
      tally(result.flagged, flaggedAudits(lhr, shop.baseUrl));
      result.lhrs.push(lhr);
      environment ||= `${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}`;
      console.log(
        `${spec.label} ${runLabel}: performance ${metrics.scores.performance}, accessibility ${metrics.scores.accessibility}, ` +
          `LCP ${metrics.lcpS.toFixed(2)} s, TBT ${metrics.tbtMs.toFixed(0)} ms, final URL ${new URL(lhr.finalDisplayedUrl).pathname} ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s, benchmark index ${metrics.benchmarkIndex})`,
      );
    }
  }

  const benchmarkIndex = median(results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)));
  console.log('');
  printReport(results, shop.baseUrl, `${environment}, benchmark index ${benchmarkIndex.toFixed(0)}`, { runs: RUNS, retries });
  console.log(`\nReports, final screenshots and the shop's log: ${RESULTS_DIR}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
