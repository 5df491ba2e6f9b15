import type { MessageTable } from './table';

/** The menu, sold out, and the cart. */
export const MENU_CART_HU: MessageTable = {
  'Menu item not found: {id}': 'A termék nem található: {id}',
  'Extra not found: {id}': 'A feltét nem található: {id}',
  'Cart item not found: {id}': 'A kosár tétele nem található: {id}',
  'This item is not available right now': 'Ez a termék most nem kapható',
  'One or more extra items not found': 'Egy vagy több feltét nem található',
  'You can only read your own cart': 'Csak a saját kosarát tekintheti meg',
  'Your cart is being changed elsewhere; please try again': 'A kosara épp máshol módosul; kérjük, próbálja újra',
  'Item added to cart successfully': 'A terméket a kosárba tettük',
  'Cart item updated successfully': 'A kosár tételét módosítottuk',
  'quantity is required': 'A mennyiség (quantity) megadása kötelező',
  'At most {max} of one item per order line': 'Egy tételből legfeljebb {max} darab rendelhető',
  'A cart holds at most {max} different lines': 'A kosárban legfeljebb {max} különböző tétel lehet',
  'Each extra can be chosen only once': 'Minden feltét csak egyszer választható',
  'At most {max} extras per item': 'Termékenként legfeljebb {max} feltét választható',
  '{item} is sold out right now. Please choose something else.': 'A(z) {item} most elfogyott. Kérjük, válasszon mást.',
  '{extra} is not offered with {item}': '{extra} nem kérhető ehhez: {item}',
  // Prices change honestly: one sentence per re-priced cart line.
  'The {item} now costs {after} instead of {before}.': '{item}: mostantól {after}, eddig {before}.',
  // Sold out today (staff).
  'until must be in the future': 'Az until időpontnak a jövőben kell lennie',
  '{item} does not come in {sizes}': 'A(z) {item} nem kapható ebben a méretben: {sizes}',
  'soldOut must be true or false': 'A soldOut értéke true vagy false lehet',
  'Each size can be named only once': 'Minden méret csak egyszer szerepelhet',
  'sizes must name at least one size (leave it out for every size)':
    'A sizes mezőben legalább egy méretet adjon meg (minden mérethez hagyja el)',
  'until is only for soldOut: true': 'Az until csak soldOut: true mellett adható meg',
};
