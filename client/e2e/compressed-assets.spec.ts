/**
 * The real build (`npm start` builds the client) and the real server: every text file of the build
 * has its Brotli and gzip twins, and Chromium gets the Brotli ones. Header-level fallbacks (gzip,
 * identity, q=0, HEAD, 304, Range) are tested on the app in server/src/middleware/__tests__.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

import type { Response } from 'playwright-core';

import { usePage } from './support/browser';
import { clientDist } from './support/initial-javascript';

const DIST = clientDist(resolve(__dirname, '../..'));
const TEXT_FILE = /\.(js|css|svg|json|html)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What the build writes (client/vite.config.ts), and how to read it back. */
const TWINS = [
  {
    suffix: '.br',
    compress: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    decompress: brotliDecompressSync,
  },
  { suffix: '.gz', compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }), decompress: gunzipSync },
];

describe('pre-compressed assets', () => {
  const { page } = usePage({ width: 412, height: 823 });

  it('when the client is built, then every text file has a .br (quality 11) and a .gz (level 9) twin, unless it would not be smaller', () => {
    const textFiles = filesUnder(DIST).filter((file) => TEXT_FILE.test(file));
    expect(textFiles.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of textFiles) {
      const bytes = readFileSync(file);
      for (const { suffix, compress, decompress } of TWINS) {
        const expected = compress(bytes);
        let twin: Buffer;
        try {
          twin = readFileSync(file + suffix);
        } catch {
          missing.push(relative(DIST, file) + suffix);
          // Left out only where it would not have been smaller.
          expect({ file, suffix, smaller: expected.length < bytes.length }).toEqual({ file, suffix, smaller: false });
          continue;
        }
        expect(decompress(twin).equals(bytes)).toBe(true);
        expect({ file, suffix, bytes: twin.length }).toEqual({ file, suffix, bytes: expected.length });
      }
    }
    expect(missing.length).toBeLessThan(textFiles.length / 10);
    expect(missing).not.toContain('index.html.br');
  });

  it('when Chromium opens the home page, then the page, its script, its style sheet and the first slide come as the .br twins', async () => {
    const responses: Response[] = [];
    page().on('response', (response) => responses.push(response));
    await page().goto('/');
    await page().locator('img[fetchpriority="high"]').waitFor();
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = html.match(/<script[^>]*src="([^"]+)"/)?.[1];
    const styles = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1];
    expect(entry && styles).toBeTruthy();

    for (const path of ['/', entry!, styles!, '/images/landing/landing-1.svg']) {
      const response = responses.find((candidate) => new URL(candidate.url()).pathname === path);
      expect({ path, found: response !== undefined }).toEqual({ path, found: true });
      const headers = await response!.allHeaders();
      expect({ path, encoding: headers['content-encoding'] }).toEqual({ path, encoding: 'br' });
      expect(headers.vary).toMatch(/accept-encoding/i);
      const file = join(DIST, path === '/' ? 'index.html' : path);
      const { responseBodySize } = await response!.request().sizes();
      expect({ path, bytes: responseBodySize }).toEqual({ path, bytes: statSync(`${file}.br`).size });
    }
  });
});
