import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/** A cart line; its `_id` is the cartItemId of the API. Prices are never stored: they are read live. */
const cartItemSchema = new Schema(
  {
    menuItemId: { type: String, required: true },
    extraIds: { type: [String], default: [] },
    instructions: { type: String },
    quantity: { type: Number, required: true, min: 1 },
    /**
     * Item, SET of extras and instructions in one comparable value (see lineKey), so "is there
     * already such a line?" is a plain equality inside an atomic update filter.
     */
    mergeKey: { type: String, required: true },
  },
  { toJSON: jsonOptions() },
);

/** One cart per user, enforced by the unique index so concurrent first adds cannot create two. */
const cartSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    items: { type: [cartItemSchema], default: [] },
    /**
     * Advanced by every change of the lines, so placing an order can empty exactly the cart it
     * priced (a change in another tab in between makes that update miss instead of being lost).
     */
    revision: { type: Number, default: 0 },
    /**
     * By line (its mergeKey): the unit price (item + its add-ons) the customer last saw, set when the
     * line is added, when its quantity changes and when a checkout quote shows it; a read whose current
     * unit price differs lists the change (docs/product/menu.md#prices-change-honestly). A line without
     * one (from before) counts as seen. Beside the lines, not in them, so one update can set it next
     * to a line's quantity without writing two paths of the `items` array.
     */
    seenUnitPrices: { type: Map, of: Number },
  },
  { collection: 'carts', timestamps: true, toJSON: jsonOptions() },
);

cartSchema.index({ userId: 1 }, { unique: true });

export type CartRecord = InferSchemaType<typeof cartSchema>;
export type CartLineRecord = InferSchemaType<typeof cartItemSchema>;
export const CartModel = model('Cart', cartSchema);
