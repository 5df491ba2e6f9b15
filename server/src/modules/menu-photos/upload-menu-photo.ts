import { MENU_ADMIN_MESSAGES, MENU_PHOTO_MAX_BYTES, type StoredMenuPhoto } from '@pizza/shared';
import type { Types } from 'mongoose';

import { AppError } from '../../lib/errors';
import { MenuPhotoModel } from './menu-photo.model';
import { deletePhotoFiles, writePhotoFile } from './photo-files';
import { encodeVariants, normalisePhoto } from './process-photo';
import { readMenuPhoto } from './read-menu-photo';

export const photoTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', MENU_ADMIN_MESSAGES.photoTooLarge);

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * Stores an uploaded photo (docs/product/menu.md#photos): checked by its content, decoded once,
 * every width in AVIF and WebP written to GridFS, then the `menu_photos` document. The id is the
 * hash of the normalised pixels, so the same picture uploaded again is answered with the photo
 * already stored, nothing new written. Two uploads of one picture at once both write their files;
 * the document's unique `_id` lets one win and the other removes its files and answers the winner's.
 * No audit entry: a photo changes nothing a customer sees until a dish or category save attaches it.
 */
export async function uploadMenuPhoto(input: Buffer, by: { id: string }, now: Date): Promise<StoredMenuPhoto> {
  if (input.length > MENU_PHOTO_MAX_BYTES) throw photoTooLarge();
  const photo = await normalisePhoto(input);
  const existing = await readMenuPhoto(photo.id);
  if (existing) return existing;
  const variants = await encodeVariants(photo);
  const fileIds: Types.ObjectId[] = [];
  try {
    for (const variant of variants) {
      fileIds.push(await writePhotoFile(`${photo.id}/${variant.width}.${variant.format}`, `image/${variant.format}`, variant.data));
    }
    await MenuPhotoModel.create({
      _id: photo.id,
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
      bytes: input.length,
      variants: variants.map((variant, i) => ({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        fileId: fileIds[i],
        bytes: variant.data.length,
      })),
      createdAt: now,
      createdBy: by.id,
    });
  } catch (err) {
    await deletePhotoFiles(fileIds);
    if (!isDuplicateKey(err)) throw err;
    const stored = await readMenuPhoto(photo.id);
    if (!stored) throw err;
    return stored;
  }
  return { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths };
}
