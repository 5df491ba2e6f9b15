import { MENU_ADMIN_MESSAGES } from '@pizza/shared';

import { conflict } from '../../../lib/errors';
import type { AuditActor } from '../../audit';
import { ExtraModel } from '../extras.model';
import { commitMenuChange, type MenuEditorDeps } from './editor-context';
import { sameEntries } from './reorder-dishes';

/** `PUT /api/admin/menu/extras/order`: every add-on (not archived) in its new order, as the item window lists them. */
export function reorderExtras(deps: MenuEditorDeps) {
  return (actor: AuditActor, ids: string[]): Promise<void> =>
    commitMenuChange(deps, actor, async (session) => {
      const current = await ExtraModel.find({ archived: { $ne: true } }, { _id: 1 }, { session })
        .sort({ sortOrder: 1, _id: 1 })
        .lean<Array<{ _id: string }>>();
      const before = current.map((extra) => extra._id);
      if (!sameEntries(ids, before)) throw conflict(MENU_ADMIN_MESSAGES.reorderMismatch);
      await ExtraModel.bulkWrite(
        ids.map((id, index) => ({ updateOne: { filter: { _id: id }, update: { $set: { sortOrder: index } } } })),
        { session },
      );
      return {
        result: undefined,
        change: { kind: 'extra', action: 'reordered', ids },
        subject: 'extras',
        before: { order: before },
        after: { order: ids },
      };
    });
}
