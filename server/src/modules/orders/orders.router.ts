import {
  DEFAULT_ORDER_TYPE,
  emailParamsSchema,
  etaPatchRequestSchema,
  INTEGRATION_KEY_PREFIX,
  orderIdParamsSchema,
  type OrderListQuery,
  orderListQuerySchema,
  type OrderListStatusParams,
  orderListStatusParamsSchema,
  orderStatusPatchBodySchema,
  type OrderStatusPatchQuery,
  orderStatusPatchQuerySchema,
  type OrderType,
  placeOrderRequestSchema,
  statusParam,
} from '@pizza/shared';
import { type Request, type RequestHandler, Router } from 'express';

import { unauthorized } from '../../lib/errors';
import { messageForRequest } from '../../lib/request-language';
import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { IntegrationsService } from '../integrations';
import type { OrdersService } from './orders.service';

/** An integrator key in `X-API-Key` or `Authorization: Bearer ppk_...`, as the events API takes it. */
function integratorKeyOf(req: Request): string | undefined {
  const apiKey = req.get('x-api-key')?.trim();
  if (apiKey) return apiKey;
  const bearerKey = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  return bearerKey?.startsWith(INTEGRATION_KEY_PREFIX) ? bearerKey : undefined;
}

/**
 * The one order route an integrator key may use (a kitchen printer fetches the order an event
 * names): a request without a key goes on to the signed-in routes; a key that is not valid is 401.
 */
function integratorOnly(integrations: Pick<IntegrationsService, 'verify'>): RequestHandler {
  return (req, _res, next) => {
    const key = integratorKeyOf(req);
    if (!key) return next('route');
    integrations.verify(key).then((integrator) => next(integrator ? undefined : unauthorized('Invalid credentials')), next);
  };
}

/** Mounted at /api/orders (SPEC section 7): the customer's checkout and orders, the staff board, and one read for integrators. */
export function createOrdersRouter(
  orders: OrdersService,
  guard: Pick<AuthGuard, 'authenticate'>,
  integrations: Pick<IntegrationsService, 'verify'>,
): Router {
  const router = Router();
  router.get('/:orderId', integratorOnly(integrations), validate({ params: orderIdParamsSchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.findForIntegrator(req.params.orderId));
  });

  router.use(guard.authenticate);
  const customer = requireRole('USER');

  // The original client posts a form content type with an empty body; any body is ignored.
  const quote = (orderType: OrderType) =>
    router.post(orderType === DEFAULT_ORDER_TYPE ? '/pickup-checkout' : '/checkout', customer, async (req, res) => {
      res.json(await orders.checkout(currentUser(req), orderType));
    });
  quote('PICKUP');
  quote('DELIVERY');

  router.post('/placeorder', customer, validate({ body: placeOrderRequestSchema }), async (req, res) => {
    res.json(await orders.placeOrder(currentUser(req), req.body));
  });

  router.get('/history/all-orders/:email', customer, validate({ params: emailParamsSchema }), async (req, res) => {
    res.json(await orders.history(currentUser(req), req.params.email));
  });

  router.get('/all/orders', requireRole('ADMIN'), async (_req, res) => {
    res.json(await orders.active());
  });

  router.get(
    '/status/:status',
    requireRole<OrderListStatusParams, OrderListQuery>('ADMIN'),
    validate({ params: orderListStatusParamsSchema, query: orderListQuerySchema }),
    async (req, res) => {
      res.json(await orders.byTab(req.params.status, req.query));
    },
  );

  // The original client sends `{}` as the body; our board may send why it cancels.
  router.patch(
    '/:orderId/status',
    requireRole<{ orderId: string }, OrderStatusPatchQuery>('ADMIN'),
    validate({ params: orderIdParamsSchema, query: orderStatusPatchQuerySchema, body: orderStatusPatchBodySchema }),
    async (req, res) => {
      const { status, from, prepMinutes } = req.query;
      const { reason, note } = req.body;
      await orders.changeStatus(currentUser(req), req.params.orderId, {
        to: status,
        from,
        prepMinutes,
        ...(reason ? { reason: { reason, note } } : {}),
      });
      res.type('text/plain').send(
        messageForRequest(req, res, 'Order Status updated to {status} successfully', {
          status: statusParam(status, status.toLowerCase()),
        }),
      );
    },
  );

  // Staff push an accepted order's estimate later (issue 22).
  router.patch(
    '/:orderId/eta',
    requireRole('ADMIN'),
    validate({ params: orderIdParamsSchema, body: etaPatchRequestSchema }),
    async (req, res) => {
      res.json(await orders.pushEta(req.params.orderId, req.body.addMinutes));
    },
  );

  // The owner or staff; after the two-segment routes above so it never shadows them.
  router.get('/:orderId', validate({ params: orderIdParamsSchema }), async (req, res) => {
    res.json(await orders.findForViewer(currentUser(req), req.params.orderId));
  });

  return router;
}
