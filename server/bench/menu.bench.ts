/**
 * Menu read benchmark (`npm run bench:menu`, docs/performance/README.md#budgets):
 *  (a) req/s and p99 of GET /api/menuItem/get/category/PIZZA on the real app (createApp, seeded
 *      embedded database) next to a bare Express app answering res.json() with the same items, in
 *      the same run; budget: at least 0.8x. The same for GET /api/menu (the whole menu) when the app
 *      serves it. Every item carries a photo and allergens, as a real menu's heaviest answer does.
 *      Also, for context: a plain res.json() route behind the app's own middleware, the gzip answer
 *      and the 304 answer;
 *  (b) what the home page downloads initially (index.html's scripts, modulepreloads and style sheets),
 *      as the build's Brotli and gzip twins of those files; budget: JavaScript <= 120 KiB with Brotli.
 * Servers run in a child process so the load loop (node:http keep-alive agents, CONNECTIONS loops,
 * fixed duration) does not share their event loop. Prints a table, stops the child, exits by itself.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { ALLERGENS, MENU_PHOTO_WIDTHS } from '@pizza/shared';
import express, { Router } from 'express';

import { createApp } from '../src/app';
import { createCollaborators } from '../src/composition';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { createLogger } from '../src/lib/logger';
import { REPO_ROOT } from '../src/lib/paths';
import { listMenu } from '../src/modules/menu/menu.service';
import { seedDatabase } from '../src/seed';
import { MenuItemModel } from '../src/test/stored-records';
import { runBench } from './run-bench';

const MENU_PATH = '/api/menuItem/get/category/PIZZA';
const PLAIN_PATH = '/bench/plain-json';
const FULL_MENU_PATH = '/api/menu';
const PLAIN_FULL_MENU_PATH = '/bench/plain-full-menu';
const CONNECTIONS = 10; // autocannon's default
const WARMUP_MS = 1000;
const MEASURE_MS = 5000;
const SLICES = 5;
const RATIO_BUDGET = 0.8;
const BUNDLE_BUDGET_BYTES = 120 * 1024;

type Ports = Record<'app' | 'bare', number> & { fullMenu: boolean };
interface Target {
  name: string;
  port: number;
  path: string;
  headers: http.OutgoingHttpHeaders;
}
interface Result {
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
}

// ---- child process: the servers ---------------------------------------------------------------

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function serve(): Promise<void> {
  // Per-request log lines at info would measure stdout; warn is what a busy production runs at.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') });
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger);
  const db = await connectDatabase(config, logger, { inMemory: true, dbName: 'bench' });
  await seedDatabase(collaborators);
  await withPhotosAndAllergens();
  // The very items the menu route serves, serialised per request the usual Express way.
  const pizzas = (await listMenu(new Date())).items.filter((item) => item.category === 'PIZZA' && item.isAvailable);
  const plain = Router().get(PLAIN_PATH, (_req, res) => void res.json(pizzas));
  const app = await listen(http.createServer(createApp({ ...collaborators, db, extraRouters: [plain] })));
  // The whole menu (GET /api/menu) where the app has it: the bare app answers the very same value.
  const fullMenuRes = await fetch(`http://127.0.0.1:${app}${FULL_MENU_PATH}`);
  const fullMenu: unknown = fullMenuRes.ok ? await fullMenuRes.json() : undefined;
  const bareApp = express().get(PLAIN_PATH, (_req, res) => void res.json(pizzas));
  if (fullMenu) bareApp.get(PLAIN_FULL_MENU_PATH, (_req, res) => void res.json(fullMenu));
  const bare = await listen(http.createServer(bareApp));
  process.send?.({ app, bare, fullMenu: fullMenu !== undefined } satisfies Ports);
  // Server CPU time per slice: a figure that other load on the machine disturbs far less than req/s.
  process.on('message', () => process.send?.(process.cpuUsage()));
  process.on('disconnect', () => void db.close().finally(() => process.exit(0)));
}

/**
 * A photo on every item (as an upload leaves it: docs/product/menu.md#photos) and allergens on
 * those the seed has none for, so the payload is the size a real menu's answer has.
 */
