/**
 * The strings of checkout, My Orders and the order page, in the same `translation` namespace as
 * translation.json (keys read as usual: t('checkout.title')). Kept in their own files so they
 * travel with those pages' code instead of the home page's first download; the route pages add
 * them with `addTranslations` when they load. en and hu keep the same keys (locales.test.ts).
 */
import en from './en/orders.json';
import hu from './hu/orders.json';

export const orderPagesResources = { en, hu } as const;
