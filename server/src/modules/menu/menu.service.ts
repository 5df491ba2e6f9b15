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
 * Menu reads. Plain data in, plain DTOs out, so a caching layer (pre-serialised bodies with ETags,
 * invalidated when the menu changes) can wrap these functions without touching the router.
 */
export function createMenuService() {
  return {
    /** Available items of a category, in menu (seed) order. */
    async listAvailableByCategory(category: Category): Promise<MenuItem[]> {
      const items = await MenuItemModel.find({ category, isAvailable: true }).sort({ sortOrder: 1 }).lean<MenuItemRecord[]>();
      return items.map(toMenuItemDto);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
