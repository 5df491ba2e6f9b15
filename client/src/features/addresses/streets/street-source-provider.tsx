import { lazy, type ReactNode, Suspense } from 'react';

import { useClientConfig } from '../../../lib/client-config';
import { createDemoStreetSource } from './demo-street-source';
import { StreetSourceContext, type StreetSourceState } from './street-source';

const GooglePlacesProvider = lazy(() => import('./google-places-provider').then((module) => ({ default: module.GooglePlacesProvider })));

const DEMO: StreetSourceState = { source: createDemoStreetSource(), unavailable: false };

/**
 * Picks the street source from the run-time config: Google's Places autocomplete when the server
 * has a Maps key, else the demo street list. `fallback` shows while that is being decided.
 */
export function StreetSourceProvider({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const config = useClientConfig();
  if (config.isPending) return fallback;
  const apiKey = config.data?.googleMapsApiKey;
  // Without a config (it failed to load) the demo list still works: the server serves it regardless.
  if (!apiKey) return <StreetSourceContext value={DEMO}>{children}</StreetSourceContext>;
  return (
    <Suspense fallback={fallback}>
      <GooglePlacesProvider apiKey={apiKey}>{children}</GooglePlacesProvider>
    </Suspense>
  );
}
