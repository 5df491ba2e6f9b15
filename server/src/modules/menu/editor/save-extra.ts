import { type AdminExtra, type ExtraInput, type ExtraUpdate, sortAllergens } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { AuditActor } from '../../audit';
import { ExtraModel } from '../extras.model';
import { changedFields, checkVersion, commitMenuChange, type MenuEditorDeps, newId } from './editor-context';
import { auditedExtra, dishesOffering, offerOn, storedExtra, toAdminExtra } from './extra-records';

const fields = (input: ExtraInput) => ({
  name: input.name,
  translations: { hu: { name: input.translations.hu.name } },
  price: input.price,
  allergens: sortAllergens(input.allergens),
});

async function adminExtra(deps: MenuEditorDeps, id: string, session: ClientSession): Promise<AdminExtra> {
  const extra = await storedExtra(id, session);
  const { extraIds } = await deps.orders.orderedMenuEntries({ itemIds: [], extraIds: [id] }, session);
  return toAdminExtra(extra, (await dishesOffering(session)).get(id) ?? [], extraIds.size > 0);
}

/** `POST /api/admin/menu/extras`: a new add-on at the end of the list, offered on `dishIds`. */
export function createExtra(deps: MenuEditorDeps) {
  return (actor: AuditActor, input: ExtraInput): Promise<AdminExtra> =>
    commitMenuChange(deps, actor, async (session) => {
      const id = newId('EXT');
      const last = await ExtraModel.findOne({}, { sortOrder: 1 }, { session }).sort({ sortOrder: -1 }).lean<{ sortOrder: number }>();
      await ExtraModel.create([{ _id: id, ...fields(input), sortOrder: (last?.sortOrder ?? -1) + 1, version: 0 }], { session });
      await offerOn(id, input.dishIds, session);
      const extra = await adminExtra(deps, id, session);
      return {
        result: extra,
        change: { kind: 'extra', action: 'created', ids: [id], name: extra.name },
        subject: id,
        after: auditedExtra(extra),
      };
    });
}

/** `PUT /api/admin/menu/extras/{id}`: the add-on as the editor shows it, made from `version`. */
export function updateExtra(deps: MenuEditorDeps) {
  return (actor: AuditActor, id: string, input: ExtraUpdate): Promise<AdminExtra> =>
    commitMenuChange(deps, actor, async (session) => {
      const before = await adminExtra(deps, id, session);
      checkVersion(before.version, input.version);
      await ExtraModel.updateOne({ _id: id }, { $set: { ...fields(input), version: input.version + 1 } }, { session });
      await offerOn(id, input.dishIds, session);
      const after = await adminExtra(deps, id, session);
      return {
        result: after,
        change: { kind: 'extra', action: 'updated', ids: [id], name: after.name },
        subject: id,
        ...changedFields(auditedExtra(before), auditedExtra(after)),
      };
    });
}
