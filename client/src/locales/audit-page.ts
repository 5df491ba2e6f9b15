/**
 * The strings of the audit log (its page, and the History of an order on the board), added by the
 * route pages that show them when they load (see order-pages.ts). en and hu keep the same keys
 * (locales.test.ts).
 */
import en from './en/audit.json';
import hu from './hu/audit.json';

export const auditPageResources = { en, hu } as const;
