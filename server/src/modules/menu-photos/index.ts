/** Menu photos: uploaded in the menu editor, stored in the database, served to everyone (docs/product/menu.md#photos). */
import type { Clock } from '../../lib/clock';
import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { servePhotoRoutes, uploadPhotoRoutes } from './menu-photos.routes';
import { createVariantCache } from './variant-cache';

export { readMenuPhoto } from './read-menu-photo';

/** What one instance keeps of the pictures it served (they never change; a miss reads the database). */
const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;

export function menuPhotosFeature({ guard, clock }: { guard: AuthGuard; clock: Clock }): Feature {
  const cache = createVariantCache(VARIANT_CACHE_BYTES);
  return mountTables([uploadPhotoRoutes({ clock }), servePhotoRoutes({ cache })], accessGuards(guard));
}
