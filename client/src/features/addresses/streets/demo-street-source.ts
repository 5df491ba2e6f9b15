import type { AddressSuggestion } from '@pizza/shared';

import { suggestStreets } from '../api/suggest-streets';
import type { ChosenStreet, StreetSource } from './street-source';

const areaOf = ({ zip, city }: Pick<AddressSuggestion, 'zip' | 'city'>) => [zip, city].filter(Boolean).join(' ');

/**
 * Without a Google key: the server's demo street list (`/api/address/suggest`). Its answers already
 * carry coordinates and the zone, so choosing one needs no further call.
 */
export function createDemoStreetSource(): StreetSource {
  const known = new Map<string, ChosenStreet>();
  return {
    id: 'demo',
    async search(query, signal) {
      const streets = await suggestStreets(query, signal);
      return streets.map(({ street, city, zip, latitude, longitude, inZone }) => {
        const id = `${street}|${zip}|${city}`;
        known.set(id, { street, city, zip, latitude, longitude, inZone });
        return { id, street, area: areaOf({ zip, city }), inZone };
      });
    },
    async resolve(suggestion) {
      const chosen = known.get(suggestion.id);
      if (!chosen) throw new Error(`Unknown street suggestion ${suggestion.id}`);
      return chosen;
    },
  };
}
