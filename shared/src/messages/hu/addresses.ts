import type { MessageTable } from './table';

/** The customer's addresses and the delivery zone. */
export const ADDRESSES_HU: MessageTable = {
  'This address is outside our {km} km delivery zone.': 'Ez a cím kívül esik a(z) {km} km-es kiszállítási körzetünkön.',
  'Please choose the street from the suggestions': 'Kérjük, válassza ki az utcát a javaslatok közül',
  'Address already exists for the current user.': 'Ez a cím már szerepel a címei között.',
  'Address not found': 'A cím nem található',
  'No address selected': 'Nincs kiválasztott cím',
  'You can keep at most {max} addresses. Delete one you no longer use, then add the new one.':
    'Legfeljebb {max} címet tárolhat. Töröljön egyet, amelyet már nem használ, majd adja hozzá az újat.',
  'Address saved successfully.': 'A címet elmentettük.',
  'Address set as selected successfully': 'A címet kiválasztottuk',
  'Address deleted successfully.': 'A címet töröltük.',
  'Building name is required': 'Az épület megadása kötelező',
  'Street is required': 'Az utca megadása kötelező',
  'Type a street name': 'Írjon be egy utcanevet',
};
