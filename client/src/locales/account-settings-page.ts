/** The strings of the account settings page (/account), added when it loads (see order-pages.ts). en and hu keep the same keys. */
import en from './en/account-settings.json';
import hu from './hu/account-settings.json';

export const accountSettingsResources = { en, hu } as const;
