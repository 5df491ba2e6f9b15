import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { errorEnvelopeSchema } from '@pizza/shared';
import { z } from 'zod';

/** Each feature module registers its own paths and schemas (its `<feature>.openapi.ts`). */
export type OpenApiRegistrar = (registry: OpenAPIRegistry) => void;

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

/** The Bearer scheme every signed-in route names; registered once, in buildOpenApiDocument. */
export const BEARER_AUTH = 'bearerAuth';
/** `security` of a route that needs a customer or staff token. */
export const bearerSecurity = [{ [BEARER_AUTH]: [] }];

/** A request body as the original client sends it (a form) or as JSON (docs/product/api.md#the-original-contract): both are accepted. */
export function formOrJson(schema: z.ZodType) {
  return { content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } };
}

/** A JSON response of `schema`. */
export function jsonResponse(description: string, schema: z.ZodType) {
  return { description, content: { 'application/json': { schema } } };
}

/** A plain-text success answer, as the original sent (its client ignores the text). */
export function textResponse(text: string) {
  return { description: text, content: { 'text/plain': { schema: z.string().meta({ example: text }) } } };
}

/** A response documented with the shared error envelope. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorEnvelopeSchema } } };
}

/**
 * Built once at start-up from the shared zod schemas, so the docs cannot drift from validation.
 * Schemas become components through their zod `.meta({ id })` (no zod prototype patching needed).
 */
export function buildOpenApiDocument(registrars: OpenApiRegistrar[], version: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_AUTH, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const register of registrars) register(registry);
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Pizza Point API',
      version,
      description:
        'Web shop and live order channel of Pizza Point. Errors are always `{ message, code, details? }`.\n\nSentences for people (the `message` of an error and of each validation issue, a success text) follow the `Accept-Language` of the request: `hu` answers in Hungarian, anything else in English; the answer carries `Content-Language` and `Vary: Accept-Language`. Codes and every other field never change with the language.\n\nWhat the shop pushes (the Socket.IO order channel, webhooks, CloudEvents) is described by the AsyncAPI 3.0 document: [readable page](/api/docs/asyncapi), [JSON](/api/asyncapi.json).',
    },
    servers: [{ url: '/' }],
  });
}
