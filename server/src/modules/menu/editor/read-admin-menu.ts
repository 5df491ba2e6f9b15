import type { AdminDish, AdminMenu, Category } from '@pizza/shared';

import { MenuCategoryModel } from '../category.model';
import { ExtraModel } from '../extras.model';
import { MenuItemModel } from '../menu.model';
import { type SizeRecord, toAdminDish } from './dish-records';
import type { MenuEditorDeps } from './editor-context';
import { dishesOffering, type ExtraDoc, toAdminExtra } from './extra-records';
import { toAdminCategory } from './save-category';

/**
 * `GET /api/admin/menu`: everything the editor shows, read from the database (not the customers'
 * catalogue): categories in the customer's order, dishes by category in menu order with archived
 * ones after the rest, every add-on.
 */
export function readAdminMenu(deps: MenuEditorDeps) {
  return async (): Promise<AdminMenu> =>
    deps.events.transaction(async (session) => {
      const categories = await MenuCategoryModel.find({}, null, { session }).sort({ sortOrder: 1, _id: 1 }).lean();
      const items = await MenuItemModel.find({}, null, { session }).sort({ sortOrder: 1, _id: 1 }).lean<SizeRecord[]>();
      const extras = await ExtraModel.find({}, null, { session }).sort({ sortOrder: 1, _id: 1 }).lean<ExtraDoc[]>();
      const ordered = await deps.orders.orderedMenuEntries(
        { itemIds: items.map((item) => item._id), extraIds: extras.map((extra) => extra._id) },
        session,
      );
      const dishes = new Map<string, SizeRecord[]>();
      for (const item of items) {
        const dishId = item.dishId ?? item._id;
        dishes.set(dishId, [...(dishes.get(dishId) ?? []), item]);
      }
      const rank = new Map(categories.map((category, index) => [category._id as Category, index]));
      const adminDishes: AdminDish[] = [...dishes.values()].flatMap((all) => {
        const sizes = all.filter((item) => !item.sizeRemoved);
        if (sizes.length === 0) return [];
        return [
          toAdminDish(
            sizes,
            all.some((item) => ordered.itemIds.has(item._id)),
          ),
        ];
      });
      // Stable: menu order within a category is kept from the sorted read.
      adminDishes.sort((a, b) => Number(a.archived) - Number(b.archived) || (rank.get(a.category) ?? 0) - (rank.get(b.category) ?? 0));
      const offering = await dishesOffering(session);
      return {
        categories: categories.map((category) => toAdminCategory(category as Parameters<typeof toAdminCategory>[0])),
        dishes: adminDishes,
        extras: extras.map((extra) => toAdminExtra(extra, offering.get(extra._id) ?? [], ordered.extraIds.has(extra._id))),
      };
    });
}
