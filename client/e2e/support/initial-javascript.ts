/**
 * The home page's initial JavaScript, measured on a client build: the module script of index.html,
 * its modulepreloads and every chunk those import statically (followed in the code too, so a chunk
 * the HTML does not preload still counts), each as Chromium is sent it: its Brotli twin (quality 11,
 * client/vite.config.ts; server/src/middleware/precompressed-static.ts sends it as it is), or the
 * file itself where the build wrote no twin. Lazy chunks (`import("./x.js")`) do not count.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The budget of the home page's initial JavaScript, bytes as sent with Brotli (README, Performance). */
export const HOME_JS_BUDGET_BYTES = 120 * 1024;

/** Where the server reads the build from (server/src/config/env.ts) and `npm start` writes it. */
export const clientDist = (repoRoot: string) => resolve(repoRoot, process.env.CLIENT_DIST ?? 'client/dist');

export interface InitialJavaScript {
  /** Each file (relative to the build) with its bytes as sent. */
  files: { file: string; bytes: number }[];
  bytes: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`).exec(tag)?.[1];

/** index.html's `<script type="module" src>` and `<link rel="modulepreload" href>` files. */
function htmlScripts(dist: string, html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  if (scripts.every((src) => src === undefined)) throw new Error(`${join(dist, 'index.html')} has no module script`);
  return [...scripts, ...preloads].filter((url): url is string => url !== undefined).map((url) => join(dist, url.replace(/^\//, '')));
}

/** The chunks a built chunk imports (or re-exports) statically: `import{a}from"./x.js"`, `import"./x.js"`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const imports = code.matchAll(/(?:^|[\s;{}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\.?\/[^"']+)["']/g);
  return [...imports].map((m) => resolve(dirname(file), m[1]!));
}

const sentBytes = (file: string) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;

/** Every file these chunks load: themselves and the chunks they import statically, all the way down (absolute paths). */
function staticClosure(chunks: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...chunks];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

export function initialJavaScript(dist: string): InitialJavaScript {
  const seen = staticClosure(htmlScripts(dist, readFileSync(join(dist, 'index.html'), 'utf8')));
  const files = [...seen].map((file) => ({ file: relative(dist, file), bytes: sentBytes(file) }));
  return { files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
}

/**
 * A library kept to one page's lazy chunk (Chart.js: the reports page, docs/product/reports.md),
 * known in a build by a text only its code holds.
 */
export interface PageOnlyLibrary {
  name: string;
  signature: string;
  /** The page's own chunk: its route module's name (assets/<page>-<hash>.js). */
  page: string;
}

/** Chart.js 4's words when a canvas gives no context: in its code, in no one else's. */
export const CHART_JS: PageOnlyLibrary = {
  name: 'Chart.js',
  signature: "Failed to create chart: can't acquire context",
  page: 'reports-page',
};

const jsChunks = (dist: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dist, 'assets', name));

/**
 * Throws unless the library is in the build and no chunk but the page's own loads it: not the
 * home page's initial JavaScript, not a customer page's (nor another staff page's) chunk, each
 * with what it imports statically. Returns the chunks that hold the library.
 */
export function checkPageOnlyLibrary(dist: string, library: PageOnlyLibrary): string[] {
  const chunks = jsChunks(dist);
  const holding = new Set(chunks.filter((file) => readFileSync(file, 'utf8').includes(library.signature)));
  if (holding.size === 0) throw new Error(`${library.name} is in no chunk of ${dist}: its signature "${library.signature}" has changed?`);
  const pageChunks = chunks.filter((file) => new RegExp(`^${library.page}-[\\w-]+\\.js$`).test(basename(file)));
  const withPage = staticClosure(pageChunks);
  // A chunk that holds the library is the page's or one only the page brings along...
  const astray = [...holding].filter((file) => !withPage.has(file));
  // ...and nothing else loads one: no other chunk, and not the home page's first download.
  const loaders = chunks
    .filter((file) => !withPage.has(file))
    .filter((file) => [...staticClosure([file])].some((loaded) => holding.has(loaded)));
  const initial = initialJavaScript(dist).files.map(({ file }) => join(dist, file));
  const wrong = [...new Set([...astray, ...loaders, ...initial.filter((file) => holding.has(file))])];
  if (wrong.length > 0) {
    throw new Error(
      `${library.name} must load only with ${library.page}, but ${wrong.map((file) => relative(dist, file)).join(', ')} ` +
        `hold or load it. Import it only from that page's feature (client/src/features/reports).`,
    );
  }
  return [...holding].map((file) => relative(dist, file));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Throws, naming the files and their sizes, when the build's initial JavaScript is over `budget` bytes. */
export function checkInitialJavaScript(dist: string, budget = HOME_JS_BUDGET_BYTES): InitialJavaScript {
  const initial = initialJavaScript(dist);
  if (initial.bytes > budget) {
    const files = [...initial.files].sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }) => `${file} ${kib(bytes)}`);
    throw new Error(
      `The home page's initial JavaScript is ${kib(initial.bytes)} with Brotli, over its budget of ${kib(budget)} ` +
        `(${files.join(', ')}). Load what the first paint does not need lazily (README, Performance).`,
    );
  }
  return initial;
}
