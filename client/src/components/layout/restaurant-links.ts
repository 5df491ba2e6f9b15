import { RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';

/** '+36 30 123 4567' → '36301234567': chat apps want the bare international number. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function whatsAppUrl(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
}

/** Viber wants the leading + encoded. */
export function viberUrl(phone: string): string {
  return `viber://chat?number=%2B${phoneDigits(phone)}`;
}

/** Directions to the restaurant in Google Maps (opens the app on phones). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

const { phone, latitude, longitude } = RESTAURANT_PROFILE_DEFAULTS;

export const RESTAURANT_LINKS = {
  whatsApp: whatsAppUrl(phone),
  viber: viberUrl(phone),
  directions: directionsUrl(latitude, longitude),
} as const;
