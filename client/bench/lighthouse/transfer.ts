/**
 * What a page downloads before its load event, per kind (scripts, style sheets): as transferred
 * (Lighthouse's transferSize, headers included; the server sends the Brotli twin to Chromium) and
 * the bodies of the build's Brotli and gzip twins of the same files (what a gzip-only browser gets).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

import type { NetworkRequest } from './lhr';

export interface Transfer {
  files: number;
  transferred: number;
  br: number;
  gzip: number;
}

/** Size of a build file's twin (`.br`, `.gz`), or of the file itself when it has none (0 if not in the build). */
function bodySize(dist: string, path: string, suffix: string): number {
  for (const file of [join(dist, path) + suffix, join(dist, path)]) {
    try {
      return statSync(file).size;
    } catch {
      // try the next
    }
  }
  return 0;
}

export function transferOf(requests: NetworkRequest[], origin: string, dist: string): Transfer {
  const own = requests.filter((request) => request.url.startsWith(origin));
  const paths = own.map((request) => new URL(request.url).pathname);
  return {
    files: own.length,
    transferred: own.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    br: paths.reduce((sum, path) => sum + bodySize(dist, path, '.br'), 0),
    gzip: paths.reduce((sum, path) => sum + bodySize(dist, path, '.gz'), 0),
  };
}

export const EMPTY_TRANSFER: Transfer = { files: 0, transferred: NaN, br: NaN, gzip: NaN };
