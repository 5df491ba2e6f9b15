import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { blockEventLoopQuerySchema, idSchema } from '@pizza/shared';
import { Router } from 'express';
import { z } from 'zod';

import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { errorResponse } from '../../lib/openapi';
import { validate } from '../../middleware/validate';
import type { Feature } from '../feature';
import type { OrdersService } from '../orders';

const escalationDueQuerySchema = z.object({ orderId: idSchema });

export interface DevFaultsDeps {
  config: Pick<Config, 'nodeEnv'>;
  orders: Pick<OrdersService, 'bringNextDeadlineToNow'>;
  clock: Clock;
}

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
  registry.registerPath({
    method: 'post',
    path: '/dev/faults/escalation-due',
    tags: ['dev'],
    summary: "Test mode only (NODE_ENV=test): the order's next escalation deadline becomes now (the browser test of escalation uses it)",
    request: { query: escalationDueQuerySchema },
    responses: { 204: { description: 'Due now' }, 400: errorResponse('Bad orderId'), 404: errorResponse('No such waiting order') },
  });
}

/**
 * What tests need from inside the process and cannot do from outside: a stalled event loop (the
 * chaos run), an escalation deadline brought to now (the escalation browser test). Mounted only
 * when NODE_ENV is test: never in production, nor in `npm start`.
 */
export function devFaultsFeature({ config, orders, clock }: DevFaultsDeps): Feature {
  if (config.nodeEnv !== 'test') return { routes: [], registerOpenApi: () => undefined };
  const router = Router();
  router.post('/block-event-loop', validate({ query: blockEventLoopQuerySchema }), (req, res) => {
    blockEventLoop(req.query.ms);
    res.status(204).end();
  });
  router.post('/escalation-due', validate({ query: escalationDueQuerySchema }), async (req, res) => {
    if (!(await orders.bringNextDeadlineToNow(req.query.orderId, clock.now()))) throw notFound('No waiting order with this id');
    res.status(204).end();
  });
  return { routes: [{ path: '/dev/faults', router }], registerOpenApi: registerDevFaultsOpenApi };
}
