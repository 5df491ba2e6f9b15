/**
 * The strings of the order search (/admin/orders), added by its route page when it loads (see
 * order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/order-search.json';
import hu from './hu/order-search.json';

export const orderSearchPageResources = { en, hu } as const;
