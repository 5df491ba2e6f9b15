import { INTEGRATION_KEY_PREFIX } from '@pizza/shared';
import type { Request, RequestHandler } from 'express';

import { forbidden, unauthorized } from '../../lib/errors';
import type { IntegrationsService } from '../integrations';

/** An integrator key in `X-API-Key` or `Authorization: Bearer ppk_...`, as the events API takes it. */
function integratorKeyOf(req: Request): string | undefined {
  const apiKey = req.get('x-api-key')?.trim();
  if (apiKey) return apiKey;
  const bearerKey = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  return bearerKey?.startsWith(INTEGRATION_KEY_PREFIX) ? bearerKey : undefined;
}

/** Whether the request came in with a valid integrator key (set by integratorOrSignedIn). */
export const byIntegrator = (locals: Record<string, unknown>): boolean => locals.integrator === true;

/** A key without the 'orders' scope reads order summaries on the event stream, never the order itself. */
export const NO_ORDERS_SCOPE_MESSAGE = "This key may not read orders: it lacks the 'orders' scope";

/**
 * The one order route an integrator key may use (a kitchen printer fetches the order an event
 * names): a request with a key is the integrator's (a key that is not valid is 401, one without
 * the 'orders' scope 403: docs/integrators/keys.md); one without needs a signed-in customer or
 * staff token.
 */
export function integratorOrSignedIn(integrations: Pick<IntegrationsService, 'verify'>, authenticate: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const key = integratorKeyOf(req);
    if (!key) return authenticate(req, res, next);
    integrations.verify(key).then((integrator) => {
      if (!integrator) return next(unauthorized('Invalid credentials'));
      if (!integrator.scopes.includes('orders')) return next(forbidden(NO_ORDERS_SCOPE_MESSAGE));
      res.locals.integrator = true;
      next();
    }, next);
  };
}
