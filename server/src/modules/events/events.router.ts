import {
  can,
  cloudEventsPageSchema,
  eventForScopes,
  eventsPageSchema,
  eventsPullQuerySchema,
  readsEvents,
  toCloudEvent,
} from '@pizza/shared';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';

import { forbidden, unauthorized } from '../../lib/errors';
import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { RATE_LIMITED_MESSAGE, secretKey } from '../../middleware/rate-limit';
import type { EventLog } from '../../platform';
import { audienceOf, type EventReader, type EventReaders, scopesOf } from './event-readers';

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
/** A key without the 'events' scope (docs/integrators/keys.md); the socket refuses it the same way. */
export const NO_EVENTS_SCOPE_MESSAGE = "This key may not read the event stream: it lacks the 'events' scope";

/** Staff tokens and integrator keys only; a wrong credential learns nothing but 401. */
function readerRequired(readers: EventReaders): RequestHandler {
  return (req, _res, next) => {
    const credential = credentialOf(req);
    if (!credential) return next(unauthorized(INVALID));
    readers.resolve(credential).then((reader) => {
      if (!reader) return next(unauthorized(INVALID));
      if (reader.kind === 'customer') return next(forbidden('Staff or an integrator key only'));
      // Staff read the events their role's audience holds (event-readers.ts), at least the deliveries.
      if (reader.kind === 'staff' && !can(reader.staffRole, 'deliveries.view')) return next(forbidden('Your role does not allow this'));
      if (!readsEvents(scopesOf(reader))) return next(forbidden(NO_EVENTS_SCOPE_MESSAGE));
      req.eventReader = reader;
      next();
    }, next);
  };
}

export interface EventsRoutesDeps {
  log: EventLog;
  /** The shop's public URL: the `source` of every CloudEvent. */
  source: string;
  readers: EventReaders;
  limiters: { failures: RequestHandler; perCredential: RequestHandler };
}

/** Mounted at /api/events: the pull API for integrators (and staff); `format=cloudevents` wraps each event. */
export function eventsRoutes({ log, source, readers, limiters }: EventsRoutesDeps): RouteTable {
  // Every request here, a path that does not exist included, is counted and needs a reader's credential.
  const access = { guard: [limiters.failures, limiters.perCredential, readerRequired(readers)] };
  const pull = route({
    method: 'get',
    path: '/',
    access,
    query: eventsPullQuerySchema,
    handler: async (req, res) => {
      const audience = audienceOf(req.eventReader!);
      const scopes = scopesOf(req.eventReader!);
      const [logged, oldestSeq] = await Promise.all([log.readAfter(req.query.after, audience, req.query.limit), log.oldestSeq()]);
      res.setHeader('Cache-Control', 'no-store');
      const events = logged.map(({ event }) => {
        const shaped = eventForScopes(event, scopes);
        return req.query.format === 'cloudevents' ? toCloudEvent(shaped, source) : shaped;
      });
      res.json({ events, oldestSeq });
    },
    doc: {
      security: [...bearerSecurity, { apiKey: [] }],
      summary: "Events of the log (orders and shop-wide) with seq > after, oldest first (integrator key with 'events', or staff token)",
      description:
        "The same events the socket delivers. Page through with `after` = the last seq you have. If `after + 1 < oldestSeq`, events were removed by the retention (EVENT_RETENTION_DAYS): refetch orders over HTTP. With `format=cloudevents` each event comes as a CloudEvents 1.0 JSON object (`source` = the shop's public URL, `sequence` = the seq zero-padded to 16 digits, `data` = the default envelope). A key without the 'orders' scope gets each order's summary without the customer (OrderSummaryWithoutCustomer; docs/integrators/keys.md).",
      request: { headers: z.object({ 'x-api-key': z.string().optional() }) },
      responses: {
        200: jsonResponse(
          'A page of events (EventsPage, or CloudEventsPage with format=cloudevents)',
          z.union([eventsPageSchema, cloudEventsPageSchema]),
        ),
        400: errorResponse('Bad after, limit or format'),
        401: errorResponse('Invalid credentials'),
        403: errorResponse("Staff or an integrator key only, Your role does not allow this, or a key without the 'events' scope"),
        429: errorResponse(RATE_LIMITED_MESSAGE),
      },
    },
  });
  return {
    mount: '/api/events',
    tag: 'events',
    routes: [pull],
    unmatched: { access },
    components: (registry) => registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'X-API-Key' }),
  };
}
