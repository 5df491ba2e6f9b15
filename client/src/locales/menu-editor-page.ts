/**
 * The strings of the menu editor (/admin/menu), added by its route page when it loads (see
 * order-pages.ts). en and hu keep the same keys (locales.test.ts).
 */
import en from './en/menu-editor.json';
import hu from './hu/menu-editor.json';

export const menuEditorPageResources = { en, hu } as const;
