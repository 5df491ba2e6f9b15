import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';

type ParamsDictionary = Request['params'];
type ParsedQs = Request['query'];

type Output<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

interface RequestSchemas<P, B, Q> {
  params?: P;
  body?: B;
  query?: Q;
}

/**
 * Parses params, query and body with the shared zod schemas; a failure is a ZodError the error
 * handler turns into 400 VALIDATION_ERROR. Handlers only ever see parsed values, so anything a
 * schema does not allow (extra keys, `{"$gt": ""}`) never reaches a service.
 *
 * The parsed values replace the raw ones IN PLACE on `req`: `req.params`, `req.body` and
 * `req.query`. Express 5 defines `req.query` as a getter on the prototype that re-parses the URL on
 * every read, so the parsed query is stored as an own property of the request, which shadows that
 * getter. Handlers read `req.query` as usual and get the typed, parsed object.
 */
export function validate<
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(schemas: RequestSchemas<P, B, Q>): RequestHandler<Output<P, ParamsDictionary>, unknown, Output<B, unknown>, Output<Q, ParsedQs>> {
  return (req, _res, next) => {
    if (schemas.params) req.params = schemas.params.parse(req.params) as Output<P, ParamsDictionary>;
    if (schemas.query) {
      Object.defineProperty(req, 'query', { value: schemas.query.parse(req.query), writable: true, enumerable: true, configurable: true });
    }
    // No body at all (GET-style POSTs, an empty form) is checked as an empty object, so the
    // answer names the first missing field instead of "expected object".
    if (schemas.body) req.body = schemas.body.parse(req.body ?? {}) as Output<B, unknown>;
    next();
  };
}
