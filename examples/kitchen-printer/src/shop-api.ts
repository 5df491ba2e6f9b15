import type { EventsPage, Order } from './types';

/** What the printer asks the shop over HTTP, with its integrator key. */
export interface ShopApi {
  /** The order an event names, or undefined if the shop does not know it (404). */
  order(orderId: string): Promise<Order | undefined>;
  /** Up to `limit` events after `after`, oldest first (GET /api/events). */
  eventsAfter(after: number, limit: number): Promise<EventsPage>;
}

/** A failed call worth trying again later (network down, the shop restarting, 5xx, 429). */
export class RetryableError extends Error {}

const TIMEOUT_MS = 15_000;

export function createShopApi(baseUrl: string, apiKey: string): ShopApi {
  async function get<T>(path: string, notFoundIsEmpty = false): Promise<T | undefined> {
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), { headers: { 'X-API-Key': apiKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new RetryableError(`GET ${path} failed: ${(err as Error).message}`);
    }
    if (res.ok) return (await res.json()) as T;
    if (res.status === 404 && notFoundIsEmpty) return undefined;
    const text = await res.text().catch(() => '');
    const message = `GET ${path} answered ${res.status} ${text.slice(0, 200)}`;
    // 401/403/400 will not heal by waiting: the key was revoked or the request is wrong.
    if (res.status >= 500 || res.status === 429 || res.status === 408) throw new RetryableError(message);
    throw new Error(message);
  }

  return {
    order: (orderId) => get<Order>(`/api/orders/${encodeURIComponent(orderId)}`, true),
    eventsAfter: async (after, limit) => (await get<EventsPage>(`/api/events?after=${after}&limit=${limit}`))!,
  };
}
