import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes a change that just happened on the server (a live event) into one cached query. A fetch
 * of that query already under way may have been answered before the change and would put the
 * old state back when it lands, so it is replaced by a fresh fetch; that includes a first load
 * that has no data yet.
 */
export function writeLiveChange<T>(queryClient: QueryClient, queryKey: QueryKey, update: (data: T) => T): void {
  const before = queryClient.getQueryData<T>(queryKey);
  const after = before === undefined ? before : update(before);
  if (after !== before) queryClient.setQueryData<T>(queryKey, after);
  const changed = after !== before || before === undefined;
  if (changed && queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
