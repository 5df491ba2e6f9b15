import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { pinoHttp } from 'pino-http';

import type { Logger } from '../lib/logger';

/** An incoming id is reused only if it cannot forge log structure or bloat every line. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;
const QUIET_PATHS = new Set(['/api/health']);

/** Express rewrites req.url inside mounted routers; originalUrl is what the client asked for. */
function requestPath(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  // The query string is left out: it can carry e-mail addresses (?email=) and is rarely needed.
  return url.split('?')[0] ?? '';
}

/**
 * One log line per request, with a request id that is taken from `x-request-id` when a proxy set
 * one (so its logs and ours join up) and echoed in the response either way. `req.log` lines carry
 * only the id (quietReqLogger); the completion line adds method, path, status and timing.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel(req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      // Health probes every few seconds would drown everything else.
      return QUIET_PATHS.has(requestPath(req)) ? 'debug' : 'info';
    },
    // Headers stay out of the logs: they are mostly noise (CSP) and sometimes secrets.
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; raw?: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        path: requestPath(req.raw ?? req),
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
