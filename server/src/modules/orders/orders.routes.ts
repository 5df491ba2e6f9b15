import {
  checkoutQuoteSchema,
  DEFAULT_ORDER_TYPE,
  emailParamsSchema,
  minimumOrderMessage,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderListSchema,
  orderSchema,
  type OrderType,
  outsideZoneMessage,
  placeOrderRequestSchema,
  unavailableItemMessage,
} from '@pizza/shared';
import type { RequestHandler } from 'express';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { IntegrationsService } from '../integrations';
import { boardRoutes } from './board.routes';
import { byIntegrator, integratorOrSignedIn } from './integrator-access';
import type { OrdersService } from './orders.service';

const auth = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
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
          'Body ignored (the original client posts an empty form). totalPrice = items + bottle deposit + service fee + delivery fee. priceChanges: the lines re-priced since the customer last saw them (per line the first price seen and the current one); the quote records the new prices as seen, and every quote of the draft repeats them until it is placed.',
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
          'Idempotent: placing the same orderId again returns the same order and writes nothing. If the price differs from the last quote or a line was re-priced since, nothing is placed: 409 QUOTE_CHANGED naming each price change, with the new quote and its priceChanges in details (placing again then succeeds). allergyNote (optional, at most 300 characters) is kept on the order for the kitchen. invoiceName, invoiceZip, invoiceCity, invoiceStreet and invoiceTaxNumber (optional; the first four all or none, a tax number only with them) ask for an invoice: stored on the order as invoice, trimmed, an EU VAT number upper-case without spaces; bad details are a 400 whose details path names the field.',
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
  return { mount: '/api/orders', tag: 'orders', routes: [...customerRoutes, ...boardRoutes(orders)], unmatched: { access: 'signedIn' } };
}
