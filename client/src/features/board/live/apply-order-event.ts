import { isFinalStatus, ORDER_LIST_DEFAULT_LIMIT, type Order, type OrderEvent, type OrderStatus } from '@pizza/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import { withOrderEvent } from '../../../lib/order-channel';
import { writeLiveChange } from '../../../lib/query-cache';
import { restaurantStatusQueryKey } from '../../restaurant';
import { boardKeys } from '../api/board-keys';
import type { FinishedTab } from '../api/get-finished-orders';

/** The finished tab an order with this status belongs to (none while it is active). */
export function finishedTabOf(status: OrderStatus): FinishedTab | undefined {
  if (status === 'CANCELLED') return 'cancelled';
  return isFinalStatus(status) ? 'delivered' : undefined;
}

export interface ActiveListChange {
  orders: Order[];
  /** The order as it left the active list for a finished tab, if it did. */
  finished?: Order;
  /** The event is about an order the list does not have (a new order): it needs the server's copy. */
  refetch: boolean;
}

/**
 * The Placed tab after an event. An event carries only a summary, so a new order is fetched; a
 * status change updates the card in place, or takes it off the tab once the order is finished.
 */
export function activeAfterEvent(orders: Order[], event: OrderEvent): ActiveListChange {
  const index = orders.findIndex((order) => order.orderId === event.orderId);
  const current = orders[index];
  if (!current) return { orders, refetch: event.type === 'order-created' || !isFinalStatus(event.order.status) };
  const updated = withOrderEvent(current, event);
  // A released order moves to the active orders at once; its escalation deadlines (set at release) come with the server's copy.
  const released = event.type === 'order-released' && updated !== current;
  if (updated === current) return { orders, refetch: event.type === 'order-released' };
  if (isFinalStatus(updated.status)) return { orders: orders.filter((order) => order !== current), finished: updated, refetch: false };
  return { orders: orders.map((order) => (order === current ? updated : order)), refetch: released };
}

/**
 * A finished tab's loaded pages (newest placed first, as the server pages them) with an order
 * that just finished: inserted where it belongs, or left out when it belongs to a page not loaded
 * yet ('Show older orders' brings it). The same pages come back when nothing changed.
 */
export function pagesWithFinishedOrder(pages: Order[][], order: Order, pageSize = ORDER_LIST_DEFAULT_LIMIT): Order[][] {
  if (pages.some((page) => page.some((entry) => entry.orderId === order.orderId))) return pages;
  const placed = Date.parse(order.createdAt);
  const replace = (index: number, page: Order[]) => pages.map((entry, at) => (at === index ? page : entry));
  for (const [index, page] of pages.entries()) {
    const at = page.findIndex((entry) => Date.parse(entry.createdAt) < placed);
    if (at !== -1) return replace(index, [...page.slice(0, at), order, ...page.slice(at)]);
  }
  const last = pages.at(-1);
  if (!last) return [[order]];
  // Older than everything loaded: it goes last only if nothing older exists on the server.
  return last.length < pageSize ? replace(pages.length - 1, [...last, order]) : pages;
}

/**
 * Puts one live order event into the board's queries: the card moves at once (no refetch for a
 * status change the cache can apply); a new order refetches the Placed tab immediately, and the
 * new-order alert then rings from that fresh list exactly as after a poll.
 */
export function applyOrderEventToBoard(queryClient: QueryClient, event: OrderEvent): void {
  const active = queryClient.getQueryData<Order[]>(boardKeys.active());
  const change = active ? activeAfterEvent(active, event) : undefined;
  if (change) writeLiveChange<Order[]>(queryClient, boardKeys.active(), () => change.orders);
  if (change?.refetch) void queryClient.invalidateQueries({ queryKey: boardKeys.active(), exact: true });

  const tab = event.type === 'status-changed' ? finishedTabOf(event.order.status) : undefined;
  if (!tab) return;
  const key = boardKeys.finished(tab);
  const finished = change?.finished;
  if (finished) {
    writeLiveChange<InfiniteData<Order[], unknown>>(queryClient, key, (data) => {
      const pages = pagesWithFinishedOrder(data.pages, finished);
      return pages === data.pages ? data : { ...data, pages };
    });
  } else if (
    !queryClient.getQueryData<InfiniteData<Order[], unknown>>(key)?.pages.some((page) => page.some((o) => o.orderId === event.orderId))
  ) {
    // Finished elsewhere before this board had it: the tab needs the server's copy.
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** After a gap the channel could not fill: every board list, and the shop's status, is refetched. */
export async function refetchBoard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    queryClient.invalidateQueries({ queryKey: restaurantStatusQueryKey }),
  ]);
}
