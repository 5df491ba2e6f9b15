import { blockEventLoopQuerySchema, idSchema } from '@pizza/shared';
import { z } from 'zod';

import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { errorResponse } from '../../lib/openapi';
import { mountTables, route } from '../../lib/route-table';
import type { Feature } from '../feature';
import type { OrdersService } from '../orders';

/** The order whose deadline or release time is brought to now. */
const escalationDueQuerySchema = z.object({ orderId: idSchema });

export interface DevFaultsDeps {
  config: Pick<Config, 'nodeEnv'>;
  orders: Pick<OrdersService, 'bringNextDeadlineToNow' | 'bringReleaseToNow'>;
  clock: Clock;
}

/** Busy-waits: nothing else in this process runs meanwhile (timers, sockets, other requests). */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The point is to hold the thread.
  }
}

/**
 * What tests need from inside the process and cannot do from outside: a stalled event loop (the
 * chaos run), an escalation deadline or a release time brought to now (the escalation and
 * scheduled-order browser tests). Mounted only
 * when NODE_ENV is test: never in production, nor in `npm start`.
 */
export function devFaultsFeature({ config, orders, clock }: DevFaultsDeps): Feature {
  if (config.nodeEnv !== 'test') return mountTables([]);
  const routes = [
    route({
      method: 'post',
      path: '/block-event-loop',
      access: 'public',
      query: blockEventLoopQuerySchema,
      handler: (req, res) => {
        blockEventLoop(req.query.ms);
        res.status(204).end();
      },
      doc: {
        summary: 'Test mode only (NODE_ENV=test): block this instance event loop for `ms` (at most 10 s); `npm run chaos` uses it',
        responses: { 204: { description: 'Blocked, and free again' }, 400: errorResponse('Bad ms') },
      },
    }),
    route({
      method: 'post',
      path: '/escalation-due',
      access: 'public',
      query: escalationDueQuerySchema,
      handler: async (req, res) => {
        if (!(await orders.bringNextDeadlineToNow(req.query.orderId, clock.now()))) throw notFound('No waiting order with this id');
        res.status(204).end();
      },
      doc: {
        summary:
          "Test mode only (NODE_ENV=test): the order's next escalation deadline becomes now (the browser test of escalation uses it)",
        responses: { 204: { description: 'Due now' }, 400: errorResponse('Bad orderId'), 404: errorResponse('No such waiting order') },
      },
    }),
    route({
      method: 'post',
      path: '/release-due',
      access: 'public',
      query: escalationDueQuerySchema,
      handler: async (req, res) => {
        if (!(await orders.bringReleaseToNow(req.query.orderId, clock.now()))) throw notFound('No scheduled order waiting with this id');
        res.status(204).end();
      },
      doc: {
        summary:
          "Test mode only (NODE_ENV=test): a waiting scheduled order's release time becomes now, so the scheduler releases it at its next tick (the browser tests use it)",
        responses: {
          204: { description: 'Due now' },
          400: errorResponse('Bad orderId'),
          404: errorResponse('No such waiting scheduled order'),
        },
      },
    }),
  ];
  return mountTables([{ mount: '/dev/faults', tag: 'dev', routes }]);
}
