/**
 * A client build laid out as `npm run build` writes it (index.html, hashed assets, public images),
 * each text file with the twins the Vite build writes next to it: Brotli at quality 11 (`.br`) and
 * gzip at level 9 (`.gz`). One file, `assets/bare-abc123.js`, has no twins on purpose.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const FAKE_BUILD_FILES = {
  'index.html':
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-abc123.js': `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `pizza ${i}`))};`,
  'assets/index-abc123.css': `${Array.from({ length: 200 }, (_, i) => `.c${i}{color:#c2361c}`).join('')}`,
  'images/landing/landing-1.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="9" height="9"/>'.repeat(100)}</svg>`,
  'assets/bare-abc123.js': `export const bare = ${JSON.stringify('margherita '.repeat(500))};`,
} as const;

const WITHOUT_TWINS = new Set(['assets/bare-abc123.js']);

export function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/** Writes the build into a new temporary folder and returns its path. */
export function fakeClientBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pizza-dist-'));
  for (const [name, text] of Object.entries(FAKE_BUILD_FILES)) {
    const file = path.join(dist, name);
    const bytes = Buffer.from(text);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    if (WITHOUT_TWINS.has(name)) continue;
    fs.writeFileSync(`${file}.br`, brotli(bytes));
    fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return dist;
}
