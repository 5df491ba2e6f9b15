/**
 * The strings of the sales reports (/admin/reports), added by its route page when it loads (see
 * order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/reports.json';
import hu from './hu/reports.json';

export const reportsPageResources = { en, hu } as const;
