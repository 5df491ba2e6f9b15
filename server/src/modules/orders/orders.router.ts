import {
  DEFAULT_ORDER_TYPE,
  emailParamsSchema,
  orderIdParamsSchema,
  type OrderListQuery,
  orderListQuerySchema,
  type OrderListStatusParams,
  orderListStatusParamsSchema,
  orderStatusPatchQuerySchema,
  type OrderType,
  placeOrderRequestSchema,
  statusUpdatedMessage,
} from '@pizza/shared';
import { Router } from 'express';

import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { OrdersService } from './orders.service';

/** Mounted at /api/orders (SPEC section 7): the customer's checkout and orders, and the staff board. */
export function createOrdersRouter(orders: OrdersService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
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

  // The original client sends `{}` as the body; it is ignored.
  router.patch(
    '/:orderId/status',
    requireRole('ADMIN'),
    validate({ params: orderIdParamsSchema, query: orderStatusPatchQuerySchema }),
    async (req, res) => {
      await orders.changeStatus(currentUser(req), req.params.orderId, req.query.status);
      res.type('text/plain').send(statusUpdatedMessage(req.query.status));
    },
  );

  // The owner or staff; after the two-segment routes above so it never shadows them.
  router.get('/:orderId', validate({ params: orderIdParamsSchema }), async (req, res) => {
    res.json(await orders.findForViewer(currentUser(req), req.params.orderId));
  });

  return router;
}
