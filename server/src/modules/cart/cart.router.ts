import { addToCartRequestSchema, cartItemParamsSchema, cartUpdateQuerySchema, emailQuerySchema } from '@pizza/shared';
import { type Request, type Response, Router } from 'express';

import type { Config } from '../../config/env';
import { badRequest } from '../../lib/errors';
import { authenticate, type AuthUser, currentUser, requireRole } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import type { CartService } from './cart.service';

/** The original answered writes with plain text, and its client ignores the body (reference section 2.4). */
function sendText(res: Response, text: string): void {
  res.type('text/plain').send(text);
}

/** currentUser() takes a plain Request; validate() types `req.query` with numbers, which ParsedQs does not allow. */
function owner(req: Pick<Request, 'user'>): AuthUser {
  return currentUser(req as Request);
}

/** The original client sends `?quantity=`; a form or JSON body is accepted too. The query wins if both. */
const quantityParts = cartUpdateQuerySchema.partial();

/** Mounted at /api/cart; every route is the signed-in customer's own cart. */
export function createCartRouter(cart: CartService, config: Pick<Config, 'jwtSecret'>): Router {
  const router = Router();
  router.use(authenticate(config), requireRole('USER'));

  router.get('/user-email', validate({ query: emailQuerySchema }), async (req, res) => {
    res.json(await cart.readByEmail(owner(req), req.query.email));
  });

  router.post('/add-to-cart', validate({ body: addToCartRequestSchema }), async (req, res) => {
    await cart.add(owner(req), req.body);
    sendText(res, 'Item added to cart successfully');
  });

  router.put(
    '/update/:cartItemId',
    validate({ params: cartItemParamsSchema, query: quantityParts, body: quantityParts }),
    async (req, res) => {
      const quantity = req.query.quantity ?? req.body.quantity;
      if (quantity === undefined) throw badRequest('quantity is required');
      await cart.setQuantity(owner(req), req.params.cartItemId, quantity);
      sendText(res, 'Cart item updated successfully');
    },
  );

  return router;
}
