import {
  checkoutQuoteSchema,
  checkoutRequestSchema,
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
  reorderResultSchema,
  PROMO_MESSAGES,
  SCHEDULING_MESSAGES,
  slotsAnswerSchema,
  slotsQuerySchema,
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
/** The refusals of a slot of ordering for later (docs/product/scheduled-orders.md#checkout). */
const slotConflicts = `'${SCHEDULING_MESSAGES.slotUnavailable}' (code SLOT_UNAVAILABLE: too soon now, not on the grid, closed or paused then)`;
const slotFull = `'${SCHEDULING_MESSAGES.slotFull}' (code SLOT_FULL: no place left)`;
const slotDetails = 'both with details { nextSlots } (SlotRefusalDetails: at most 3 next slots with places left)';

const promoRefusedDoc = `A promo code that does not apply, one sentence why, e.g. '${PROMO_MESSAGES.usedUp}' (code PROMO_REFUSED, details { code, refusal })`;
const promoAttemptsDoc = `'${PROMO_MESSAGES.attempts}' after 10 refused codes in 15 minutes (code PROMO_ATTEMPTS, with Retry-After)`;

export interface OrdersRoutesDeps {
  orders: OrdersService;
  /** Requires a customer or staff token (the auth module's guard), for a read without an integrator key. */
  authenticate: RequestHandler;
  integrations: Pick<IntegrationsService, 'verify'>;
}

/** Mounted at /api/orders: the customer's checkout and orders, the staff board, and one read for integrators. */
export function ordersRoutes({ orders, authenticate, integrations }: OrdersRoutesDeps): RouteTable {
  // The original client posts a form content type with an empty body: as soon as possible.
  const quote = (orderType: OrderType) =>
    route({
      method: 'post',
      path: orderType === DEFAULT_ORDER_TYPE ? '/pickup-checkout' : '/checkout',
      access: 'customer',
      body: checkoutRequestSchema,
      handler: async (req, res) => {
        const { scheduledFor, promoCode } = req.body;
        res.json(
          await orders.checkout(currentUser(req), orderType, {
            ...(scheduledFor ? { scheduledFor: new Date(scheduledFor) } : {}),
            ...(promoCode ? { promoCode } : {}),
            ...(req.ip ? { ip: req.ip } : {}),
          }),
        );
      },
      doc: {
        summary: `Quote a ${orderType.toLowerCase()} order: creates or refreshes your single draft from the current cart`,
        description:
          'No body (the original client posts an empty form): as soon as possible, the shop must be open. `{ "scheduledFor": "<a slot of GET /api/orders/slots>" }`: the quote of an order for later, which works while the shop is closed as long as the slot is offered now (places are counted at placing). totalPrice = items + bottle deposit + service fee + delivery fee. priceChanges: the lines re-priced since the customer last saw them (per line the first price seen and the current one); the quote records the new prices as seen, and every quote of the draft repeats them until it is placed. `promoCode` (any case) prices the quote with a promo code: the quote gains promo { code, discount } and totalPrice drops by the discount (fees only when the code discounts them; never below zero); a quote without it takes an earlier code off (docs/product/promo-codes.md).',
        request: { body: { required: false, content: { 'application/json': { schema: checkoutRequestSchema } } } },
        responses: {
          200: jsonResponse('The quote', checkoutQuoteSchema),
          400: errorResponse(`${quoteRules}, or '${SCHEDULING_MESSAGES.schedulingOff}'`),
          ...auth,
          409: errorResponse(`${quoteConflicts}, or ${slotConflicts}, ${slotDetails}`),
          422: errorResponse(promoRefusedDoc),
          429: errorResponse(promoAttemptsDoc),
        },
      },
    });

  const customerRoutes = [
    quote('PICKUP'),
    quote('DELIVERY'),
    route({
      method: 'get',
      path: '/slots',
      access: 'customer',
      query: slotsQuerySchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await orders.slots(currentUser(req), req.query.orderType));
      },
      doc: {
        summary:
          'The slots of ordering for later you may pick now, by Budapest date, with the places left, and whether "as soon as possible" is possible',
        description:
          'Today and the next daysAhead days; a slot is offered from the lead time ahead (prep + busy extra, + the drive to your selected address for DELIVERY), after a pause or a closing with an end; a full slot is listed with left 0. None while ordering for later is off or the shop is closed without an end (docs/product/scheduled-orders.md#slots).',
        responses: {
          200: jsonResponse('The slots', slotsAnswerSchema),
          400: errorResponse(`DELIVERY: '${ORDER_MESSAGES.noSelectedAddress}' or '${outsideZoneMessage(5000)}' (code OUTSIDE_ZONE)`),
          ...auth,
        },
      },
    }),
    route({
      method: 'post',
      path: '/placeorder',
      access: 'customer',
      body: placeOrderRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        res.json(await orders.placeOrder(currentUser(req), req.body, req.ip));
      },
      doc: {
        summary:
          'Place your draft: priced again, numbered for the day, snapshotted, cart emptied, order-created logged, in one transaction',
        description:
          'Idempotent: placing the same orderId again returns the same order and writes nothing. scheduledFor (optional, a slot of GET /api/orders/slots) places an order for later: the slot must still be offered and have a place, which the order takes in its transaction; it appends order-scheduled instead of order-created, works while the shop is closed, and waits without escalation until its releaseAt. If the price differs from the last quote or a line was re-priced since, nothing is placed: 409 QUOTE_CHANGED naming each price change, with the new quote and its priceChanges in details (placing again then succeeds). allergyNote (optional, at most 300 characters) is kept on the order for the kitchen. invoiceName, invoiceZip, invoiceCity, invoiceStreet and invoiceTaxNumber (optional; the first four all or none, a tax number only with them) ask for an invoice: stored on the order as invoice, trimmed, an EU VAT number upper-case without spaces; bad details are a 400 whose details path names the field. promoCode (optional, form field or JSON): the code the last quote was priced with, judged again; one that stopped applying meanwhile places nothing (409 PROMO_REFUSED with its sentence), and its use is taken in the placing transaction (the last use goes to exactly one order). Without it the order is at full price.',
        responses: {
          200: jsonResponse('The placed order', orderSchema),
          400: errorResponse(`${quoteRules}, or '${ORDER_MESSAGES.onlineCardRefused}', or '${SCHEDULING_MESSAGES.schedulingOff}'`),
          ...auth,
          404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
          409: errorResponse(
            `${quoteConflicts}, or '${ORDER_MESSAGES.quoteChanged}' (code QUOTE_CHANGED, details = the new quote), or ${slotConflicts}, or ${slotFull}, ${slotDetails}, or a promo code that does not apply any more (code PROMO_REFUSED, details { code, refusal })`,
          ),
          429: errorResponse(promoAttemptsDoc),
        },
      },
    }),
    route({
      method: 'post',
      path: '/:orderId/cancel',
      access: 'customer',
      params: orderIdParamsSchema,
      handler: async (req, res) => {
        res.json(await orders.cancelByCustomer(currentUser(req), req.params.orderId));
      },
      doc: {
        summary: 'Cancel your order for later while it waits for its release (CANCELLED by the customer; its place in the slot is freed)',
        description:
          "Appends status-changed with by 'customer' and cancelReason 'cancelled by the customer'. Cancelling an order already cancelled answers it as it is.",
        responses: {
          200: jsonResponse('The cancelled order', orderSchema),
          ...auth,
          404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's)`),
          409: errorResponse(
            `'${SCHEDULING_MESSAGES.tooLateToCancel}' (code TOO_LATE_TO_CANCEL: released, accepted, or not ordered for later)`,
          ),
        },
      },
    }),
    route({
      method: 'post',
      path: '/:orderId/reorder',
      access: 'customer',
      params: orderIdParamsSchema,
      handler: async (req, res) => {
        res.json(await orders.reorder(currentUser(req), req.params.orderId));
      },
      doc: {
        summary: "Order again: your past order's lines go into your cart at today's prices, after what it holds",
        description:
          'Each line with its size, add-ons, quantity and kitchen note. A dish sold out, hidden or no longer on the menu is left out (skipped, what: line); an add-on sold out or gone is dropped from its line (skipped, what: extra). totalThen and totalNow: the added lines as ordered and as priced now (docs/product/promo-codes.md#order-again).',
        responses: {
          200: jsonResponse('What went into the cart and what did not', reorderResultSchema),
          ...auth,
          404: errorResponse(`${ORDER_MESSAGES.notFound} (also another customer's, or a draft)`),
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
