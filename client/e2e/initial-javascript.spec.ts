/**
 * The home page's JavaScript budget (README, Performance) on the real build: `npm start` builds the
 * client before the browser tests, and this reads that build. The check itself is tried on small
 * crafted builds, so a check that cannot fail is caught too.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import {
  CHART_JS,
  checkInitialJavaScript,
  checkPageOnlyLibrary,
  clientDist,
  HOME_JS_BUDGET_BYTES,
  initialJavaScript,
} from './support/initial-javascript';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build with these assets (each with its Brotli twin unless `twin` is false) and this head in index.html. */
function craftedBuild(head: string, assets: Record<string, string | Buffer>, twin = true): string {
  const dist = mkdtempSync(join(tmpdir(), 'pizza-initial-js-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head>${head}</head><body></body></html>`);
  for (const [name, content] of Object.entries(assets)) {
    writeFileSync(join(dist, 'assets', name), content);
    if (twin) writeFileSync(join(dist, 'assets', `${name}.br`), brotliCompressSync(content));
  }
  return dist;
}

const entryTag = '<script type="module" crossorigin src="/assets/index-a1.js"></script>';
/** Random bytes do not compress: their Brotli twin is as large as they are. */
const incompressible = (kib: number) => randomBytes(kib * 1024);

describe("the home page's initial JavaScript", () => {
  it(`when the client is built, then the entry and its static imports are within ${HOME_JS_BUDGET_BYTES / 1024} KiB as sent with Brotli`, () => {
    const initial = checkInitialJavaScript(clientDist(resolve(__dirname, '../..')));
    expect(initial.files[0]!.file).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(initial.bytes).toBeGreaterThan(50 * 1024);
  });

  it("when a build's entry is over the budget, then the check fails naming it and its size", () => {
    const dist = craftedBuild(entryTag, { 'index-a1.js': incompressible(125) });
    expect(() => checkInitialJavaScript(dist)).toThrow(
      /initial JavaScript is 12\d\.\d KiB .*over its budget of 120\.0 KiB \(assets\/index-a1\.js/,
    );
    expect(() => checkInitialJavaScript(dist, 130 * 1024)).not.toThrow();
  });

  it('when a chunk is imported statically or preloaded, then it counts; a lazily imported one does not', () => {
    const entry = 'import{a as b}from"./shared-b2.js";import"./side-c3.js";const l=()=>import("./lazy-d4.js");export{l};';
    const dist = craftedBuild(`${entryTag}<link rel="modulepreload" crossorigin href="/assets/preloaded-e5.js">`, {
      'index-a1.js': entry,
      'shared-b2.js': `export*from"./deep-f6.js";export const a=1;`,
      'side-c3.js': incompressible(20),
      'deep-f6.js': incompressible(40),
      'lazy-d4.js': incompressible(200),
      'preloaded-e5.js': incompressible(70),
    });
    const files = initialJavaScript(dist).files.map(({ file }) => file);
    expect(files.sort()).toEqual([
      'assets/deep-f6.js',
      'assets/index-a1.js',
      'assets/preloaded-e5.js',
      'assets/shared-b2.js',
      'assets/side-c3.js',
    ]);
    expect(() => checkInitialJavaScript(dist)).toThrow(/over its budget/);
  });

  it('when a file has no Brotli twin, then it counts as it is; when index.html has no module script, then the check fails', () => {
    const plain = craftedBuild(entryTag, { 'index-a1.js': 'x'.repeat(130 * 1024) }, false);
    expect(initialJavaScript(plain).bytes).toBe(130 * 1024);
    expect(() => checkInitialJavaScript(plain)).toThrow(/over its budget/);
    const empty = craftedBuild('<script src="/assets/index-a1.js"></script>', { 'index-a1.js': 'x' });
    expect(() => initialJavaScript(empty)).toThrow(/has no module script/);
  });
});

describe('Chart.js: only on the reports page', () => {
  const chart = `class Chart{constructor(){console.error("${CHART_JS.signature} from the given item")}}export{Chart};`;
  /** The home page lazily imports the reports page and a customer page; `checkout` is the latter's code. */
  const build = (checkout: string, extra: Record<string, string> = {}) =>
    craftedBuild(entryTag, {
      'index-a1.js': 'const r=()=>import("./reports-page-b2.js"),c=()=>import("./checkout-page-c3.js");export{r,c};',
      'reports-page-b2.js': 'import{Chart}from"./chart-d4.js";import{f}from"./form-e5.js";export{Chart,f};',
      'chart-d4.js': chart,
      'form-e5.js': 'export const f=1;',
      'checkout-page-c3.js': checkout,
      ...extra,
    });

  it('when the client is built, then Chart.js is in the build and only the reports page loads it: not the home page, not a customer page', () => {
    const holding = checkPageOnlyLibrary(clientDist(resolve(__dirname, '../..')), CHART_JS);
    expect(holding.length).toBeGreaterThan(0);
  });

  it('when Chart.js comes only with the reports page, then the check passes, naming its chunks', () => {
    expect(checkPageOnlyLibrary(build('import{f}from"./form-e5.js";export{f};'), CHART_JS)).toEqual(['assets/chart-d4.js']);
  });

  it('when a customer page imports Chart.js, or holds it, or the first download does, then the check fails naming the chunk', () => {
    expect(() => checkPageOnlyLibrary(build('import{Chart}from"./chart-d4.js";export{Chart};'), CHART_JS)).toThrow(
      /Chart\.js must load only with reports-page, but assets\/checkout-page-c3\.js hold or load it/,
    );
    expect(() => checkPageOnlyLibrary(build(chart), CHART_JS)).toThrow(/but assets\/checkout-page-c3\.js hold or load it/);
    const eager = craftedBuild(entryTag, {
      'index-a1.js': `import"./chart-d4.js";const r=()=>import("./reports-page-b2.js");export{r};`,
      'chart-d4.js': chart,
      'reports-page-b2.js': 'export const p=1;',
    });
    expect(() => checkPageOnlyLibrary(eager, CHART_JS)).toThrow(/assets\/chart-d4\.js/);
  });

  it('when no chunk holds the signature, then the check fails rather than passing by not finding it', () => {
    expect(() => checkPageOnlyLibrary(build('export const c=1;', { 'chart-d4.js': 'export const Chart=1;' }), CHART_JS)).toThrow(
      /Chart\.js is in no chunk/,
    );
  });
});
