import type { DeleteOutcome } from '@pizza/shared';

import type { AuditActor } from '../../audit';
import { MenuItemModel } from '../menu.model';
import { RemovedEntryModel, removedKey } from '../removed-entries.model';
import { auditedDish, currentDish, isOrdered, toAdminDish } from './dish-records';
import { checkVersion, commitMenuChange, type MenuEditorDeps } from './editor-context';

/**
 * `DELETE /api/admin/menu/dishes/{dishId}?version=`: a dish any placed order names is archived (off
 * the menu, still readable by id for its old orders, restorable); any other is deleted for good
 * (docs/product/menu.md#dishes-and-sizes).
 */
export function deleteDish(deps: MenuEditorDeps) {
  return (actor: AuditActor, dishId: string, version: number): Promise<DeleteOutcome> =>
    commitMenuChange(deps, actor, async (session, now) => {
      const { all, sizes } = await currentDish(dishId, session);
      checkVersion(sizes[0]!.dishVersion, version);
      const ordered = await isOrdered(deps, all, session);
      const before = auditedDish(toAdminDish(sizes, ordered));
      if (ordered) {
        await MenuItemModel.updateMany({ dishId }, { $set: { archived: true, dishVersion: version + 1 } }, { session });
      } else {
        await MenuItemModel.deleteMany({ dishId }, { session });
        await RemovedEntryModel.bulkWrite(
          all.map((item) => ({
            updateOne: { filter: { _id: removedKey('item', item._id) }, update: { $set: { at: now } }, upsert: true },
          })),
          { session },
        );
      }
      const outcome = ordered ? 'archived' : 'deleted';
      return {
        result: { outcome },
        change: { kind: 'dish', action: outcome, ids: [dishId], name: before.name },
        subject: dishId,
        before,
        after: ordered ? { archived: true } : null,
      };
    });
}
