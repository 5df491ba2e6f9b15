import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { addToCartRequestSchema, cartItemParamsSchema, cartResponseSchema, cartUpdateQuerySchema, emailQuerySchema } from '@pizza/shared';

import { bearerSecurity, errorResponse, formOrJson, textResponse } from '../../lib/openapi';
import { CART_FULL_MESSAGE, LINE_CAP_MESSAGE } from './cart.lines';

const signedIn = {
  security: bearerSecurity,
  tags: ['cart'],
};

export function registerCartOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...signedIn,
    method: 'get',
    path: '/api/cart/user-email',
    summary: "The caller's cart, priced from the current menu: [] before the first add, else [cart]",
    request: { query: emailQuerySchema },
    responses: {
      200: { description: 'An array whose first element is the cart', content: { 'application/json': { schema: cartResponseSchema } } },
      401: errorResponse('Authentication required'),
      403: errorResponse('You can only read your own cart (or not a customer account)'),
    },
  });
  registry.registerPath({
    ...signedIn,
    method: 'post',
    path: '/api/cart/add-to-cart',
    summary: 'Add an item; an equal line (same item, same set of extras, same instructions) is merged',
    description: `extraItemId may be repeated, comma-separated, empty or 'null' (no extras). Prices always come from the database.`,
    request: { body: formOrJson(addToCartRequestSchema) },
    responses: {
      200: textResponse('Item added to cart successfully'),
      400: errorResponse(
        `Invalid field, 'This item is not available right now', 'One or more extra items not found', '${LINE_CAP_MESSAGE}', '${CART_FULL_MESSAGE}'`,
      ),
      401: errorResponse('Authentication required'),
      403: errorResponse('Not a customer account'),
      404: errorResponse('Menu item not found: <id>'),
      409: errorResponse(
        "'<item> is sold out right now. Please choose something else.' (the item or an add-on), or contention: the cart kept changing; try again",
      ),
    },
  });
  registry.registerPath({
    ...signedIn,
    method: 'put',
    path: '/api/cart/update/{cartItemId}',
    summary: 'Set the quantity of a line of your own cart; 0 removes it',
    description: 'quantity in the query (as the original client sends it) or in a form/JSON body; the query wins if both.',
    request: { params: cartItemParamsSchema, query: cartUpdateQuerySchema.partial(), body: formOrJson(cartUpdateQuerySchema.partial()) },
    responses: {
      200: textResponse('Cart item updated successfully'),
      400: errorResponse('Missing or invalid quantity (0..50)'),
      401: errorResponse('Authentication required'),
      403: errorResponse('Not a customer account'),
      404: errorResponse('Cart item not found: <id> (also for a line of another customer)'),
    },
  });
}
