import { eventsPullQuerySchema, toCloudEvent } from '@pizza/shared';
import { type Request, type RequestHandler, Router } from 'express';

import { forbidden, unauthorized } from '../../lib/errors';
import { secretKey } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import type { EventLog } from '../../platform';
import { audienceOf, type EventReader, type EventReaders } from './event-readers';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's types are augmented through this namespace.
  namespace Express {
    interface Request {
      eventReader?: EventReader;
    }
  }
}

/** `Authorization: Bearer <token or key>` or `X-API-Key: <key>`. */
export function credentialOf(req: Request): string | undefined {
  const apiKey = req.get('x-api-key')?.trim();
  if (apiKey) return apiKey;
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** Counts requests per credential (hashed: a key never sits in memory or Redis as is). */
export const credentialKey = (req: Request): string | undefined => {
  const credential = credentialOf(req);
  return credential ? secretKey(credential) : undefined;
};

const INVALID = 'Invalid credentials';

/** Staff tokens and integrator keys only; a wrong credential learns nothing but 401. */
function readerRequired(readers: EventReaders): RequestHandler {
  return (req, _res, next) => {
    const credential = credentialOf(req);
    if (!credential) return next(unauthorized(INVALID));
    readers.resolve(credential).then((reader) => {
      if (!reader) return next(unauthorized(INVALID));
      if (reader.kind === 'customer') return next(forbidden('Staff or an integrator key only'));
      req.eventReader = reader;
      next();
    }, next);
  };
}

export interface EventsRouterDeps {
  log: EventLog;
  /** The shop's public URL: the `source` of every CloudEvent. */
  source: string;
  readers: EventReaders;
  limiters: { failures: RequestHandler; perCredential: RequestHandler };
}

/** Mounted at /api/events: the pull API of DESIGN section 7 for integrators (and staff); `format=cloudevents` wraps each event. */
export function createEventsRouter({ log, source, readers, limiters }: EventsRouterDeps): Router {
  const router = Router();
  router.use(limiters.failures, limiters.perCredential, readerRequired(readers));
  router.get('/', validate({ query: eventsPullQuerySchema }), async (req, res) => {
    const audience = audienceOf(req.eventReader!);
    const [logged, oldestSeq] = await Promise.all([log.readAfter(req.query.after, audience, req.query.limit), log.oldestSeq()]);
    res.setHeader('Cache-Control', 'no-store');
    const events = logged.map(({ event }) => (req.query.format === 'cloudevents' ? toCloudEvent(event, source) : event));
    res.json({ events, oldestSeq });
  });
  return router;
}
