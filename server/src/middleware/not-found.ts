import type { RequestHandler } from 'express';

import { msg, notFound } from '../lib/errors';

const MAX_PATH_IN_MESSAGE = 200;

/** JSON 404 for API-style prefixes, so a typo in a client call never gets the SPA's index.html. */
export const notFoundHandler: RequestHandler = (req) => {
  // The query string is left out: it may carry an e-mail address.
  const path = req.originalUrl.split('?')[0]?.slice(0, MAX_PATH_IN_MESSAGE) ?? '';
  throw notFound(msg('Not found: {method} {path}', { method: req.method, path }));
};
