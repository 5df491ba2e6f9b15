/**
 * Static files served the way a good static host serves them: the client build writes a Brotli and
 * a gzip twin next to every text file (`index-abc.js.br`, `index-abc.js.gz`; client/vite.config.ts),
 * and the twin the browser prefers is sent as it is, with Content-Encoding, Vary: Accept-Encoding,
 * its own Content-Length and its own strong ETag. Nothing is compressed per request.
 *
 * `send` (under res.sendFile) answers HEAD, Range (over the bytes of the chosen representation)
 * and conditional requests (304, 412) for whichever representation was chosen; negotiator reads
 * Accept-Encoding with its q-values (q=0 refuses an encoding, `*` stands for the others).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

import { strongEtag } from '../lib/etag';

/** The twins the build writes, best first: the order that breaks a tie between equal q-values. */
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof TWINS)[number]['encoding'] | 'identity';

/** Headers that depend on the file (Cache-Control and the like); `file` is the uncompressed file's path. */
export type SetFileHeaders = (res: Response, file: string) => void;

interface Representation {
  file: string;
  encoding: ContentCoding;
  size: number;
  mtimeMs: number;
}

async function regularFile(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** The file and its twins on disk, best first; undefined when the file itself does not exist. */
async function representationsOf(file: string): Promise<Representation[] | undefined> {
  const identity = await regularFile(file);
  if (!identity) return undefined;
  const twins = await Promise.all(
    TWINS.map(async ({ encoding, suffix }) => {
      const stat = await regularFile(file + suffix);
      return stat && { file: file + suffix, encoding, size: stat.size, mtimeMs: stat.mtimeMs };
    }),
  );
  return [...twins.filter((twin) => twin !== undefined), { file, encoding: 'identity', size: identity.size, mtimeMs: identity.mtimeMs }];
}

/**
 * The client's q-values decide; between equals, the order of `available` (br, gzip, identity).
 * No Accept-Encoding at all gets identity, as from the compression middleware (curl, load tools);
 * a client that refuses even identity gets it too (there is nothing else to offer).
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (acceptEncoding === undefined) return 'identity';
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(available, { preferred: available });
  return (chosen as ContentCoding | undefined) ?? 'identity';
}

/** Strong ETags by file, hashed once per version of the file (its size and modification time). */
const etags = new Map<string, { version: string; etag: string }>();

async function etagOf(representation: Representation): Promise<string> {
  const version = `${representation.size}:${representation.mtimeMs}`;
  const cached = etags.get(representation.file);
  if (cached?.version === version) return cached.etag;
  const etag = strongEtag(await fs.readFile(representation.file));
  etags.set(representation.file, { version, etag });
  return etag;
}

/**
 * Sends `file` (or the twin the request prefers); calls next() when the file does not exist, so
 * the next handler (another folder, the SPA fallback, a 404) answers. With `status` (the client's
 * page for an unknown address, 404) the file is that answer's body: not our strong ETag (send
 * never answers a 404 with 304 anyway).
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  setHeaders: SetFileHeaders,
  status?: number,
) {
  const representations = await representationsOf(file);
  if (!representations) return next();
  const encoding = chooseEncoding(
    req.headers['accept-encoding'],
    representations.map((representation) => representation.encoding),
  );
  const chosen = representations.find((representation) => representation.encoding === encoding)!;

  if (representations.length > 1) res.vary('Accept-Encoding');
  res.type(path.extname(file));
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (status === undefined) res.setHeader('ETag', await etagOf(chosen));
  else res.status(status);
  setHeaders(res, file);
  res.sendFile(chosen.file, { cacheControl: false, dotfiles: 'allow' }, (error?: Error & { status?: number; code?: string }) => {
    if (!error || error.code === 'ECONNABORTED' || res.headersSent) return;
    // Removed between the stat and the send (a rebuild): as if it had never been there.
    next(error.status === 404 ? undefined : error);
  });
}

/**
 * The file a URL path names inside `root`, or undefined for paths that must not be served: dot
 * segments (dotfiles and `..`) and NUL. A malformed percent-encoding throws a URIError (a 400).
 */
function fileInside(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** A folder's files with their pre-compressed twins; anything else falls through to the next handler. */
export function precompressedStatic(root: string, setHeaders: SetFileHeaders): RequestHandler {
  const base = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string | undefined;
    try {
      file = fileInside(base, req.path);
    } catch (error) {
      return next(error);
    }
    if (!file) return next();
    await sendPrecompressed(req, res, next, file, setHeaders);
  };
}
