import { useQuery } from '@tanstack/react-query';

import type { StreetSource, StreetSuggestion } from '../streets/street-source';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Fewer letters than this match half the city: no search yet. */
export const MIN_QUERY_LENGTH = 2;

export type SuggestionsStatus = 'idle' | 'searching' | 'failed' | 'done';

export interface StreetSuggestions {
  status: SuggestionsStatus;
  /** Only the answer to what is typed now; empty while a newer search runs. */
  suggestions: StreetSuggestion[];
}

const EMPTY: StreetSuggestion[] = [];

/**
 * Suggestions for `text` from `source`, debounced. Each query is its own cache entry, so a query
 * that is replaced before it answers loses its observer and TanStack Query aborts its request.
 */
export function useStreetSuggestions(source: StreetSource | null, text: string, active: boolean): StreetSuggestions {
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const wanted = active && typed.length >= MIN_QUERY_LENGTH;
  const settled = wanted && query === typed && source !== null;
  const result = useQuery({
    queryKey: ['street-suggestions', source?.id, query],
    queryFn: ({ signal }) => (source as StreetSource).search(query, signal),
    enabled: settled,
    staleTime: 5 * 60_000,
  });

  if (!wanted) return { status: 'idle', suggestions: EMPTY };
  if (!settled || result.isPending) return { status: 'searching', suggestions: EMPTY };
  if (result.isError) return { status: 'failed', suggestions: EMPTY };
  return { status: 'done', suggestions: result.data };
}
