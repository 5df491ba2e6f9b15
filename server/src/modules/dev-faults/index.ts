import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { blockEventLoopQuerySchema } from '@pizza/shared';
import { Router } from 'express';

import type { Config } from '../../config/env';
import { errorResponse } from '../../lib/openapi';
import { validate } from '../../middleware/validate';
import type { Feature } from '../feature';

/** Busy-waits: nothing else in this process runs meanwhile (timers, sockets, other requests). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The point is to hold the thread.
  }
}

function registerDevFaultsOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/dev/faults/block-event-loop',
    tags: ['dev'],
    summary: 'Test mode only (NODE_ENV=test): block this instance event loop for `ms` (at most 10 s); `npm run chaos` uses it',
    request: { query: blockEventLoopQuerySchema },
    responses: { 204: { description: 'Blocked, and free again' }, 400: errorResponse('Bad ms') },
  });
}

/**
 * Faults the chaos run injects from outside the process that cannot be injected from outside (a
 * stalled event loop). Mounted only when NODE_ENV is test: never in production, nor in `npm start`.
 */
export function devFaultsFeature(config: Pick<Config, 'nodeEnv'>): Feature {
  if (config.nodeEnv !== 'test') return { routes: [], registerOpenApi: () => undefined };
  const router = Router();
  router.post('/block-event-loop', validate({ query: blockEventLoopQuerySchema }), (req, res) => {
    blockEventLoop(req.query.ms);
    res.status(204).end();
  });
  return { routes: [{ path: '/dev/faults', router }], registerOpenApi: registerDevFaultsOpenApi };
}
