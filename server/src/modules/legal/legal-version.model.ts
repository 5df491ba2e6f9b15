import { LEGAL_DOCUMENTS } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * One saved version of a legal page (docs/product/legal.md#versions): append-only, like the audit
 * log. Nothing in the code updates or deletes a version; the current one is the highest number.
 */
const legalVersionSchema = new Schema(
  {
    document: { type: String, required: true, enum: LEGAL_DOCUMENTS },
    version: { type: Number, required: true, min: 1 },
    publishedAt: { type: Date, required: true },
    /** The demo's text shipped with the shop (the seed's version 1), not the owner's own. */
    placeholder: { type: Boolean, required: true, default: false },
    /** Markdown as the owner wrote it; the client renders it sanitised. */
    body: {
      type: new Schema({ en: { type: String, required: true }, hu: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    /** Who saved it (absent for the seeded placeholder). */
    byId: { type: String },
    byName: { type: String },
  },
  { collection: 'legal_versions', versionKey: false },
);

// One number per document: two owners saving on the same base cannot both become version n + 1.
legalVersionSchema.index({ document: 1, version: -1 }, { unique: true });

export type LegalVersionRecord = InferSchemaType<typeof legalVersionSchema>;
export const LegalVersionModel = model('LegalVersion', legalVersionSchema);
