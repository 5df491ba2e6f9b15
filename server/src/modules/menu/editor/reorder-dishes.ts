import { type Category, MENU_ADMIN_MESSAGES, type Size } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { conflict } from '../../../lib/errors';
import type { AuditActor } from '../../audit';
import { MenuItemModel } from '../menu.model';
import { sizeSortOrder } from './dish-records';
import { commitMenuChange, type MenuEditorDeps } from './editor-context';

/** The dishes (not archived) of a category in menu order: their ids. */
export async function dishOrderOf(category: Category, session: ClientSession): Promise<string[]> {
  const items = await MenuItemModel.find({ category, archived: { $ne: true } }, { dishId: 1 }, { session })
    .sort({ sortOrder: 1, _id: 1 })
    .lean<Array<{ _id: string; dishId?: string }>>();
  return [...new Set(items.map((item) => item.dishId ?? item._id))];
}

/** True when `ids` names every entry of `current` exactly once. */
export const sameEntries = (ids: readonly string[], current: readonly string[]) =>
  ids.length === current.length && new Set(ids).size === ids.length && current.every((id) => ids.includes(id));

/**
 * `PUT /api/admin/menu/categories/{category}/dishes/order`: every dish of the category (not
 * archived) in its new order; a list that misses, adds or repeats one is 409 reorderMismatch.
 */
export function reorderDishes(deps: MenuEditorDeps) {
  return (actor: AuditActor, category: Category, ids: string[]): Promise<void> =>
    commitMenuChange(deps, actor, async (session) => {
      const before = await dishOrderOf(category, session);
      if (!sameEntries(ids, before)) throw conflict(MENU_ADMIN_MESSAGES.reorderMismatch);
      const items = await MenuItemModel.find({ category, archived: { $ne: true } }, { dishId: 1, size: 1 }, { session }).lean<
        Array<{ _id: string; dishId?: string; size: Size }>
      >();
      await MenuItemModel.bulkWrite(
        items.map((item) => ({
          updateOne: {
            filter: { _id: item._id },
            update: { $set: { sortOrder: sizeSortOrder(ids.indexOf(item.dishId ?? item._id), item.size) } },
          },
        })),
        { session },
      );
      return {
        result: undefined,
        change: { kind: 'dish', action: 'reordered', ids },
        subject: category,
        before: { order: before },
        after: { order: ids },
      };
    });
}
