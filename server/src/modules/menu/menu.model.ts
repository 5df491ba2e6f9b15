import { CATEGORIES, SIZES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/** One size of one product; `_id` is the seed id (PIZ_001) so carts and orders can refer to it stably. */
const menuItemSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    price: { type: Number, required: true, min: 0 },
    category: { type: String, required: true, enum: CATEGORIES },
    size: { type: String, required: true, enum: SIZES },
    imageUrl: { type: String, required: true },
    isAvailable: { type: Boolean, required: true, default: true },
    /** Sold out until then (staff); absent or past: orderable. */
    soldOutUntil: { type: Date },
    /** The dish in Hungarian; English stays in name and description. */
    translations: {
      type: new Schema({ hu: { type: new Schema({ name: String, description: String }, { _id: false }) } }, { _id: false }),
    },
    /** Menu order within a category, as in the seed file. */
    sortOrder: { type: Number, required: true },
    /** The dish (product) this size belongs to (docs/product/menu.md#dishes-and-sizes); absent on items from before the editor: its own id. */
    dishId: { type: String },
    /** Annex II allergen keys of the dish (shared/src/allergens.ts), the same on every size. */
    allergens: { type: [String], default: undefined },
    dietTags: { type: [String], default: undefined },
    /** The add-ons the dish offers, in order. */
    extraIds: { type: [String], default: undefined },
    /** An uploaded photo (the menu-photos module stores the pictures). */
    photo: { type: new Schema({ id: String, width: Number, height: Number, widths: [Number] }, { _id: false }) },
    /** Archived: off the menu for good, kept because placed orders name it. */
    archived: { type: Boolean },
    /** A size staff removed from its dish, kept (archived) because placed orders name it: restoring the dish leaves it out. */
    sizeRemoved: { type: Boolean },
    /** The dish's version, the same on every size: a save names the version it was made from. */
    dishVersion: { type: Number },
  },
  { collection: 'menu_items', timestamps: true, toJSON: jsonOptions() },
);

menuItemSchema.index({ category: 1, sortOrder: 1 }); // category pages, in menu order
menuItemSchema.index({ name: 1, size: 1 }); // the item modal's size toggle
menuItemSchema.index({ dishId: 1 }); // the menu editor's dish: its sizes

export type MenuItemRecord = InferSchemaType<typeof menuItemSchema>;
export const MenuItemModel = model('MenuItem', menuItemSchema);
