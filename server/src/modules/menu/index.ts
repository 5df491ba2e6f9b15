import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { MenuEditor } from './editor/menu-editor';
import type { MenuAvailabilityService } from './menu-availability';
import type { Catalogue } from './menu-catalogue';
import { menuEditorRoutes, menuRoutes } from './menu-editor.routes';
import { extrasRoutes, menuItemRoutes } from './menu.routes';

export { type CatalogueSync, createCatalogueSync } from './catalogue-sync';
export type { MenuPhotoLookup, OrderedMenuEntries } from './editor/editor-context';
export { createMenuEditor, type MenuEditor } from './editor/menu-editor';
export { createMenuAvailability, type MenuAvailabilityService } from './menu-availability';
export { type ExtraPrice, type ItemPrice, type MenuPrices, soldOutAt } from './menu.service';
export { type Catalogue, createMenuCatalogue, type MenuPriceSource, menuPrices } from './menu-catalogue';
export { PLACEHOLDER_IMAGE } from './menu-images';
export { seedMenu } from './menu.seed';

/**
 * The whole menu (/api/menu), menu items (/api/menuItem), their add-ons (/api/extras) and the
 * menu editor (/api/admin/menu): one catalogue, one snapshot, one invalidation. It is built now:
 * the app is created after the database is connected and seeded.
 */
export function menuFeature({
  catalogue,
  menuAvailability,
  menuEditor,
  guard,
}: {
  catalogue: Catalogue;
  menuAvailability: MenuAvailabilityService;
  menuEditor: MenuEditor;
  guard: AuthGuard;
}): Feature {
  catalogue.rebuild();
  const deps = { catalogue, availability: menuAvailability };
  return mountTables(
    [menuRoutes(deps), menuItemRoutes(deps), extrasRoutes(deps), menuEditorRoutes({ editor: menuEditor })],
    accessGuards(guard),
  );
}
