import type { AdminDish, DishInput } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { AuditActor } from '../../audit';
import { menuImageUrl } from '../menu-images';
import { MenuItemModel } from '../menu.model';
import {
  auditedDish,
  checkExtrasExist,
  checkNameFree,
  currentDish,
  endOfCategory,
  sharedFields,
  sizeSortOrder,
  toAdminDish,
} from './dish-records';
import { commitMenuChange, type MenuEditorDeps, newId, photoOf } from './editor-context';

/** A size's item id: `<dishId>_M`, or a fresh one when that id was used before (docs/product/menu.md#dishes-and-sizes). */
export async function newSizeItemId(dishId: string, size: string, session: ClientSession): Promise<string> {
  const preferred = `${dishId}_${size[0]}`;
  const used = await MenuItemModel.exists({ _id: preferred }).session(session);
  return used ? newId(`${dishId}_${size[0]}`) : preferred;
}

/** `POST /api/admin/menu/dishes`: a new dish at the end of its category, one menu item per size. */
export function createDish(deps: MenuEditorDeps) {
  return (actor: AuditActor, input: DishInput): Promise<AdminDish> =>
    commitMenuChange(deps, actor, async (session) => {
      await checkNameFree(input.name, undefined, session);
      await checkExtrasExist(input.extraIds, session);
      const photo = await photoOf(deps, 'photoId', input.photoId, session);
      const dishId = newId('DISH');
      const base = await endOfCategory(input.category, session);
      const shared = sharedFields(input, photo);
      const docs = [];
      for (const { size, price } of input.sizes) {
        docs.push({
          _id: await newSizeItemId(dishId, size, session),
          ...shared,
          size,
          price,
          dishId,
          dishVersion: 0,
          imageUrl: menuImageUrl(input),
          sortOrder: sizeSortOrder(base, size),
        });
      }
      await MenuItemModel.insertMany(docs, { session });
      const dish = toAdminDish((await currentDish(dishId, session)).sizes, false);
      return {
        result: dish,
        change: { kind: 'dish', action: 'created', ids: [dishId], name: dish.name },
        subject: dishId,
        after: auditedDish(dish),
      };
    });
}
