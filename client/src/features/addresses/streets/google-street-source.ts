/// <reference types="google.maps" />
import { DELIVERY_RADIUS_M, type GeoPoint, RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';

import type { ChosenStreet, StreetSource, StreetSuggestion } from './street-source';

type PlacesLibrary = Pick<google.maps.PlacesLibrary, 'AutocompleteSuggestion' | 'AutocompleteSessionToken'>;

/** Asks the server whether a point is inside the delivery zone (it alone decides). */
export type ZoneCheck = (place: GeoPoint & { street: string }) => Promise<boolean>;

/** Results lean towards the delivery zone around the restaurant; Hungary only. */
const AROUND_THE_RESTAURANT: google.maps.CircleLiteral = {
  center: { lat: RESTAURANT_PROFILE_DEFAULTS.latitude, lng: RESTAURANT_PROFILE_DEFAULTS.longitude },
  radius: DELIVERY_RADIUS_M,
};

const PLACE_FIELDS = ['location', 'formattedAddress', 'addressComponents'];

function componentOf(place: google.maps.places.Place, type: string): string | undefined {
  return place.addressComponents?.find((component) => component.types.includes(type))?.longText ?? undefined;
}

function abortError(): DOMException {
  return new DOMException('A newer search replaced this one', 'AbortError');
}

/**
 * Google's new Places autocomplete. Predictions are kept by place id so choosing one can fetch its
 * location, city and zip; one session token spans the typing and the final fetchFields (Google
 * bills that as one session), and a new one starts after each choice.
 */
export function createGoogleStreetSource(places: PlacesLibrary, isInZone: ZoneCheck): StreetSource {
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  let sessionToken = new places.AutocompleteSessionToken();

  return {
    id: 'google',
    async search(input, signal) {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: ['hu'],
        locationBias: AROUND_THE_RESTAURANT,
        sessionToken,
      });
      // Google's call cannot be cancelled; a stale answer is dropped here instead.
      if (signal.aborted) throw abortError();
      return suggestions.flatMap(({ placePrediction: prediction }): StreetSuggestion[] => {
        if (!prediction) return [];
        predictions.set(prediction.placeId, prediction);
        const street = prediction.mainText?.text ?? prediction.text.text;
        return [{ id: prediction.placeId, street, area: prediction.secondaryText?.text ?? '' }];
      });
    },
    async resolve(suggestion): Promise<ChosenStreet> {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) throw new Error(`Unknown place ${suggestion.id}`);
      const { place } = await prediction.toPlace().fetchFields({ fields: PLACE_FIELDS });
      sessionToken = new places.AutocompleteSessionToken();
      if (!place.location) throw new Error(`Google has no location for ${suggestion.id}`);
      const route = componentOf(place, 'route');
      const street = route ? [route, componentOf(place, 'street_number')].filter(Boolean).join(' ') : suggestion.street;
      const point = { latitude: place.location.lat(), longitude: place.location.lng() };
      return {
        street,
        city: componentOf(place, 'locality') ?? componentOf(place, 'postal_town'),
        zip: componentOf(place, 'postal_code'),
        ...point,
        inZone: await isInZone({ street, ...point }),
      };
    },
  };
}
