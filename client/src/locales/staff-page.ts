/**
 * The strings of the staff page and the invitation's join page, added by their route pages when
 * they load (see order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/staff.json';
import hu from './hu/staff.json';

export const staffPageResources = { en, hu } as const;
