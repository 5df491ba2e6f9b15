/**
 * The strings of the sign-up, login, password reset and staff pages (`admin` is also the board's
 * top bar), added by those route pages when they load (see order-pages.ts). en and hu keep the
 * same keys (locales.test.ts).
 */
import en from './en/accounts.json';
import hu from './hu/accounts.json';

export const accountPagesResources = { en, hu } as const;
