import { CATEGORIES } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

import { jsonOptions } from '../../lib/mongoose-json';

/**
 * One of the five customer sections (SPEC's categories stay; docs/product/menu.md#the-menu-editor):
 * its name in both languages, its place in the customer's order and its banner are the restaurant's.
 */
const menuCategorySchema = new Schema(
  {
    _id: { type: String, required: true, enum: CATEGORIES },
    name: { type: String, required: true, trim: true },
    translations: { type: new Schema({ hu: { type: new Schema({ name: String }, { _id: false }) } }, { _id: false }) },
    sortOrder: { type: Number, required: true },
    /** An uploaded banner (the menu-photos module stores the pictures); absent: the demo artwork. */
    banner: { type: new Schema({ id: String, width: Number, height: Number, widths: [Number] }, { _id: false }) },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'menu_categories', timestamps: true, toJSON: jsonOptions() },
);

export type MenuCategoryRecord = InferSchemaType<typeof menuCategorySchema>;
export const MenuCategoryModel = model('MenuCategory', menuCategorySchema);
