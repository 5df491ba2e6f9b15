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
 * chrome-launcher. Lighthouse is pinned at 12.8.2: Lighthouse 13 needs Node >= 22.19 and the
 * project runs on Node 20. Budgets that fail are reported, not fatal (exit 0); a run that cannot
 * audit the page it was asked for exits 1. The reports (JSON, HTML, final screenshots) and the
 * shop's log go to test-results/lighthouse/. LH_RUNS changes the number of runs per page.
 */
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { CheckoutQuote } from '@pizza/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { signUpCustomerViaApi } from '../e2e/support/accounts';
import { call } from '../e2e/support/api';
import { startShop, stopShop } from '../e2e/support/shop-process';
import { STAFF, staffTokenViaApi } from '../e2e/support/staff';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'test-results', 'lighthouse');
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A seeded pizza (the order and the cart need something in them). */
const MENU_ITEM_ID = 'PIZ_006';
/** Initial JavaScript budget of the home page, gzip bytes over the wire. */
const HOME_JS_BUDGET_BYTES = 120 * 1024;

type Session = 'none' | 'customer' | 'staff';

interface Budgets {
  performance: number;
  accessibility: number;
  tbtMs?: number;
  lcpS?: number;
  initialJsBytes?: number;
}

interface PageSpec {
  label: string;
  path: string;
  session: Session;
  /** A data call only the logged-in page makes: it must be in the run's requests with status 200. */
  proof?: { method: string; path: string };
  budgets: Budgets;
}

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
  const log = openSync(logFile, 'w');
  try {
    const shop = await startShop({
      root: ROOT,
      dataDirPrefix: 'pizza-lighthouse-',
      stdio: ['ignore', log, log],
      describeExit: () => `; end of ${logFile}:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`,
    });
    cleanups.push(() => stopShop(shop));
    // Last resort if the process dies without the clean-up (an uncaught error in a callback).
    process.once('exit', () => {
      try {
        process.kill(-shop.pid, 'SIGKILL');
      } catch {
        // gone
      }
    });
    return { baseUrl: shop.baseUrl, emulatorHost: shop.emulatorHost, logFile };
  } finally {
    closeSync(log);
  }
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
// Reading the report.

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
  rendererStartTime?: number;
}

function tableItems<T>(lhr: Result, auditId: string): T[] {
  const details = lhr.audits[auditId]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as T[]) : [];
}

const networkRequests = (lhr: Result) => tableItems<NetworkRequest>(lhr, 'network-requests');

function debugData(lhr: Result, auditId: string): Record<string, unknown> {
  const details = lhr.audits[auditId]?.details;
  return details && 'debugData' in details && details.debugData ? (details.debugData as Record<string, unknown>) : {};
}

const transferred = (requests: NetworkRequest[]) => requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

/**
 * Scripts requested before the load event (observed, unthrottled timings), and all scripts of the
 * run; gzip bytes over the wire (transferSize, response headers included).
 */
function javascript(lhr: Result): { initialBytes: number; initialCount: number; allBytes: number } {
  const scripts = networkRequests(lhr).filter((request) => request.resourceType === 'Script');
  const startTs = debugData(lhr, 'network-requests').networkStartTimeTs;
  const loadTs = tableItems<{ observedLoadTs?: number }>(lhr, 'metrics')[0]?.observedLoadTs;
  if (typeof startTs !== 'number' || typeof loadTs !== 'number') {
    return { initialBytes: NaN, initialCount: 0, allBytes: transferred(scripts) };
  }
  const loadMs = (loadTs - startTs) / 1000;
  const initial = scripts.filter((request) => request.rendererStartTime !== undefined && request.rendererStartTime <= loadMs);
  return { initialBytes: transferred(initial), initialCount: initial.length, allBytes: transferred(scripts) };
}

interface LongTask {
  url: string;
  duration: number;
}

/** The longest main-thread task attributed to one of our own scripts (duration as simulated). */
function longestOwnTask(lhr: Result, origin: string): LongTask | undefined {
  return tableItems<LongTask>(lhr, 'long-tasks')
    .filter((task) => typeof task.url === 'string' && task.url.startsWith(origin))
    .sort((a, b) => b.duration - a.duration)[0];
}