async function withPhotosAndAllergens(): Promise<void> {
  const items = await MenuItemModel.find({}, { _id: 1, allergens: 1 }).lean();
  await MenuItemModel.bulkWrite(
    items.map((item, i) => ({
      updateOne: {
        filter: { _id: item._id },
        update: {
          $set: {
            photo: { id: randomBytes(16).toString('hex'), width: 960, height: 640, widths: [...MENU_PHOTO_WIDTHS] },
            ...(item.allergens?.length ? {} : { allergens: [ALLERGENS[0], ALLERGENS[6], ALLERGENS[(i % 12) + 2]] }),
          },
        },
      },
    })),
  );
}

// ---- parent process: load loop, bundle size, report -------------------------------------------

function startServers(): Promise<{ child: ChildProcess; ports: Ports }> {
  // fork() reuses this process's execArgv, so the child runs under tsx as well.
  const child = fork(__filename, ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (ports) => resolve({ child, ports: ports as Ports }));
    child.once('exit', (code) => reject(new Error(`server process exited early (code ${code})`)));
  });
}

function get(
  agent: http.Agent | undefined,
  port: number,
  urlPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers }, (res) => {
      res.resume(); // read and drop the body, as a load tool does
      res.on('end', () => (res.statusCode === 200 || res.statusCode === 304 ? resolve(res) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** CONNECTIONS loops, one request at a time each on its own keep-alive socket, for `ms`; latencies in ms. */
async function load(target: Target, ms: number, latencies: number[] = []): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await get(agent, target.port, target.path, target.headers);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  agent.destroy();
  return latencies;
}

function serverCpuUs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system));
    child.send('cpu');
  });
}

/** Short slices in alternating order (A B C, C B A, ...): a burst of other work hits every target alike. */
async function measure(child: ChildProcess, targets: Target[]): Promise<Result[]> {
  const tallies = targets.map(() => ({ latencies: [] as number[], ms: 0, cpuUs: 0 }));
  for (const target of targets) await load(target, WARMUP_MS);
  for (let slice = 0; slice < SLICES; slice++) {
    const order = targets.map((_, i) => i);
    for (const i of slice % 2 === 0 ? order : order.reverse()) {
      const [tally, cpuBefore, started] = [tallies[i]!, await serverCpuUs(child), performance.now()];
      await load(targets[i]!, MEASURE_MS / SLICES, tally.latencies);
      tally.ms += performance.now() - started;
      tally.cpuUs += (await serverCpuUs(child)) - cpuBefore;
    }
  }
  return tallies.map(({ latencies, ms, cpuUs }) => {
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
    return { rps: (latencies.length / ms) * 1000, p50: at(50), p99: at(99), cpuUsPerRequest: cpuUs / latencies.length };
  });
}

interface InitialFiles {
  files: string[];
  br: number;
  gzip: number;
}

/** Size of a build file's twin (`.br`, `.gz`), or of the file itself when the build wrote none (too small to gain). */
function twinSize(file: string, suffix: string): number {
  return fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : fs.statSync(file).size;
}

