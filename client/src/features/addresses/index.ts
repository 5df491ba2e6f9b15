/**
 * The addresses feature's public face: the address page's content (saved addresses and the 'Add New
 * Address' form) and the selected-address read that checkout needs. Everything else under
 * features/addresses is internal (ESLint import zones enforce it); the Google Places code inside
 * loads lazily, only when the server has a key.
 */
export { AddressBook } from './components/address-book';
export { getSelectedAddress, selectedAddressQueryKey, useSelectedAddress } from './api/get-selected-address';
