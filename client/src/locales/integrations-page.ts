/**
 * The strings of the staff integrations page, added by its route page when it loads
 * (see order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/integrations.json';
import hu from './hu/integrations.json';

export const integrationsPageResources = { en, hu } as const;
