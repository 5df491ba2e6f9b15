import { z } from 'zod';

import { INTEGRATION_SCOPES } from '../staff-access';
import { idSchema, isoDateTimeSchema, requiredText } from './primitives';

const scopesSchema = z
  .array(z.enum(INTEGRATION_SCOPES, { error: 'Unknown scope' }))
  .min(1, 'Choose at least one thing the key may read')
  .transform((scopes) => [...new Set(scopes)]);

/** Integrator API keys (a POS, a printer bridge, a courier app) read the order event stream. */
export const INTEGRATION_KEY_PREFIX = 'ppk_';

/** `POST /api/integrations/keys`: staff name the integration the key is for. */
export const integrationKeyCreateRequestSchema = z
  .strictObject({
    name: requiredText(100, 'Name the integration (e.g. "Kitchen printer")'),
    /** What the key may read; order summaries only ('events') unless chosen. */
    scopes: scopesSchema.default(['events']),
  })
  .meta({ id: 'IntegrationKeyCreateRequest' });
export type IntegrationKeyCreateRequest = z.infer<typeof integrationKeyCreateRequestSchema>;

/** A key as listed: never the key itself (only its first characters, to tell keys apart). */
export const integrationKeySchema = z
  .object({
    keyId: idSchema,
    name: z.string(),
    /** The key's first characters, e.g. 'ppk_Ab3x'. */
    prefix: z.string(),
    /** What the key may read (docs/integrators/keys.md). */
    scopes: z.array(z.enum(INTEGRATION_SCOPES)),
    createdAt: isoDateTimeSchema,
    revokedAt: isoDateTimeSchema.optional(),
    /** When the key last authenticated (a request or a socket); at most a minute behind. Absent: never used. */
    lastUsedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'IntegrationKey' });
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

/** The answer of creating a key: the only time the full key is shown. */
export const integrationKeyCreatedSchema = integrationKeySchema.extend({ key: z.string() }).meta({ id: 'IntegrationKeyCreated' });
export type IntegrationKeyCreated = z.infer<typeof integrationKeyCreatedSchema>;

export const integrationKeyParamsSchema = z.strictObject({ keyId: idSchema });

/** `PATCH /api/integrations/keys/{keyId}`: what the key may read from now on (open sockets are re-checked). */
export const integrationKeyScopesRequestSchema = z.strictObject({ scopes: scopesSchema }).meta({ id: 'IntegrationKeyScopesRequest' });
export type IntegrationKeyScopesRequest = z.infer<typeof integrationKeyScopesRequestSchema>;
