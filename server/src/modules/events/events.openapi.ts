import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { cloudEventsPageSchema, eventsPageSchema, eventsPullQuerySchema } from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { RATE_LIMITED_MESSAGE } from '../../middleware/rate-limit';

export function registerEventsOpenApi(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'X-API-Key' });
  registry.registerPath({
    method: 'get',
    path: '/api/events',
    tags: ['events'],
    security: [...bearerSecurity, { apiKey: [] }],
    summary: 'Events of the log (orders and shop-wide) with seq > after, oldest first (integrator key or staff token)',
    description:
      "The same events the socket delivers. Page through with `after` = the last seq you have. If `after + 1 < oldestSeq`, events were removed by the retention (EVENT_RETENTION_DAYS): refetch orders over HTTP. With `format=cloudevents` each event comes as a CloudEvents 1.0 JSON object (`source` = the shop's public URL, `sequence` = the seq zero-padded to 16 digits, `data` = the default envelope).",
    request: { query: eventsPullQuerySchema, headers: z.object({ 'x-api-key': z.string().optional() }) },
    responses: {
      200: jsonResponse(
        'A page of events (EventsPage, or CloudEventsPage with format=cloudevents)',
        z.union([eventsPageSchema, cloudEventsPageSchema]),
      ),
      400: errorResponse('Bad after, limit or format'),
      401: errorResponse('Invalid credentials'),
      403: errorResponse('Staff or an integrator key only'),
      429: errorResponse(RATE_LIMITED_MESSAGE),
    },
  });
}
