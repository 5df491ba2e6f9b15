/**
 * The strings of the address page, added by their route pages when they load
 * (see order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/address.json';
import hu from './hu/address.json';

export const addressPageResources = { en, hu } as const;
