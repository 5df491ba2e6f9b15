import { createDish } from './create-dish';
import { deleteDish } from './delete-dish';
import { deleteExtra } from './delete-extra';
import type { MenuEditorDeps } from './editor-context';
import { readAdminMenu } from './read-admin-menu';
import { reorderCategories } from './reorder-categories';
import { reorderDishes } from './reorder-dishes';
import { reorderExtras } from './reorder-extras';
import { restoreDish } from './restore-dish';
import { saveCategory } from './save-category';
import { createExtra, updateExtra } from './save-extra';
import { updateDish } from './update-dish';

/** The menu editor's use cases (docs/product/menu.md#the-menu-editor), one file each, built once by the composition root. */
export function createMenuEditor(deps: MenuEditorDeps) {
  return {
    readAdminMenu: readAdminMenu(deps),
    createDish: createDish(deps),
    updateDish: updateDish(deps),
    deleteDish: deleteDish(deps),
    restoreDish: restoreDish(deps),
    reorderDishes: reorderDishes(deps),
    createExtra: createExtra(deps),
    updateExtra: updateExtra(deps),
    deleteExtra: deleteExtra(deps),
    reorderExtras: reorderExtras(deps),
    saveCategory: saveCategory(deps),
    reorderCategories: reorderCategories(deps),
  };
}

export type MenuEditor = ReturnType<typeof createMenuEditor>;
