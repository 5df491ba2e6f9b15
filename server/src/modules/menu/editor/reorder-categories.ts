import type { Category } from '@pizza/shared';

import type { AuditActor } from '../../audit';
import { MenuCategoryModel } from '../category.model';
import { commitMenuChange, type MenuEditorDeps } from './editor-context';

/** `PUT /api/admin/menu/categories/order`: the five sections in the customer's new order (the schema checks all five, once each). */
export function reorderCategories(deps: MenuEditorDeps) {
  return (actor: AuditActor, ids: Category[]): Promise<void> =>
    commitMenuChange(deps, actor, async (session) => {
      const current = await MenuCategoryModel.find({}, { _id: 1 }, { session })
        .sort({ sortOrder: 1, _id: 1 })
        .lean<Array<{ _id: string }>>();
      await MenuCategoryModel.bulkWrite(
        ids.map((id, index) => ({ updateOne: { filter: { _id: id }, update: { $set: { sortOrder: index } } } })),
        { session },
      );
      return {
        result: undefined,
        change: { kind: 'category', action: 'reordered', ids },
        subject: 'categories',
        before: { order: current.map((category) => category._id) },
        after: { order: ids },
      };
    });
}
