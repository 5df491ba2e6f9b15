/**
 * The strings of the courier's deliveries page, added by its route page when it loads (see
 * order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/deliveries.json';
import hu from './hu/deliveries.json';

export const deliveriesPageResources = { en, hu } as const;
