import type { StoredMenuPhoto } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { MenuPhotoModel } from './menu-photo.model';

/**
 * What a dish or a category keeps of an uploaded photo, or undefined when no photo has this id
 * (the menu editor refuses to attach it: docs/product/menu.md#photos). Inside the editor's
 * transaction when it passes its session.
 */
export async function readMenuPhoto(id: string, session?: ClientSession): Promise<StoredMenuPhoto | undefined> {
  const found = await MenuPhotoModel.findById(id, { width: 1, height: 1, widths: 1 })
    .session(session ?? null)
    .lean();
  return found ? { id: found._id, width: found.width, height: found.height, widths: [...found.widths] } : undefined;
}
