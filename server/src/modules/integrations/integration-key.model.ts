import { INTEGRATION_SCOPES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/** An integrator's API key, stored as a hash: the key itself is shown once, when it is created. */
const integrationKeySchema = new Schema(
  {
    keyId: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    /** sha256 of the key (256 random bits need no slow hash; the hash only keeps a copy of the database from being a key ring). */
    keyHash: { type: String, required: true },
    prefix: { type: String, required: true },
    /**
     * What the key may read (docs/integrators/keys.md). Keys made before scopes existed read the
     * events and full orders, as they always did, until an owner narrows them.
     */
    scopes: { type: [{ type: String, enum: INTEGRATION_SCOPES }], default: undefined },
    /** User id of the staff member, or 'cli'. */
    createdBy: { type: String, required: true },
    revokedAt: { type: Date },
    /** When the key last authenticated a request or a socket; written at most once a minute per key. */
    lastUsedAt: { type: Date },
  },
  { collection: 'integration_keys', timestamps: true, toJSON: jsonOptions(['keyHash']) },
);

integrationKeySchema.index({ keyId: 1 }, { unique: true });
integrationKeySchema.index({ keyHash: 1 }, { unique: true });

export type IntegrationKeyRecord = InferSchemaType<typeof integrationKeySchema>;
export const IntegrationKeyModel = model('IntegrationKey', integrationKeySchema);
