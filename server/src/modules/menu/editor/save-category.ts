import { type AdminCategory, type Category, type CategoryInput, menuPhotoOf, type StoredMenuPhoto } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { notFound } from '../../../lib/errors';
import type { AuditActor } from '../../audit';
import { MenuCategoryModel, type MenuCategoryRecord } from '../category.model';
import { changedFields, checkVersion, commitMenuChange, type MenuEditorDeps, photoOf } from './editor-context';

type CategoryDoc = MenuCategoryRecord & { _id: string };

export function toAdminCategory(category: CategoryDoc): AdminCategory {
  return {
    id: category._id as Category,
    name: category.name,
    translations: { hu: { name: category.translations?.hu?.name ?? '' } },
    ...(category.banner?.id ? { banner: menuPhotoOf(category.banner as StoredMenuPhoto) } : {}),
    version: category.version ?? 0,
  };
}

async function storedCategory(id: Category, session: ClientSession): Promise<CategoryDoc> {
  const category = await MenuCategoryModel.findById(id, null, { session }).lean<CategoryDoc>();
  // The five are seeded on every start; a missing one is a database someone emptied by hand.
  if (!category) throw notFound('Category not found');
  return category;
}

const audited = (category: AdminCategory) => ({
  name: category.name,
  translations: category.translations,
  bannerPhotoId: category.banner?.id ?? null,
});

/** `PUT /api/admin/menu/categories/{category}`: its names in both languages and its banner, made from `version`. */
export function saveCategory(deps: MenuEditorDeps) {
  return (actor: AuditActor, id: Category, input: CategoryInput): Promise<AdminCategory> =>
    commitMenuChange(deps, actor, async (session) => {
      const before = toAdminCategory(await storedCategory(id, session));
      checkVersion(before.version, input.version);
      const banner = await photoOf(deps, 'bannerPhotoId', input.bannerPhotoId, session);
      await MenuCategoryModel.updateOne(
        { _id: id },
        {
          $set: {
            name: input.name,
            translations: { hu: { name: input.translations.hu.name } },
            version: input.version + 1,
            ...(banner ? { banner: { id: banner.id, width: banner.width, height: banner.height, widths: banner.widths } } : {}),
          },
          ...(banner ? {} : { $unset: { banner: 1 } }),
        },
        { session },
      );
      const after = toAdminCategory(await storedCategory(id, session));
      return {
        result: after,
        change: { kind: 'category', action: 'updated', ids: [id], name: after.name },
        subject: id,
        ...changedFields(audited(before), audited(after)),
      };
    });
}
