import type { MessageTable } from './table';

/**
 * Staff devices getting web push, and customer account preferences (the push and mail
 * branches use these sentences; written here ahead of their merge).
 */
export const STAFF_DEVICES_HU: MessageTable = {
  'Account not found': 'A fiók nem található',
  'You already have {count} devices getting pushes; remove one on the Settings tab first':
    'Már {count} eszköze kap értesítéseket; előbb távolítson el egyet a Beállítás lapon',
  'Push subscription not found': 'Az értesítési feliratkozás nem található',
  'This device belongs to another staff member': 'Ez az eszköz egy másik munkatársé',
  'The endpoint must be a full https:// URL': 'A végpont teljes https:// URL legyen',
  'The endpoint URL is too long': 'A végpont URL-je túl hosszú',
  'The subscription needs an endpoint URL': 'A feliratkozáshoz meg kell adni a végpont URL-jét',
  'keys.p256dh must be a P-256 public key (65 bytes)': 'A keys.p256dh egy P-256 nyilvános kulcs legyen (65 bájt)',
  'keys.p256dh must be base64url': 'A keys.p256dh base64url kódolású legyen',
  'The subscription needs keys.p256dh': 'A feliratkozáshoz meg kell adni a keys.p256dh értéket',
  'keys.auth must be a 16-byte secret': 'A keys.auth egy 16 bájtos titok legyen',
  'keys.auth must be base64url': 'A keys.auth base64url kódolású legyen',
  'The subscription needs keys.auth': 'A feliratkozáshoz meg kell adni a keys.auth értéket',
  '{host} is not a known push service: the shop only sends pushes to the push services of browsers':
    'A(z) {host} nem ismert értesítési szolgáltatás: a webáruház csak a böngészők értesítési szolgáltatásainak küld értesítést',
  'The subscription needs keys { p256dh, auth }': 'A feliratkozáshoz meg kell adni a keys { p256dh, auth } értékeket',
};
