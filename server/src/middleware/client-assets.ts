import fs from 'node:fs/promises';
import path from 'node:path';

import { isClientRoute, LANDING_IMAGES } from '@pizza/shared';
import express, { type RequestHandler, type Router } from 'express';

import { precompressedStatic, sendPrecompressed } from './precompressed-static';

/** Cache-Control for files whose URL changes whenever their content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sets the headers of an image. Cross-origin: the artwork is public, and an integrator's screen or
 * another front end must be able to show it (helmet's default same-origin would block that).
 */
function setImageHeaders(res: express.Response): void {
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** Menu artwork: served from the first folder that has the file (the build's has the compressed twins). */
export function imagesRouter(dirs: string[]): Router {
  const router = express.Router();
  for (const dir of dirs) router.use(precompressedStatic(dir, setImageHeaders));
  return router;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pizza Point: client not built</title></head>
<body>
<h1>The web client has not been built yet</h1>
<p>The API is running, but there is no built client to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it first) in the repository root, then reload this page.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p>
</body>
</html>
`;

async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Files whose URL never changes and whose new version must reach the browser at once: the page, the board's service worker and manifest. */
const REVALIDATED = new Set(['index.html', 'board-sw.js', 'manifest.webmanifest']);

/** index.html (and the board's service worker and manifest) must be revalidated so a deploy is picked up; Vite's hashed assets never change. */
function setStaticHeaders(res: express.Response, filePath: string): void {
  const hashed = filePath.split(path.sep).includes('assets');
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATED.has(path.basename(filePath)) ? 'no-cache' : 'public, max-age=3600');
}

/**
 * The home page's largest paint is the first landing slide, which the browser would discover only
 * once the JavaScript has rendered the header: a preload hint lets it load alongside the scripts.
 * Only for /, so other pages do not download it.
 */
const HOME_PRELOAD = `<${LANDING_IMAGES[0]}>; rel=preload; as=image; fetchpriority=high`;

/**
 * The built client's files (scripts, styles, index.html, public/), each with its compressed twins.
 * Mounted before the runtime compression: these are compressed once, at build time.
 */
export function clientFiles(clientDist: string): RequestHandler {
  return precompressedStatic(clientDist, setStaticHeaders);
}

/**
 * History fallback: any other GET gets index.html so client-side routes survive a reload; answers
 * 503 with instructions while there is no build. Paths whose last segment has a dot look like
 * files, so a missing file is a 404, not a page (as Vite does). A path that is none of the client's
 * pages (shared CLIENT_PATHS) gets index.html too, where the client shows its not-found page, but
 * with status 404: crawlers, monitors and link checkers see a missing page, not a 200.
 */
export function spaFallback(clientDist: string): RequestHandler {
  const indexFile = path.join(clientDist, 'index.html');
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.posix.basename(req.path).includes('.')) return next();
    if (!(await fileExists(indexFile))) {
      res.status(503).type('html').setHeader('Cache-Control', 'no-store').send(NOT_BUILT_PAGE);
      return;
    }
    const known = isClientRoute(req.path);
    const setHeaders = () => {
      res.setHeader('Cache-Control', 'no-cache');
      if (req.path === '/') res.setHeader('Link', HOME_PRELOAD);
    };
    await sendPrecompressed(req, res, next, indexFile, setHeaders, known ? undefined : 404);
  };
}
