import { addToCartRequestSchema, cartItemParamsSchema, cartUpdateQuerySchema, emailQuerySchema } from '@pizza/shared';
import { type Response, Router } from 'express';

import { badRequest } from '../../lib/errors';
import { messageForRequest } from '../../lib/request-language';
import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { CartService } from './cart.service';

/** The original answered writes with plain text, and its client ignores the body (reference section 2.4). */
function sendText(res: Response, text: string): void {
  res.type('text/plain').send(text);
}

/** The original client sends `?quantity=`; a form or JSON body is accepted too. The query wins if both. */
const quantityParts = cartUpdateQuerySchema.partial();

/** Mounted at /api/cart; every route is the signed-in customer's own cart. */
export function createCartRouter(cart: CartService, guard: Pick<AuthGuard, 'authenticate'>): Router {
  const router = Router();
  router.use(guard.authenticate, requireRole('USER'));

  router.get('/user-email', validate({ query: emailQuerySchema }), async (req, res) => {
    res.json(await cart.readByEmail(currentUser(req), req.query.email));
  });

  router.post('/add-to-cart', validate({ body: addToCartRequestSchema }), async (req, res) => {
    await cart.add(currentUser(req), req.body);
    sendText(res, messageForRequest(req, res, 'Item added to cart successfully'));
  });

  router.put(
    '/update/:cartItemId',
    validate({ params: cartItemParamsSchema, query: quantityParts, body: quantityParts }),
    async (req, res) => {
      const quantity = req.query.quantity ?? req.body.quantity;
      if (quantity === undefined) throw badRequest('quantity is required');
      await cart.setQuantity(currentUser(req), req.params.cartItemId, quantity);
      sendText(res, messageForRequest(req, res, 'Cart item updated successfully'));
    },
  );

  return router;
}
