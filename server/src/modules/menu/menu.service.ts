import type { Category, MenuItem } from '@pizza/shared';

import { MenuItemModel, type MenuItemRecord } from './menu.model';

export function toMenuItemDto(item: MenuItemRecord): MenuItem {
  return {
    id: item._id,
    name: item.name,
    description: item.description,
    price: item.price,
    category: item.category as Category,
    size: item.size as MenuItem['size'],
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
  };
}

/**
 * Every item, available or not, in menu (seed) order: the source the catalogue pre-serialises.
 * Reads by category, id or name happen on the catalogue, never per request on the database.
 */
export async function listMenuItems(): Promise<MenuItem[]> {
  const items = await MenuItemModel.find().sort({ sortOrder: 1 }).lean<MenuItemRecord[]>();
  return items.map(toMenuItemDto);
}
