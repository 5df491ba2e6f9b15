import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

const addressSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    buildingName: { type: String, required: true, trim: true },
    /** Optional (a family house has neither), absent when not given. */
    floor: { type: String, trim: true },
    apartmentNo: { type: String, trim: true },
    intercom: { type: String, trim: true },
    otherInstructions: { type: String, trim: true },
    street: { type: String, required: true, trim: true },
    city: { type: String, trim: true },
    zip: { type: String, trim: true },
    /** From the places autocomplete (or the demo gazetteer); the delivery-zone check uses them. */
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    selected: { type: Boolean, required: true, default: false },
    /** street + building + apartment, folded (case, accents, spaces): the same address twice is a 409. */
    dedupeKey: { type: String, required: true },
  },
  { collection: 'addresses', timestamps: true, toJSON: jsonOptions() },
);

addressSchema.index({ userId: 1, createdAt: -1 }); // a customer's address list, newest first
addressSchema.index({ userId: 1, dedupeKey: 1 }, { unique: true }); // no duplicate, even under concurrent adds
// At most one selected address per customer, even under concurrent selects (the original allowed two).
addressSchema.index({ userId: 1, selected: 1 }, { unique: true, partialFilterExpression: { selected: true } });

export type AddressRecord = InferSchemaType<typeof addressSchema>;
export const AddressModel = model('Address', addressSchema);
