import { randomUUID } from 'node:crypto';

import type { Request, RequestHandler, Response } from 'express';

import type { Logger } from '../lib/logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's types are augmented through this namespace.
  namespace Express {
    interface Request {
      /** This request's id: the proxy's `x-request-id` when safe, otherwise a fresh UUID. */
      id: string;
      /** A logger whose lines carry `reqId`; created on first use. */
      log: Logger;
    }
  }
}

/** An incoming id is reused only if it cannot forge log structure or bloat every line. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;
const QUIET_PATHS = new Set(['/api/health']);
/** Path segments that carry an e-mail address (`/auth/validate-token/{email}`) are masked. */
const EMAIL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;

/** What the client asked for, without the query string (it can carry `?email=`). */
function requestPath(req: Request): string {
  const url = req.originalUrl || req.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

function levelFor(req: Request, res: Response): 'error' | 'warn' | 'info' | 'debug' {
  if (res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  // Health probes every few seconds would drown everything else.
  return QUIET_PATHS.has(requestPath(req)) ? 'debug' : 'info';
}

/**
 * One log line per request (method, path, status, time), at a level that follows the status, and a
 * request id that is echoed in `x-request-id` and joins every `req.log` line to it. Nothing is
 * built per request unless it is logged: the child logger is made on first use of `req.log`, and
 * the completion line only when its level is enabled (production runs at warn, so a 200 costs a
 * UUID and a header).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ reqId: id })) });

    const done = (aborted: boolean) => {
      const level = aborted ? 'warn' : levelFor(req, res);
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId: id,
        req: { method: req.method, path: requestPath(req).replace(EMAIL_SEGMENT, '[email]'), userAgent: req.headers['user-agent'] },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      logger[level](line, aborted ? 'request aborted' : 'request completed');
    };
    res.once('close', () => done(!res.writableFinished));
    next();
  };
}
