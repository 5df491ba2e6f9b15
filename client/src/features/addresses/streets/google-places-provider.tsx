import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isInDeliveryZone } from '../api/validate-address';
import { createGoogleStreetSource } from './google-street-source';
import { StreetSourceContext } from './street-source';

function PlacesStreetSource({ unavailable, children }: { unavailable: boolean; children: ReactNode }) {
  const places = useMapsLibrary('places');
  const value = useMemo(
    () => ({ source: places ? createGoogleStreetSource(places, (place) => isInDeliveryZone(place)) : null, unavailable }),
    [places, unavailable],
  );
  return <StreetSourceContext value={value}>{children}</StreetSourceContext>;
}

/**
 * Loads the Maps JavaScript API with the key from the run-time config and offers Google's Places
 * autocomplete as the street source. Lazy-loaded: only the address page with a key pays for it.
 */
export function GooglePlacesProvider({ apiKey, children }: { apiKey: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  // The script loads once per page load; a later language switch must not ask for a second one.
  const [language] = useState(() => i18n.language);
  const [failed, setFailed] = useState(false);
  return (
    <APIProvider
      apiKey={apiKey}
      language={language}
      region="HU"
      onError={(error) => {
        console.warn('The Google Maps JavaScript API failed to load', error);
        setFailed(true);
      }}
    >
      <PlacesStreetSource unavailable={failed}>{children}</PlacesStreetSource>
    </APIProvider>
  );
}
