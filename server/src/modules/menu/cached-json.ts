import { gzipSync } from 'node:zlib';

import type { Request, Response } from 'express';

import { strongEtag } from '../../lib/etag';

/**
 * The menu changes a few times a day at most, and every price that matters is recomputed on the
 * server when an item is added and again at checkout. So a browser (or CDN) may reuse a menu answer
 * for a minute without asking, and for ten more minutes show it at once while it revalidates in
 * the background; revalidation is a cheap 304 thanks to the ETag. `public`: the answer is the same
 * for everyone (no cookie, no per-user field).
 */
export const MENU_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Same threshold as the compression middleware: below it gzip costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

interface Representation {
  bytes: Buffer;
  /** Strong: a hash of exactly these bytes. */
  etag: string;
  encoding?: 'gzip';
}

/** A JSON answer serialised once, with a gzip twin so no request pays for compression. */
export interface CachedJson {
  identity: Representation;
  gzip?: Representation;
}

function representation(bytes: Buffer, encoding?: 'gzip'): Representation {
  return { bytes, etag: strongEtag(bytes), ...(encoding ? { encoding } : {}) };
}

export function cachedJson(value: unknown): CachedJson {
  const bytes = Buffer.from(JSON.stringify(value));
  const identity = representation(bytes);
  if (bytes.length < GZIP_MIN_BYTES) return { identity };
  return { identity, gzip: representation(gzipSync(bytes, { level: 9 }), 'gzip') };
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): a proxy that compressed the answer may
 * have turned our strong tag into W/"...", and the stored copy is still the same bytes to the client.
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** No Accept-Encoding at all means identity here, as in the compression middleware (curl, load tools). */
function wantsGzip(req: Request): boolean {
  return req.headers['accept-encoding'] !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip';
}

/**
 * Writes a pre-built answer: headers and the stored bytes, nothing computed per request. The gzip
 * twin carries its own strong ETag (different bytes, different tag) and Content-Encoding, so the
 * compression middleware leaves it alone instead of re-compressing under the identity tag.
 */
export function sendCachedJson(req: Request, res: Response, body: CachedJson): void {
  const chosen = body.gzip && wantsGzip(req) ? body.gzip : body.identity;
  res.setHeader('Cache-Control', MENU_CACHE_CONTROL);
  res.setHeader('ETag', chosen.etag);
  if (body.gzip) res.vary('Accept-Encoding');
  if (ifNoneMatchHits(req.headers['if-none-match'], chosen.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Content-Length', chosen.bytes.length);
  res.end(chosen.bytes);
}
