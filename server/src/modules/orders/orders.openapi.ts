import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  CANCEL_MESSAGES,
  CANCEL_NOTE_MAX_LENGTH,
  checkoutQuoteSchema,
  emailParamsSchema,
  ETA_MESSAGES,
  etaPatchRequestSchema,
  minimumOrderMessage,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderListStatusParamsSchema,
  orderStatusPatchBodySchema,
  orderStatusPatchQuerySchema,
  orderSchema,
  outsideZoneMessage,
  placeOrderRequestSchema,
  statusUpdatedMessage,
  unavailableItemMessage,
} from '@pizza/shared';

import { bearerSecurity, errorResponse, formOrJson, jsonResponse, textResponse } from '../../lib/openapi';

const signedIn = { security: bearerSecurity, tags: ['orders'] };
const auth = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
const quoteRules = `'${ORDER_MESSAGES.emptyCart}', '${minimumOrderMessage()}', '${ORDER_MESSAGES.noSelectedAddress}' (delivery) or '${outsideZoneMessage(5000)}' (delivery)`;
const quoteConflicts = `'${ORDER_MESSAGES.closed}' (code RESTAURANT_CLOSED) or '${unavailableItemMessage('<item>')}'`;

function registerCheckout(registry: OpenAPIRegistry, path: string, type: 'PICKUP' | 'DELIVERY'): void {
  registry.registerPath({
    ...signedIn,
    method: 'post',
    path,
    summary: `Quote a ${type.toLowerCase()} order: creates or refreshes your single draft from the current cart`,
    description:
      'Body ignored (the original client posts an empty form). totalPrice = items + bottle deposit + service fee + delivery fee.',
    responses: {
      200: jsonResponse('The quote', checkoutQuoteSchema),
      400: errorResponse(quoteRules),
      ...auth,
      409: errorResponse(quoteConflicts),
    },
  });
}

export function registerOrdersOpenApi(registry: OpenAPIRegistry): void {
  registerCheckout(registry, '/api/orders/pickup-checkout', 'PICKUP');
  registerCheckout(registry, '/api/orders/checkout', 'DELIVERY');
  registry.registerPath({
    ...signedIn,
    method: 'post',
    path: '/api/orders/placeorder',
    summary: 'Place your draft: priced again, numbered for the day, snapshotted, cart emptied, order-created logged, in one transaction',
    description:
      'Idempotent: placing the same orderId again returns the same order and writes nothing. If the price differs from the last quote, nothing is placed: 409 QUOTE_CHANGED with the new quote in details (placing again then succeeds).',
    request: { body: formOrJson(placeOrderRequestSchema) },
    responses: {
      200: jsonResponse('The placed order', orderSchema),
      400: errorResponse(`${quoteRules}, or '${ORDER_MESSAGES.onlineCardRefused}'`),
      ...auth,
      404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
      409: errorResponse(`${quoteConflicts}, or '${ORDER_MESSAGES.quoteChanged}' (code QUOTE_CHANGED, details = the new quote)`),
    },
  });
  registry.registerPath({
    ...signedIn,
    method: 'get',
    path: '/api/orders/history/all-orders/{email}',
    summary: 'Your placed orders, newest first ([] when none)',
    request: { params: emailParamsSchema },
    responses: {
      200: jsonResponse('The orders', orderListSchema),
      401: auth[401],
      403: errorResponse(`${ORDER_MESSAGES.ownOrdersOnly}, or not a customer`),
    },
  });
  registry.registerPath({
    ...signedIn,
    method: 'get',
    path: '/api/orders/{orderId}',
    security: [...bearerSecurity, { apiKey: [] }],
    summary: 'One placed order, for its customer, for staff or for an integrator key',
    description:
      'An integrator key (`X-API-Key` or `Authorization: Bearer ppk_...`) reads any placed order: it already sees every order event, and this gives the lines, extras, instructions and address a kitchen ticket needs.',
    request: { params: orderIdParamsSchema },
    responses: {
      200: jsonResponse('The order', orderSchema),
      401: errorResponse('Authentication required, or Invalid credentials (a key that is not valid or was revoked)'),
      404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
    },
  });
}

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only') };

export function registerStaffOrdersOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...signedIn,
    method: 'get',
    path: '/api/orders/all/orders',
    summary: 'Staff: every active order (PLACED, PREPARING, READY_FOR_PICKUP, OUT_FOR_DELIVERY), newest first',
    responses: { 200: jsonResponse('The orders', orderListSchema), ...staffOnly },
  });
  registry.registerPath({
    ...signedIn,
    method: 'get',
    path: '/api/orders/status/{status}',
    summary: 'Staff: a board tab, newest first: placed (PLACED), delivered (DELIVERED and COMPLETED), cancelled (CANCELLED)',
    description:
      'The segment is case-insensitive. Pages: at most `limit` (default 100, max 500) orders placed before `before` (an instant or the id of the last order of the previous page).',
    request: { params: orderListStatusParamsSchema, query: orderListQuerySchema },
    responses: {
      200: jsonResponse('The orders (a plain array)', orderListSchema),
      400: errorResponse('Unknown tab or bad paging'),
      ...staffOnly,
      404: errorResponse('`before` names no order'),
    },
  });
  registry.registerPath({
    ...signedIn,
    method: 'patch',
    path: '/api/orders/{orderId}/status',
    summary: "Staff: move an order along its type's status path (forward, steps may be skipped; CANCELLED from any non-final status)",
    description:
      'The status, a history entry (who, when) and a status-changed event are written in one transaction. ' +
      '`from`: the status the sender saw (the board sends it); the move applies only while the order still has it, else 409 naming its status now. ' +
      'Without `from` (the original client) the order is read first and the move applies only while it keeps the status read. ' +
      'The body is optional (the original client sends `{}`): with status=CANCELLED, `reason` (sold-out, too-busy, outside-hours, address-problem, other) and `note` ' +
      `(staff's words, at most ${CANCEL_NOTE_MAX_LENGTH} characters; required for other) become the order's cancelReason, which the customer's page and mail say in their language. ` +
      "Accepting (PLACED to PREPARING) sets the estimate: `estimatedReadyAt` (pickup) = now + `prepMinutes` (else the service's default prep minutes of the settings) + busy mode's extra; " +
      "`estimatedDeliveryAt` (delivery) adds the minutes of the delivery band of the address's distance.",
    request: {
      params: orderIdParamsSchema,
      query: orderStatusPatchQuerySchema,
      body: { required: false, content: { 'application/json': { schema: orderStatusPatchBodySchema } } },
    },
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
  });
  registry.registerPath({
    ...signedIn,
    method: 'patch',
    path: '/api/orders/{orderId}/eta',
    summary: 'Staff: push an accepted order\'s estimate later (the board\'s "+10 min")',
    description:
      'Adds `addMinutes` to `estimatedReadyAt` / `estimatedDeliveryAt` (to now, if the estimate has already passed) and appends `eta-changed` (by staff) in the same transaction. Answers the order.',
    request: { params: orderIdParamsSchema, body: { content: { 'application/json': { schema: etaPatchRequestSchema } } } },
    responses: {
      200: jsonResponse('The order with its new estimate', orderSchema),
      400: errorResponse(ETA_MESSAGES.addMinutes),
      ...staffOnly,
      404: errorResponse(ORDER_MESSAGES.notFound),
      409: errorResponse('The order is not accepted yet, or already finished or cancelled (the message says which)'),
    },
  });
}
