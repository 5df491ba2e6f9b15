/**
 * The strings of the promo codes page (/admin/promos), added by its route page when it loads (see
 * order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/promos.json';
import hu from './hu/promos.json';

export const promosPageResources = { en, hu } as const;
