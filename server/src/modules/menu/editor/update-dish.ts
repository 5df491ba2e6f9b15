import { type AdminDish, type DishUpdate, type Size } from '@pizza/shared';

import type { AuditActor } from '../../audit';
import { MenuItemModel } from '../menu.model';
import { RemovedEntryModel, removedKey } from '../removed-entries.model';
import { newSizeItemId } from './create-dish';
import {
  auditedDish,
  checkExtrasExist,
  checkNameFree,
  currentDish,
  endOfCategory,
  isOrdered,
  sharedFields,
  sizeSortOrder,
  toAdminDish,
} from './dish-records';
import { changedFields, checkVersion, commitMenuChange, type MenuEditorDeps, photoOf } from './editor-context';

/**
 * `PUT /api/admin/menu/dishes/{dishId}`: the whole dish as the editor shows it, made from `version`.
 * A size added gets a new item id; a size removed is archived when placed orders name it, else
 * deleted; a price changed is named in the event so carts holding that size are re-priced
 * (docs/product/menu.md#prices-change-honestly).
 */
export function updateDish(deps: MenuEditorDeps) {
  return (actor: AuditActor, dishId: string, input: DishUpdate): Promise<AdminDish> =>
    commitMenuChange(deps, actor, async (session, now) => {
      const { sizes: stored } = await currentDish(dishId, session);
      checkVersion(stored[0]!.dishVersion, input.version);
      const before = toAdminDish(stored, await isOrdered(deps, stored, session));
      await checkNameFree(input.name, dishId, session);
      await checkExtrasExist(input.extraIds, session);
      const photo = await photoOf(deps, 'photoId', input.photoId, session);
      const moved = input.category !== before.category;
      const base = moved ? await endOfCategory(input.category, session) : Math.floor(Math.min(...stored.map((item) => item.sortOrder)));
      const shared = sharedFields(input, photo);
      const version = input.version + 1;
      const repriced: string[] = [];
      for (const { size, price } of input.sizes) {
        const existing = stored.find((item) => item.size === size);
        const set = { ...shared, price, dishVersion: version, sortOrder: sizeSortOrder(base, size as Size) };
        if (existing) {
          if (existing.price !== price) repriced.push(existing._id);
          await MenuItemModel.updateOne({ _id: existing._id }, { $set: set, ...(photo ? {} : { $unset: { photo: 1 } }) }, { session });
        } else {
          await MenuItemModel.create(
            [{ _id: await newSizeItemId(dishId, size, session), ...set, size, dishId, imageUrl: stored[0]!.imageUrl }],
            { session },
          );
        }
      }
      const removed = stored.filter((item) => !input.sizes.some((entry) => entry.size === item.size));
      for (const item of removed) {
        if (await isOrdered(deps, [item], session)) {
          await MenuItemModel.updateOne(
            { _id: item._id },
            { $set: { archived: true, sizeRemoved: true, dishVersion: version } },
            { session },
          );
        } else {
          await MenuItemModel.deleteOne({ _id: item._id }, { session });
          await RemovedEntryModel.updateOne({ _id: removedKey('item', item._id) }, { $set: { at: now } }, { upsert: true, session });
        }
      }
      const { sizes } = await currentDish(dishId, session);
      const after = toAdminDish(sizes, await isOrdered(deps, sizes, session));
      const audit = changedFields(auditedDish(before), auditedDish(after));
      return {
        result: after,
        change: {
          kind: 'dish',
          action: 'updated',
          ids: [dishId],
          name: after.name,
          ...(repriced.length > 0 ? { repricedItemIds: repriced } : {}),
        },
        subject: dishId,
        ...audit,
      };
    });
}
