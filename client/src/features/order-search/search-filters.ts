import { budapestDay, ORDER_TYPES, type OrderStatus, type OrderType, SEARCHABLE_STATUSES } from '@pizza/shared';

/**
 * The order search's filters as the page address keeps them (docs/product/board.md#order-search),
 * so Back and a reload show the same search: what was typed, whole days of the restaurant's
 * calendar (YYYY-MM-DD, Budapest), a status, a service and the page.
 *
 * The days default to the last 30; an address that names a day as empty (`from=`) asks for no
 * bound on that side, so "every order ever" is a search one can keep too.
 */
export interface OrderSearchFilters {
  q?: string;
  from?: string;
  to?: string;
  status?: OrderStatus;
  service?: OrderType;
  page: number;
}

/** How many days the search covers unless the address says otherwise (today included). */
export const DEFAULT_SEARCH_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Budapest day `days` calendar days before `day` (noon UTC keeps clock changes out of it). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The last DEFAULT_SEARCH_DAYS days of the restaurant's calendar, `now`'s day included. */
export function defaultDays(now: Date): { from: string; to: string } {
  const to = budapestDay(now);
  return { from: daysBefore(to, DEFAULT_SEARCH_DAYS - 1), to };
}

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (SEARCHABLE_STATUSES as readonly string[]).includes(value);
const isService = (value: string | null): value is OrderType => value !== null && (ORDER_TYPES as readonly string[]).includes(value);

/** The filters a page address holds; anything malformed is left out rather than sent. */
export function filtersFromSearch(search: URLSearchParams, now: Date): OrderSearchFilters {
  const defaults = defaultDays(now);
  const filters: OrderSearchFilters = { page: 1 };
  const q = search.get('q')?.trim();
  if (q) filters.q = q;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day === null) filters[key] = defaults[key];
    else if (DAY.test(day)) filters[key] = day;
  }
  const status = search.get('status');
  if (isStatus(status)) filters.status = status;
  const service = search.get('service');
  if (isService(service)) filters.service = service;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The page address's query for these filters: days always (empty for no bound), page only past the first. */
export function searchFromFilters(filters: OrderSearchFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  search.set('from', filters.from ?? '');
  search.set('to', filters.to ?? '');
  if (filters.status) search.set('status', filters.status);
  if (filters.service) search.set('service', filters.service);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The query of GET /api/admin/orders/search (shared orderSearchQuerySchema): the filters as they are. */
export function searchRequestQuery(filters: OrderSearchFilters): Record<string, string | number | undefined> {
  return {
    q: filters.q,
    from: filters.from,
    to: filters.to,
    status: filters.status,
    service: filters.service,
    page: filters.page,
  };
}
