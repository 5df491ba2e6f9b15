import type { DeleteOutcome } from '@pizza/shared';

import type { AuditActor } from '../../audit';
import { ExtraModel } from '../extras.model';
import { RemovedEntryModel, removedKey } from '../removed-entries.model';
import { checkVersion, commitMenuChange, type MenuEditorDeps } from './editor-context';
import { auditedExtra, dishesOffering, storedExtra, toAdminExtra, withdrawFrom } from './extra-records';

/**
 * `DELETE /api/admin/menu/extras/{id}?version=`: off every dish; archived when placed orders name
 * it (their lines keep showing it), else deleted (docs/product/menu.md#add-ons).
 */
export function deleteExtra(deps: MenuEditorDeps) {
  return (actor: AuditActor, id: string, version: number): Promise<DeleteOutcome> =>
    commitMenuChange(deps, actor, async (session, now) => {
      const extra = await storedExtra(id, session);
      checkVersion(extra.version, version);
      const { extraIds } = await deps.orders.orderedMenuEntries({ itemIds: [], extraIds: [id] }, session);
      const ordered = extraIds.size > 0;
      const before = auditedExtra(toAdminExtra(extra, (await dishesOffering(session)).get(id) ?? [], ordered));
      await withdrawFrom(id, [], session);
      if (ordered) {
        await ExtraModel.updateOne({ _id: id }, { $set: { archived: true, version: version + 1 } }, { session });
      } else {
        await ExtraModel.deleteOne({ _id: id }, { session });
        await RemovedEntryModel.updateOne({ _id: removedKey('extra', id) }, { $set: { at: now } }, { upsert: true, session });
      }
      const outcome = ordered ? 'archived' : 'deleted';
      return {
        result: { outcome },
        change: { kind: 'extra', action: outcome, ids: [id], name: extra.name },
        subject: id,
        before,
        after: ordered ? { archived: true, dishIds: [] } : null,
      };
    });
}