interface RunMetrics {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpS: number;
  tbtMs: number;
  cls: number;
  initialJsBytes: number;
  initialJsCount: number;
  allJsBytes: number;
  longTask?: LongTask;
  benchmarkIndex: number;
}

function metricsOf(lhr: Result, origin: string): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const js = javascript(lhr);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpS: numeric('largest-contentful-paint') / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    initialJsBytes: js.initialBytes,
    initialJsCount: js.initialCount,
    allJsBytes: js.allBytes,
    longTask: longestOwnTask(lhr, origin),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Flag {
  id: string;
  urls: string[];
  value?: string;
}

/** Audits below 0.9 that name one of our own URLs (and any accessibility audit below 0.9). */
function flaggedAudits(lhr: Result, origin: string): Flag[] {
  const flagged: Flag[] = [];
  const accessibilityIds = new Set(lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
    const urls = [
      ...new Set(
        tableItems<{ url?: unknown; source?: { url?: unknown } }>(lhr, audit.id)
          .map((item) => (typeof item.url === 'string' ? item.url : typeof item.source?.url === 'string' ? item.source.url : ''))
          .filter((url) => url.startsWith(origin))
          .map((url) => url.slice(origin.length)),
      ),
    ];
    if (urls.length === 0 && !accessibilityIds.has(audit.id)) continue;
    flagged.push({ id: audit.id, urls, value: audit.displayValue });
  }
  return flagged;
}

interface FlagTally {
  runs: number;
  urls: Set<string>;
  values: Set<string>;
}

function tally(into: Map<string, FlagTally>, flags: Flag[]): void {
  for (const flag of flags) {
    const entry = into.get(flag.id) ?? { runs: 0, urls: new Set(), values: new Set() };
    entry.runs += 1;
    flag.urls.forEach((url) => entry.urls.add(url));
    if (flag.value) entry.values.add(flag.value);
    into.set(flag.id, entry);
  }
}

