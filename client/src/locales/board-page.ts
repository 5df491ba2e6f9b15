/**
 * The strings of the staff board, added by their route pages when they load
 * (see order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/board.json';
import hu from './hu/board.json';

export const boardPageResources = { en, hu } as const;
