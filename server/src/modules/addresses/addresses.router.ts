import {
  ADDRESS_MESSAGES,
  addressCreateRequestSchema,
  addressSuggestQuerySchema,
  addressValidateRequestSchema,
  idParamsSchema,
  selectedAddressQuerySchema,
} from '@pizza/shared';
import { type RequestHandler, type Response, Router } from 'express';

import { notFound } from '../../lib/errors';
import { messageForRequest } from '../../lib/request-language';
import { validate } from '../../middleware/validate';
import { type AuthGuard, currentUser, requireRole } from '../auth';
import type { AddressService } from './addresses.service';

/** The header that carries the id of a new address (the body stays the original's text). */
export const ADDRESS_ID_HEADER = 'X-Address-Id';

const sendText = (res: Response, text: string) => void res.type('text/plain').send(text);

export interface AddressRouterDeps {
  addresses: AddressService;
  guard: Pick<AuthGuard, 'authenticate'>;
  limiters: { validate: RequestHandler; suggest: RequestHandler };
}

/** Mounted at /api/address (SPEC section 7). validate and suggest are public; the rest is the customer's own book. */
export function createAddressRouter({ addresses, guard, limiters }: AddressRouterDeps): Router {
  const router = Router();

  router.post('/validate', limiters.validate, validate({ body: addressValidateRequestSchema }), async (req, res) => {
    res.json({ valid: await addresses.validate(req.body) });
  });

  router.get('/suggest', limiters.suggest, validate({ query: addressSuggestQuerySchema }), async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.json(await addresses.suggest(req.query.q));
  });

  // Everything below is the signed-in customer's own address book.
  router.use(guard.authenticate, requireRole('USER'));

  router.post('/add', validate({ body: addressCreateRequestSchema }), async (req, res) => {
    const addressId = await addresses.add(currentUser(req).id, req.body);
    res.setHeader(ADDRESS_ID_HEADER, addressId);
    sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.saved));
  });

  // The original client posts `{}` here; any body is ignored.
  router.post('/address-selected/:id', validate({ params: idParamsSchema }), async (req, res) => {
    await addresses.select(currentUser(req).id, req.params.id);
    sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.selected));
  });

  router.get('/all', async (req, res) => {
    res.json(await addresses.list(currentUser(req).id));
  });

  router.get('/selected', validate({ query: selectedAddressQuerySchema }), async (req, res) => {
    const address = await addresses.selected(currentUser(req).id);
    if (!address) throw notFound(ADDRESS_MESSAGES.noneSelected);
    res.json(address);
  });

  router.delete('/:id', validate({ params: idParamsSchema }), async (req, res) => {
    await addresses.remove(currentUser(req).id, req.params.id);
    sendText(res, messageForRequest(req, res, ADDRESS_MESSAGES.deleted));
  });

  return router;
}
