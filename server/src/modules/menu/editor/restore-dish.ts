import { type AdminDish, MENU_ADMIN_MESSAGES, type Size } from '@pizza/shared';

import { conflict } from '../../../lib/errors';
import type { AuditActor } from '../../audit';
import { MenuItemModel } from '../menu.model';
import { checkNameFree, currentDish, endOfCategory, isOrdered, sizeSortOrder, toAdminDish } from './dish-records';
import { commitMenuChange, type MenuEditorDeps } from './editor-context';

/** `POST /api/admin/menu/dishes/{dishId}/restore`: an archived dish back on the menu as it was (visible or hidden), at the end of its category. */
export function restoreDish(deps: MenuEditorDeps) {
  return (actor: AuditActor, dishId: string): Promise<AdminDish> =>
    commitMenuChange(deps, actor, async (session) => {
      const { sizes } = await currentDish(dishId, session);
      const first = sizes[0]!;
      if (!first.archived) throw conflict(MENU_ADMIN_MESSAGES.versionConflict);
      await checkNameFree(first.name, dishId, session);
      const base = await endOfCategory(first.category as AdminDish['category'], session);
      const version = (first.dishVersion ?? 0) + 1;
      for (const item of sizes) {
        await MenuItemModel.updateOne(
          { _id: item._id },
          { $set: { archived: false, dishVersion: version, sortOrder: sizeSortOrder(base, item.size as Size) } },
          { session },
        );
      }
      const restored = toAdminDish((await currentDish(dishId, session)).sizes, await isOrdered(deps, sizes, session));
      return {
        result: restored,
        change: { kind: 'dish', action: 'restored', ids: [dishId], name: restored.name },
        subject: dishId,
        before: { archived: true },
        after: { archived: false },
      };
    });
}
