/**
 * The strings of the legal pages and the owner's editor, added by their route pages when they
 * load (see order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/legal.json';
import hu from './hu/legal.json';

export const legalPagesResources = { en, hu } as const;
