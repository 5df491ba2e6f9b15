import { addToCartRequestSchema, cartItemParamsSchema, cartResponseSchema, cartUpdateQuerySchema, emailQuerySchema } from '@pizza/shared';
import type { Response } from 'express';

import { badRequest } from '../../lib/errors';
import { errorResponse, textResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import { CART_FULL_MESSAGE, LINE_CAP_MESSAGE } from './cart-lines';
import type { CartService } from './cart.service';

/** The original answered writes with plain text, and its client ignores the body (reference section 2.4). */
function sendText(res: Response, text: string): void {
  res.type('text/plain').send(text);
}

/** The original client sends `?quantity=`; a form or JSON body is accepted too. The query wins if both. */
const quantityParts = cartUpdateQuerySchema.partial();

/** Mounted at /api/cart; every route is the signed-in customer's own cart. */
export function cartRoutes(cart: CartService): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/user-email',
      access: 'customer',
      query: emailQuerySchema,
      handler: async (req, res) => {
        res.json(await cart.readByEmail(currentUser(req), req.query.email));
      },
      doc: {
        summary: "The caller's cart, priced from the current menu: [] before the first add, else [cart]",
        description:
          'priceChanges lists the lines whose unit price changed since the customer last saw it (docs/product/menu.md#prices-change-honestly).',
        responses: {
          200: { description: 'An array whose first element is the cart', content: { 'application/json': { schema: cartResponseSchema } } },
          401: errorResponse('Authentication required'),
          403: errorResponse('You can only read your own cart (or not a customer account)'),
        },
      },
    }),
    route({
      method: 'post',
      path: '/add-to-cart',
      access: 'customer',
      body: addToCartRequestSchema,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        await cart.add(currentUser(req), req.body);
        sendText(res, messageForRequest(req, res, 'Item added to cart successfully'));
      },
      doc: {
        summary: 'Add an item; an equal line (same item, same set of extras, same instructions) is merged',
        description: `extraItemId may be repeated, comma-separated, empty or 'null' (no extras). Prices always come from the database.`,
        responses: {
          200: textResponse('Item added to cart successfully'),
          400: errorResponse(
            `Invalid field, 'This item is not available right now', 'One or more extra items not found', '<extra> is not offered with <item>' (an add-on the dish does not list), '${LINE_CAP_MESSAGE}', '${CART_FULL_MESSAGE}'`,
          ),
          401: errorResponse('Authentication required'),
          403: errorResponse('Not a customer account'),
          404: errorResponse('Menu item not found: <id>'),
          409: errorResponse(
            "'<item> is sold out right now. Please choose something else.' (the item or an add-on), or contention: the cart kept changing; try again",
          ),
        },
      },
    }),
    route({
      method: 'put',
      path: '/update/:cartItemId',
      access: 'customer',
      params: cartItemParamsSchema,
      query: quantityParts,
      body: quantityParts,
      bodyAs: 'form-or-json',
      handler: async (req, res) => {
        const quantity = req.query.quantity ?? req.body.quantity;
        if (quantity === undefined) throw badRequest('quantity is required');
        await cart.setQuantity(currentUser(req), req.params.cartItemId, quantity);
        sendText(res, messageForRequest(req, res, 'Cart item updated successfully'));
      },
      doc: {
        summary: 'Set the quantity of a line of your own cart; 0 removes it',
        description: 'quantity in the query (as the original client sends it) or in a form/JSON body; the query wins if both.',
        responses: {
          200: textResponse('Cart item updated successfully'),
          400: errorResponse('Missing or invalid quantity (0..50)'),
          401: errorResponse('Authentication required'),
          403: errorResponse('Not a customer account'),
          404: errorResponse('Cart item not found: <id> (also for a line of another customer)'),
        },
      },
    }),
  ];
  return { mount: '/api/cart', tag: 'cart', routes, unmatched: { access: 'customer' } };
}
