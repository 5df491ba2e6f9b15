import {
  CANCEL_MESSAGES,
  CANCEL_NOTE_MAX_LENGTH,
  checkoutQuoteSchema,
  DEFAULT_ORDER_TYPE,
  emailParamsSchema,
  ETA_MESSAGES,
  etaPatchRequestSchema,
  minimumOrderMessage,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderListStatusParamsSchema,
  orderSchema,
  orderStatusPatchBodySchema,
  orderStatusPatchQuerySchema,
  type OrderType,
  outsideZoneMessage,
  placeOrderRequestSchema,
  statusParam,
  statusUpdatedMessage,
  unavailableItemMessage,
} from '@pizza/shared';
import type { RequestHandler } from 'express';

import { bearerSecurity, errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { IntegrationsService } from '../integrations';
import { byIntegrator, integratorOrSignedIn } from './integrator-access';
import type { OrdersService } from './orders.service';

const auth = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
const quoteRules = `'${ORDER_MESSAGES.emptyCart}', '${minimumOrderMessage()}', '${ORDER_MESSAGES.noSelectedAddress}' (delivery) or '${outsideZoneMessage(5000)}' (delivery, code OUTSIDE_ZONE)`;
const quoteConflicts = `'${ORDER_MESSAGES.closed}' (code RESTAURANT_CLOSED) or '${unavailableItemMessage('<item>')}'`;

export interface OrdersRoutesDeps {
  orders: OrdersService;
  /** Requires a customer or staff token (the auth module's guard), for a read without an integrator key. */
  authenticate: RequestHandler;
  integrations: Pick<IntegrationsService, 'verify'>;
}

/** Mounted at /api/orders: the customer's checkout and orders, the staff board, and one read for integrators. */
export function ordersRoutes({ orders, authenticate, integrations }: OrdersRoutesDeps): RouteTable {
  // The original client posts a form content type with an empty body; any body is ignored.
  const quote = (orderType: OrderType) =>
    route({
      method: 'post',
      path: orderType === DEFAULT_ORDER_TYPE ? '/pickup-checkout' : '/checkout',
      access: 'customer',
      handler: async (req, res) => {
        res.json(await orders.checkout(currentUser(req), orderType));
      },
      doc: {
        summary: `Quote a ${orderType.toLowerCase()} order: creates or refreshes your single draft from the current cart`,
        description:
          'Body ignored (the original client posts an empty form). totalPrice = items + bottle deposit + service fee + delivery fee.',
        responses: {
          200: jsonResponse('The quote', checkoutQuoteSchema),
          400: errorResponse(quoteRules),
          ...auth,
          409: errorResponse(quoteConflicts),
        },
      },
    });

  const customerRoutes = [
    quote('PICKUP'),
    quote('DELIVERY'),
    route({
      method: 'post',
      path: '/placeorder',
      access: 'customer',
      body: placeOrderRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json(await orders.placeOrder(currentUser(req), req.body));
      },
      doc: {
        summary:
          'Place your draft: priced again, numbered for the day, snapshotted, cart emptied, order-created logged, in one transaction',
        description:
          'Idempotent: placing the same orderId again returns the same order and writes nothing. If the price differs from the last quote, nothing is placed: 409 QUOTE_CHANGED with the new quote in details (placing again then succeeds).',
        responses: {
          200: jsonResponse('The placed order', orderSchema),
          400: errorResponse(`${quoteRules}, or '${ORDER_MESSAGES.onlineCardRefused}'`),
          ...auth,
          404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
          409: errorResponse(`${quoteConflicts}, or '${ORDER_MESSAGES.quoteChanged}' (code QUOTE_CHANGED, details = the new quote)`),
        },
      },
    }),
    route({
      method: 'get',
      path: '/history/all-orders/:email',
      access: 'customer',
      params: emailParamsSchema,
      handler: async (req, res) => {
        res.json(await orders.history(currentUser(req), req.params.email));
      },
      doc: {
        summary: 'Your placed orders, newest first ([] when none)',
        responses: {
          200: jsonResponse('The orders', orderListSchema),
          401: auth[401],
          403: errorResponse(`${ORDER_MESSAGES.ownOrdersOnly}, or not a customer`),
        },
      },
    }),
    route({
      method: 'get',
      path: '/:orderId',
      access: { guard: [integratorOrSignedIn(integrations, authenticate)] },
      params: orderIdParamsSchema,
      handler: async (req, res) => {
        if (!byIntegrator(res.locals)) return void res.json(await orders.findForViewer(currentUser(req), req.params.orderId));
        res.setHeader('Cache-Control', 'no-store');
        res.json(await orders.findForIntegrator(req.params.orderId));
      },
      doc: {
        security: [...bearerSecurity, { apiKey: [] }],
        summary: 'One placed order, for its customer, for staff or for an integrator key',
        description:
          "An integrator key (`X-API-Key` or `Authorization: Bearer ppk_...`) with the 'orders' scope reads any placed order: the lines, extras, instructions, the customer and the address a kitchen ticket needs (docs/integrators/keys.md).",
        responses: {
          200: jsonResponse('The order', orderSchema),
          401: errorResponse('Authentication required, or Invalid credentials (a key that is not valid or was revoked)'),
          403: errorResponse("A key without the 'orders' scope"),
          404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
        },
      },
    }),
  ];
  return { mount: '/api/orders', tag: 'orders', routes: [...customerRoutes, ...staffRoutes(orders)], unmatched: { access: 'signedIn' } };
}

function staffRoutes(orders: OrdersService) {
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
