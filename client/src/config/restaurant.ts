import { RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';

/**
 * Contact facts shown in the shop's chrome, from the seeded restaurant profile in @pizza/shared.
 * Static for now because no endpoint exposes the profile yet; when one does, read it with a
 * query hook instead.
 */
export const RESTAURANT = {
  name: RESTAURANT_PROFILE_DEFAULTS.name,
  phoneDisplay: RESTAURANT_PROFILE_DEFAULTS.phone,
  /** 'tel:+36301234567': dialers want the number without spaces. */
  phoneHref: `tel:${RESTAURANT_PROFILE_DEFAULTS.phone.replace(/\s+/g, '')}`,
} as const;
