import type { AddressSuggestion } from '@pizza/shared';

import { api } from '../../../lib/api';

/** GET /api/address/suggest?q= (public): up to 8 streets of the bundled demo list, each marked in or out of the zone. */
export function suggestStreets(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api.get<AddressSuggestion[]>('/api/address/suggest', { query: { q: query }, signal, token: null });
}
