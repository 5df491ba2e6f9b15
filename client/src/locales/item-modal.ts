/** The item modal's strings, added when its code loads (see order-pages.ts). en and hu keep the same keys. */
import en from './en/item-modal.json';
import hu from './hu/item-modal.json';

export const itemModalResources = { en, hu } as const;
