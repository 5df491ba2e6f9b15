import { createContext, useContext } from 'react';

/** One street in the suggestion list, as the list shows it. */
export interface StreetSuggestion {
  /** Unique within one source (the option's key). */
  id: string;
  /** The street as it is saved, e.g. 'Piac utca'. */
  street: string;
  /** The second line of the option: zip and city, e.g. '4025 Debrecen'. */
  area: string;
  /** false when the street is known to lie outside the delivery zone before choosing; undefined when only resolving tells. */
  inZone?: boolean;
}

/** A chosen street with what an address needs: coordinates (the server checks the zone with them), city and zip. */
export interface ChosenStreet {
  street: string;
  city?: string;
  zip?: string;
  latitude: number;
  longitude: number;
  inZone: boolean;
}

/**
 * Where street suggestions come from: the shop's demo street list (no Google key) or Google's
 * Places autocomplete. The combobox only ever talks to this interface.
 */
export interface StreetSource {
  /** Names the source in query keys, so one source's answers never show for another. */
  readonly id: string;
  /** Suggestions for what was typed; `signal` aborts when a newer query replaces this one. */
  search(query: string, signal: AbortSignal): Promise<StreetSuggestion[]>;
  /** Coordinates, city, zip and zone of a suggestion this source returned. */
  resolve(suggestion: StreetSuggestion): Promise<ChosenStreet>;
}

/** The source the address form's combobox uses; `source` is null while Google's library loads. */
export interface StreetSourceState {
  source: StreetSource | null;
  /** The maps script failed to load: there is nothing to search with. */
  unavailable: boolean;
}

export const StreetSourceContext = createContext<StreetSourceState>({ source: null, unavailable: false });

export function useStreetSource(): StreetSourceState {
  return useContext(StreetSourceContext);
}
