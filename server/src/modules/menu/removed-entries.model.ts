import { model, Schema } from 'mongoose';

/**
 * Ids of seed dishes, sizes and add-ons staff deleted in the menu editor: the seed runs on every
 * start and inserts what is missing, so without this a deleted demo dish would come back
 * (docs/product/menu.md#the-menu-editor).
 */
const removedEntrySchema = new Schema(
  {
    /** `item:<id>` or `extra:<id>`. */
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'menu_removed', versionKey: false },
);

export const RemovedEntryModel = model('MenuRemovedEntry', removedEntrySchema);

export const removedKey = (kind: 'item' | 'extra', id: string) => `${kind}:${id}`;
