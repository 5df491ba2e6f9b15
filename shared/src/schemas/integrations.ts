import { z } from 'zod';

import { idSchema, isoDateTimeSchema, requiredText } from './primitives';

/** Integrator API keys (a POS, a printer bridge, a courier app) read the order event stream. */
export const INTEGRATION_KEY_PREFIX = 'ppk_';

/** `POST /api/integrations/keys`: staff name the integration the key is for. */
export const integrationKeyCreateRequestSchema = z
  .strictObject({ name: requiredText(100, 'Name the integration (e.g. "Kitchen printer")') })
  .meta({ id: 'IntegrationKeyCreateRequest' });
export type IntegrationKeyCreateRequest = z.infer<typeof integrationKeyCreateRequestSchema>;

/** A key as listed: never the key itself (only its first characters, to tell keys apart). */
export const integrationKeySchema = z
  .object({
    keyId: idSchema,
    name: z.string(),
    /** The key's first characters, e.g. 'ppk_Ab3x'. */
    prefix: z.string(),
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
