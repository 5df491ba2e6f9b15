import type { Category, Extra, MenuItem } from '@pizza/shared';

import { ExtraModel, type ExtraRecord } from './extras.model';
import { MenuItemModel, type MenuItemRecord } from './menu.model';

/*
 * The catalogue's source. Reads by category, id or name happen on the pre-serialised catalogue,
 * never per request on the database.
 */

export function toMenuItemDto(item: MenuItemRecord): MenuItem {
  const hu = item.translations?.hu;
  return {
    id: item._id,
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category as Category,
    size: item.size as MenuItem['size'],
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    // Only a real translation is served: mongoose may hand back an empty sub-document.
    ...(hu?.name ? { translations: { hu: { name: hu.name, description: hu.description ?? '' } } } : {}),
  };
}

function toExtraDto(extra: ExtraRecord & { _id: string }): Extra {
  const hu = extra.translations?.hu;
  return { id: extra._id, name: extra.name, price: extra.price, ...(hu?.name ? { translations: { hu: { name: hu.name } } } : {}) };
}

/** Every item, available or not, in menu (seed) order. */
export async function listMenuItems(): Promise<MenuItem[]> {
  const items = await MenuItemModel.find().sort({ sortOrder: 1 }).lean<MenuItemRecord[]>();
  return items.map(toMenuItemDto);
}

/** Every add-on in menu (seed) order. */
export async function listExtras(): Promise<Extra[]> {
  const extras = await ExtraModel.find().sort({ sortOrder: 1 }).lean<Array<ExtraRecord & { _id: string }>>();
  return extras.map(toExtraDto);
}
