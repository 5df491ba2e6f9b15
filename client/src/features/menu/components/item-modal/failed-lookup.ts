import type { UseQueryResult } from '@tanstack/react-query';

type LookupState = Pick<UseQueryResult, 'isError' | 'isPending' | 'isFetching' | 'errorUpdateCount'>;

/**
 * Whether a lookup failed, counting its retry: TanStack puts a query without data back to
 * 'pending' while it is fetched again, so the failure message would vanish under the click.
 * Kept instead, with its Retry disabled (`retrying`) until the answer comes.
 */
export function failedLookup(query: LookupState): { failed: boolean; retrying: boolean } {
  const retrying = query.isFetching && (query.isError || (query.isPending && query.errorUpdateCount > 0));
  return { failed: query.isError || retrying, retrying };
}
