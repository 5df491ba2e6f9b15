/**
 * The menu editor's public face: the content of /admin/menu (docs/product/menu.md#the-screen).
 * Everything else under features/menu-editor is internal (ESLint import zones).
 */
export { MenuEditor } from './components/menu-editor';
