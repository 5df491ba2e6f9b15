import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/** An add-on with one flat price; `_id` is the seed id (EXT_001). */
const extraSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    price: { type: Number, required: true, min: 0 },
    /** Sold out until then (staff); absent or past: orderable. */
    soldOutUntil: { type: Date },
    /** The add-on's name in Hungarian. */
    translations: { type: new Schema({ hu: { type: new Schema({ name: String }, { _id: false }) } }, { _id: false }) },
    sortOrder: { type: Number, required: true },
    /** Annex II allergen keys (shared/src/allergens.ts). */
    allergens: { type: [String], default: undefined },
    archived: { type: Boolean },
    version: { type: Number },
  },
  { collection: 'extras', timestamps: true, toJSON: jsonOptions() },
);

extraSchema.index({ sortOrder: 1 });

export type ExtraRecord = InferSchemaType<typeof extraSchema>;
export const ExtraModel = model('Extra', extraSchema);
