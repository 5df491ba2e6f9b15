/** The side menu's strings, added when its code loads (see order-pages.ts). en and hu keep the same keys. */
import en from './en/side-menu.json';
import hu from './hu/side-menu.json';

export const sideMenuResources = { en, hu } as const;