/** Where the time goes on one run: the LCP element and its phases, the biggest layout shift, the heaviest scripts. */
function notes(lhr: Result, origin: string): string[] {
  const short = (text: unknown, max = 90) => {
    const flat = String(text ?? '').replace(/\s+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max)}…` : flat;
  };
  const out: string[] = [];
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpTables = lcpDetails && lcpDetails.type === 'list' ? (lcpDetails.items as Array<{ items?: unknown[] }>) : [];
  const lcpNode = (lcpTables[0]?.items?.[0] as { node?: { nodeLabel?: string; snippet?: string } } | undefined)?.node;
  const phases = (lcpTables[1]?.items ?? []) as Array<{ phase?: string; timing?: number }>;
  if (lcpNode) {
    const phaseText = phases.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ');
    out.push(`LCP element: \`${short(lcpNode.snippet, 60)}\` "${short(lcpNode.nodeLabel, 50)}"${phaseText ? ` (${phaseText})` : ''}`);
  }
  const shift = tableItems<{ score?: number; node?: { snippet?: string } }>(lhr, 'layout-shifts')[0];
  if (shift && (shift.score ?? 0) >= 0.01) out.push(`Biggest layout shift ${shift.score?.toFixed(3)}: \`${short(shift.node?.snippet)}\``);
  const bootup = tableItems<{ url?: string; total?: number; scripting?: number }>(lhr, 'bootup-time')
    .slice(0, 3)
    .map(
      (item) => `${String(item.url).replace(origin, '')} ${Math.round(item.total ?? 0)} ms (scripting ${Math.round(item.scripting ?? 0)})`,
    );
  if (bootup.length > 0)
    out.push(`JavaScript execution (bootup-time, ${lhr.audits['bootup-time']?.displayValue ?? ''}): ${bootup.join('; ')}`);
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  if (mainThread?.displayValue) out.push(`Main-thread work: ${mainThread.displayValue}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Output.

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface PageResult {
  spec: PageSpec;
  runs: RunMetrics[];
  flagged: Map<string, FlagTally>;
  lhrs: Result[];
}

function printReport(results: PageResult[], origin: string, environment: string): void {
  const failures: string[] = [];
  const cell = (page: string, what: string, text: string, ok: boolean | undefined, budget: string) => {
    if (ok === undefined) return text;
    if (!ok) failures.push(`${page}: ${what} ${text} (budget ${budget})`);
    return `${text} ${mark(ok)} (${budget})`;
  };

  const lines = [
    `## Lighthouse ${environment}`,
    '',
    `Median of ${RUNS} run(s) per page; mobile defaults, simulated throttling.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { spec, runs } of results) {
    const m = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
    const { budgets } = spec;
    const perf = m((run) => run.scores.performance);
    const a11y = m((run) => run.scores.accessibility);
    const lcp = m((run) => run.lcpS);
    const tbt = m((run) => run.tbtMs);
    lines.push(
      `| ${spec.label} | ${[
        cell(spec.label, 'performance', String(perf), perf >= budgets.performance, `≥ ${budgets.performance}`),
        cell(spec.label, 'accessibility', String(a11y), a11y >= budgets.accessibility, `${budgets.accessibility}`),
        String(m((run) => run.scores['best-practices'])),
        String(m((run) => run.scores.seo)),
        cell(spec.label, 'LCP', lcp.toFixed(2), budgets.lcpS === undefined ? undefined : lcp < budgets.lcpS, `< ${budgets.lcpS} s`),
        cell(spec.label, 'TBT', tbt.toFixed(0), budgets.tbtMs === undefined ? undefined : tbt < budgets.tbtMs, `< ${budgets.tbtMs} ms`),
        m((run) => run.cls).toFixed(3),
      ].join(' | ')} |`,
    );
  }

  lines.push(
    '',
    '| Page | Initial JS (gzip, requested before load) | Scripts | All JS of the run | Longest task of our scripts (simulated) |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const { spec, runs } of results) {
    const bytes = median(runs.map((run) => run.initialJsBytes));
    const budget = spec.budgets.initialJsBytes;
    const js = cell(spec.label, 'initial JS', kib(bytes), budget === undefined ? undefined : bytes <= budget, `≤ ${kib(budget ?? 0)}`);
    const tasks = runs.map((run) => run.longTask).filter((task): task is LongTask => task !== undefined);
    const longest = tasks.sort((a, b) => b.duration - a.duration)[0];
    const taskText = longest
      ? `${median(runs.map((run) => run.longTask?.duration ?? 0)).toFixed(0)} ms median, ${longest.duration.toFixed(0)} ms max: ${longest.url.slice(origin.length)}`
      : 'none ≥ 50 ms';
    const allJs = kib(median(runs.map((run) => run.allJsBytes)));
    lines.push(`| ${spec.label} | ${js} | ${median(runs.map((run) => run.initialJsCount))} | ${allJs} | ${taskText} |`);
  }

  lines.push('', '### Audits below 0.9 that name our own files (or fail accessibility), runs that flagged them', '');
  for (const { spec, flagged } of results) {
    const entries = [...flagged.entries()].map(([id, entry]) => {
      const urls = [...entry.urls].slice(0, 4).join(', ');
      const values = [...entry.values].join(' / ');
      return `  - ${id} [${entry.runs}/${RUNS}]${urls ? `: ${urls}` : ''}${values ? ` (${values})` : ''}`;
    });
    lines.push(`- ${spec.label}${entries.length === 0 ? ': none' : ''}`, ...entries);
  }

  lines.push('', '### Where the time goes (the run with the median performance score)', '');
  for (const { spec, lhrs } of results) {
    const byPerformance = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    if (middle) lines.push(`- ${spec.label}`, ...notes(middle, origin).map((note) => `  - ${note}`));
  }

  if (retries.length > 0) lines.push('', `Runs repeated after a Lighthouse runtime error: ${retries.join('; ')}.`);
  lines.push(
    '',
    failures.length === 0 ? '**All budgets met.**' : `**${failures.length} budget(s) failed:**`,
    ...failures.map((f) => `- ✗ ${f}`),
  );
  console.log(lines.join('\n'));
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
      budgets: { performance: 95, accessibility: 100, tbtMs: 200, lcpS: 2.0, initialJsBytes: HOME_JS_BUDGET_BYTES },
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
      const metrics = metricsOf(lhr, shop.baseUrl);
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
  printReport(results, shop.baseUrl, `${environment}, benchmark index ${benchmarkIndex.toFixed(0)}`);
  console.log(`\nReports, final screenshots and the shop's log: ${RESULTS_DIR}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
