import {
  CANCEL_MESSAGES,
  CANCEL_NOTE_MAX_LENGTH,
  ETA_MESSAGES,
  etaPatchRequestSchema,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderListStatusParamsSchema,
  orderSchema,
  orderStatusPatchBodySchema,
  orderStatusPatchQuerySchema,
  statusParam,
  statusUpdatedMessage,
} from '@pizza/shared';

import { errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { OrdersService } from './orders.service';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

/** The board's routes under /api/orders (part of the orders table): the lists, a status move, the ETA; each names its permission. */
export function boardRoutes(orders: OrdersService) {
  return [
    route({
      method: 'get',
      path: '/all/orders',
      access: { can: 'deliveries.view' },
      handler: async (req, res) => {
        res.json(await orders.active(currentUser(req)));
      },
      doc: {
        summary: 'Staff: every active order (PLACED, PREPARING, READY_FOR_PICKUP, OUT_FOR_DELIVERY), newest first',
        description:
          'A courier (a role without `orders.view`) gets the delivery orders Out for Delivery only (docs/product/staff-roles.md).',
        responses: { 200: jsonResponse('The orders', orderListSchema), ...staffOnly },
      },
    }),
    route({
      method: 'get',
      path: '/status/:status',
      access: { can: 'deliveries.view' },
      params: orderListStatusParamsSchema,
      query: orderListQuerySchema,
      handler: async (req, res) => {
        res.json(await orders.byTab(currentUser(req), req.params.status, req.query));
      },
      doc: {
        summary: 'Staff: a board tab, newest first: placed (PLACED), delivered (DELIVERED and COMPLETED), cancelled (CANCELLED)',
        description:
          'The segment is case-insensitive. Pages: at most `limit` (default 100, max 500) orders placed before `before` (an instant or the id of the last order of the previous page). ' +
          'A courier (a role without `orders.view`) gets only the delivery orders they delivered since midnight in Budapest (delivered); placed and cancelled are empty for them.',
        responses: {
          200: jsonResponse('The orders (a plain array)', orderListSchema),
          400: errorResponse('Unknown tab or bad paging'),
          ...staffOnly,
          404: errorResponse('`before` names no order'),
        },
      },
    }),
    // The original client sends `{}` as the body; our board may send why it cancels.
    route({
      method: 'patch',
      path: '/:orderId/status',
      access: { can: 'deliveries.complete' },
      params: orderIdParamsSchema,
      query: orderStatusPatchQuerySchema,
      body: orderStatusPatchBodySchema,
      handler: async (req, res) => {
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
      doc: {
        summary: "Staff: move an order along its type's status path (forward, steps may be skipped; CANCELLED from any non-final status)",
        description:
          'The status, a history entry (who, when) and a status-changed event are written in one transaction. ' +
          "The member's role decides which moves they may make (403 naming the move otherwise): cancelling an accepted order needs `orders.cancel`, a courier only moves a delivery order from OUT_FOR_DELIVERY to DELIVERED. " +
          '`from`: the status the sender saw (the board sends it); the move applies only while the order still has it, else 409 naming its status now. ' +
          'Without `from` (the original client) the order is read first and the move applies only while it keeps the status read. ' +
          'The body is optional (the original client sends `{}`): with status=CANCELLED, `reason` (sold-out, too-busy, outside-hours, address-problem, other) and `note` ' +
          `(staff's words, at most ${CANCEL_NOTE_MAX_LENGTH} characters; required for other) become the order's cancelReason, which the customer's page and mail say in their language. ` +
          "Accepting (PLACED to PREPARING) sets the estimate: `estimatedReadyAt` (pickup) = now + `prepMinutes` (else the service's default prep minutes of the settings) + busy mode's extra; " +
          "`estimatedDeliveryAt` (delivery) adds the minutes of the delivery band of the address's distance.",
        request: { body: { required: false, content: { 'application/json': { schema: orderStatusPatchBodySchema } } } },
        responses: {
          200: textResponse(statusUpdatedMessage('PREPARING')),
          400: errorResponse(
            `Unknown status, '${ETA_MESSAGES.prepMinutes}', '${ETA_MESSAGES.prepOnlyOnAccept}', '${CANCEL_MESSAGES.reasonOnlyOnCancel}' or '${CANCEL_MESSAGES.noteNeeded}'`,
          ),
          ...staffOnly,
          404: errorResponse(ORDER_MESSAGES.notFound),
          409: errorResponse(
            'An illegal move (the message names both statuses), or the order was just changed by someone else (`details.current`)',
          ),
        },
      },
    }),
    // Staff push an accepted order's estimate later (the board's "+10 min").
    route({
      method: 'patch',
      path: '/:orderId/eta',
      access: { can: 'orders.move' },
      params: orderIdParamsSchema,
      body: etaPatchRequestSchema,
      handler: async (req, res) => {
        res.json(await orders.pushEta(currentUser(req), req.params.orderId, req.body.addMinutes));
      },
      doc: {
        summary: 'Staff: push an accepted order\'s estimate later (the board\'s "+10 min")',
        description:
          'Adds `addMinutes` to `estimatedReadyAt` / `estimatedDeliveryAt` (to now, if the estimate has already passed) and appends `eta-changed` (by staff) in the same transaction. Answers the order.',
        responses: {
          200: jsonResponse('The order with its new estimate', orderSchema),
          400: errorResponse(ETA_MESSAGES.addMinutes),
          ...staffOnly,
          404: errorResponse(ORDER_MESSAGES.notFound),
          409: errorResponse('The order is not accepted yet, or already finished or cancelled (the message says which)'),
        },
      },
    }),
  ];
}