/** The entry script, the modulepreloads and the style sheets of index.html: what the home page downloads before it runs. */
function initialDownload(): { js: InitialFiles; css: InitialFiles; builtAt: Date } {
  const dist = path.resolve(REPO_ROOT, process.env.CLIENT_DIST ?? 'client/dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    console.log('the client build is missing: running npm run build -w client');
    execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const html = fs.readFileSync(indexHtml, 'utf8');
  const urls = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
  const sizes = (files: string[]): InitialFiles => {
    const paths = files.map((file) => path.join(dist, file.replace(/^\//, '')));
    const sum = (suffix: string) => paths.reduce((total, file) => total + twinSize(file, suffix), 0);
    return { files, br: sum('.br'), gzip: sum('.gz') };
  };
  return {
    js: sizes([...urls(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...urls(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]),
    css: sizes(urls(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)),
    builtAt: fs.statSync(indexHtml).mtime,
  };
}

/** The size of the category answer and how many of its items carry a photo (the payload measured). */
async function payloadOf(port: number): Promise<[number, number]> {
  const res = await fetch(`http://127.0.0.1:${port}${MENU_PATH}`, { headers: { 'accept-encoding': 'identity' } });
  const text = await res.text();
  const items = JSON.parse(text) as Array<{ photo?: unknown }>;
  return [Buffer.byteLength(text), items.filter((item) => item.photo).length];
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (met: boolean) => (met ? 'yes' : 'NO');
const kib = (bytes: number) => `${fmt(bytes / 1024, 1)} KiB`;

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'));
}

async function run(): Promise<boolean> {
  const [load1] = os.loadavg();
  console.log(`menu benchmark: node ${process.version}, ${os.cpus().length} cpus, load average ${load1!.toFixed(1)} at start`);
  console.log(
    `${CONNECTIONS} connections; ${MEASURE_MS / 1000} s per target in ${SLICES} alternating slices after ${WARMUP_MS / 1000} s warm-up`,
  );
  const initial = initialDownload();
  const { child, ports } = await startServers();
  try {
    const identity = { 'accept-encoding': 'identity' };
    const etag = String((await get(undefined, ports.app, MENU_PATH, identity)).headers.etag);
    const targets: Target[] = [
      { name: `app ${MENU_PATH}`, port: ports.app, path: MENU_PATH, headers: identity },
      { name: 'bare Express app, res.json(same items)', port: ports.bare, path: PLAIN_PATH, headers: identity },
      { name: 'context: res.json route behind the app middleware', port: ports.app, path: PLAIN_PATH, headers: identity },
      {
        name: 'context: app menu, Accept-Encoding gzip',
        port: ports.app,
        path: MENU_PATH,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      { name: 'context: app menu, If-None-Match (304)', port: ports.app, path: MENU_PATH, headers: { ...identity, 'if-none-match': etag } },
    ];
    const fullMenuAt = targets.length;
    if (ports.fullMenu) {
      targets.push(
        { name: `app ${FULL_MENU_PATH}`, port: ports.app, path: FULL_MENU_PATH, headers: identity },
        { name: 'bare Express app, res.json(same menu)', port: ports.bare, path: PLAIN_FULL_MENU_PATH, headers: identity },
      );
    } else console.log(`${FULL_MENU_PATH} is not served by this app: only the category list is measured`);
    const results = await measure(child, targets);
    const [menu, bare] = results as [Result, Result];
    const ratio = menu.rps / bare.rps;
    const fullRatio = ports.fullMenu ? results[fullMenuAt]!.rps / results[fullMenuAt + 1]!.rps : undefined;
    const [itemBytes, photoItems] = await payloadOf(ports.app);
    const bundleMet = initial.js.br <= BUNDLE_BUDGET_BYTES;
    const ms = (n: number) => `${fmt(n, 2)} ms`;
    printTable([
      ['measurement', 'req/s', 'p50', 'p99', 'server CPU/req', 'budget', 'met'],
      ...targets.map(({ name }, i) => [
        name,
        fmt(results[i]!.rps),
        ms(results[i]!.p50),
        ms(results[i]!.p99),
        `${fmt(results[i]!.cpuUsPerRequest)} µs`,
        '',
        '',
      ]),
      ['ratio app menu / bare Express (req/s)', `${fmt(ratio, 2)}x`, '', '', '', `>= ${RATIO_BUDGET}x`, verdict(ratio >= RATIO_BUDGET)],
      ['same ratio from server CPU per request', `${fmt(bare.cpuUsPerRequest / menu.cpuUsPerRequest, 2)}x`, '', '', '', '', ''],
      ...(fullRatio === undefined
        ? []
        : [
            [
              'ratio app /api/menu / bare Express (req/s)',
              `${fmt(fullRatio, 2)}x`,
              '',
              '',
              '',
              `>= ${RATIO_BUDGET}x`,
              verdict(fullRatio >= RATIO_BUDGET),
            ],
          ]),
      [`${MENU_PATH} body (identity), items with a photo`, kib(itemBytes), `${photoItems}`, '', '', '', ''],
      ['home page initial JS, Brotli', kib(initial.js.br), '', '', '', `<= ${BUNDLE_BUDGET_BYTES / 1024} KiB`, verdict(bundleMet)],
      ['home page initial JS, gzip', kib(initial.js.gzip), '', '', '', '', ''],
      ['home page initial CSS, Brotli', kib(initial.css.br), '', '', '', '', ''],
      ['home page initial CSS, gzip', kib(initial.css.gzip), '', '', '', '', ''],
    ]);
    console.log(
      `initial JS: ${initial.js.files.join(', ')}; CSS: ${initial.css.files.join(', ')} (built ${initial.builtAt.toISOString()})`,
    );
    return ratio >= RATIO_BUDGET && (fullRatio === undefined || fullRatio >= RATIO_BUDGET) && bundleMet;
  } finally {
    child.disconnect();
  }
}

runBench(serve, run);
