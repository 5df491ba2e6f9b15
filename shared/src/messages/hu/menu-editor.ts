import type { MessageTable } from './table';

/** The menu editor (docs/product/menu.md#the-menu-editor): its checks and answers. */
export const MENU_EDITOR_HU: MessageTable = {
  'Someone else saved this meanwhile. Reload it to see their change, then make yours again.':
    'Közben valaki más mentette ezt. Töltse be újra, nézze meg a változtatását, majd végezze el újra a sajátját.',
  'A dish comes in Regular only, or in Medium (and Large).': 'Egy étel vagy csak Normál, vagy Közepes (és Nagy) méretben kapható.',
  'Another dish already has this name. Choose a different one.': 'Egy másik étel már ezt a nevet viseli. Válasszon másikat.',
  'Dish not found': 'Az étel nem található',
  'Add-on not found': 'A feltét nem található',
  'Category not found': 'A kategória nem található',
  'The list to reorder must name every entry exactly once. Reload and try again.':
    'A sorrendben minden elemnek pontosan egyszer kell szerepelnie. Töltse be újra, és próbálja újra.',
  'The price is a whole number of forints.': 'Az ár egész forintösszeg.',
  'The price is at least {min} Ft.': 'Az ár legalább {min} Ft.',
  'The price is at most 1 000 000 Ft.': 'Az ár legfeljebb 1 000 000 Ft.',
  'A dish has at least one size': 'Egy ételnek legalább egy mérete van',
  // `Each ${what} can be named only once`: the words it is filled with are translated on their own.
  'Each {what} can be named only once': 'Minden {what} csak egyszer szerepelhet',
  allergen: 'allergén',
  'diet tag': 'étrendi címke',
  'add-on': 'feltét',
  dish: 'étel',
  entry: 'elem',
  'extraIds names an add-on that does not exist: {ids}': 'Az extraIds nem létező feltételt nevez meg: {ids}',
  'dishIds names a dish that does not exist: {ids}': 'A dishIds nem létező ételt nevez meg: {ids}',
};
