import { MENU_PHOTO_FORMATS } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/** One stored picture of a photo: a width in a format, kept as a GridFS file (photo-files.ts). */
const variantSchema = new Schema(
  {
    width: { type: Number, required: true },
    /** Of this picture (the aspect ratio of the photo, rounded). */
    height: { type: Number, required: true },
    format: { type: String, required: true, enum: MENU_PHOTO_FORMATS },
    fileId: { type: Schema.Types.ObjectId, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * An uploaded menu photo (docs/product/menu.md#photos). `_id` is the content hash of the
 * normalised picture, so the same picture uploaded twice is one document. Written once, after
 * every variant is in GridFS, and never changed: the document is what makes a photo exist.
 */
const menuPhotoSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Of the largest variant. */
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    /** The widths stored, ascending. */
    widths: { type: [Number], required: true },
    /** Size of the upload as received. */
    bytes: { type: Number, required: true },
    variants: { type: [variantSchema], required: true },
    createdAt: { type: Date, required: true },
    /** The staff member's user id. */
    createdBy: { type: String, required: true },
  },
  { collection: 'menu_photos', versionKey: false },
);

export type MenuPhotoRecord = InferSchemaType<typeof menuPhotoSchema>;
export const MenuPhotoModel = model('MenuPhoto', menuPhotoSchema);
