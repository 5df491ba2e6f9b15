import type { GeoPoint } from '@pizza/shared';

import type { Logger } from '../../lib/logger';
import { locateStreet } from './gazetteer/search';

/** Places a free-text street (the original client sends no coordinates). */
export interface Geocoder {
  locate(street: string): Promise<GeoPoint | undefined>;
}

/** The bundled demo street list only (embedded mode, tests). */
export const gazetteerGeocoder: Geocoder = {
  locate: (street) => Promise.resolve(locateStreet(street)),
};

const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const GEOCODE_TIMEOUT_MS = 5000;

interface GeocodeAnswer {
  status?: string;
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
}

/**
 * Google's Geocoding API (GOOGLE_MAPS_API_KEY), restricted to Hungary, after the demo list: a street
 * the list knows is placed without a paid call. Any failure is "cannot place" (the customer is asked
 * to choose from the suggestions), never a 500.
 */
export function googleGeocoder(apiKey: string, logger: Logger, fetchFn: typeof fetch = fetch): Geocoder {
  return {
    async locate(street) {
      const known = locateStreet(street);
      if (known) return known;
      const url = `${GEOCODE_URL}?${new URLSearchParams({ address: street, components: 'country:HU', region: 'hu', key: apiKey })}`;
      try {
        const res = await fetchFn(url, { signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS) });
        const answer = (await res.json()) as GeocodeAnswer;
        const location = answer.status === 'OK' ? answer.results?.[0]?.geometry?.location : undefined;
        if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return undefined;
        return { latitude: location.lat, longitude: location.lng };
      } catch (err) {
        logger.warn({ err }, 'Google geocoding failed');
        return undefined;
      }
    },
  };
}
