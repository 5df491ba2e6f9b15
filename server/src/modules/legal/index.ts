/** The legal pages: imprint, terms and privacy notice, kept as versions, and the customers' acceptance (docs/product/legal.md). */
import type { Clock } from '../../lib/clock';
import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { legalAccountRoutes, legalAdminRoutes, legalPublicRoutes } from './legal.routes';

export { acceptedNow } from './legal-acceptance';
export { placeholderDocuments, seedLegal } from './legal.seed';
export { placeholderWarning } from './placeholder-warning';

/**
 * A saved version carries both languages of up to LEGAL_TEXT_MAX_LENGTH characters each, more
 * than the app's usual body limit: the app parses this path's bodies with this limit instead
 * (2 × 100,000 characters of up to 3 bytes in UTF-8, with room for JSON's escapes).
 */
export const LEGAL_SAVE_BODY = { path: '/api/admin/legal', limit: '1mb' } as const;

/** /api/legal (public), /api/admin/legal (owner) and /api/account/legal-acceptance (customer). */
export function legalFeature({ guard, clock }: { guard: AuthGuard; clock: Clock }): Feature {
  return mountTables([legalPublicRoutes(), legalAdminRoutes({ clock }), legalAccountRoutes({ clock })], accessGuards(guard));
}
