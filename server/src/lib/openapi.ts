import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { errorEnvelopeSchema } from '@pizza/shared';

/** Each feature module registers its own paths and schemas (its `<feature>.openapi.ts`). */
export type OpenApiRegistrar = (registry: OpenAPIRegistry) => void;

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

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
  for (const register of registrars) register(registry);
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Pizza Point API',
      version,
      description: 'Web shop and live order channel of Pizza Point. Errors are always `{ message, code, details? }`.',
    },
    servers: [{ url: '/' }],
  });
}
