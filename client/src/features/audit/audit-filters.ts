import { AUDIT_ACTIONS, type AuditAction, budapestInstant } from '@pizza/shared';

/**
 * The audit page's filters as the URL keeps them (docs/product/screens.md#audit-log), so a link
 * to "who cancelled #0042" can be shared: who, what, the order number as typed, and whole days
 * (YYYY-MM-DD, the restaurant's calendar).
 */
export interface AuditFilters {
  actorId?: string;
  action?: AuditAction;
  orderNumber?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What the server accepts as an order number: 42, 0042 or #0042. */
export const ORDER_NUMBER = /^#?\d{1,9}$/;

const isAction = (value: string | null): value is AuditAction => value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The filters a page address holds; anything malformed is left out rather than sent. */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const actorId = search.get('actorId')?.trim();
  if (actorId) filters.actorId = actorId;
  const action = search.get('action');
  if (isAction(action)) filters.action = action;
  const orderNumber = search.get('orderNumber')?.trim();
  if (orderNumber) filters.orderNumber = orderNumber;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day && DAY.test(day)) filters[key] = day;
  }
  return filters;
}

/** The page address's query for these filters (empty ones left out). */
export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The query of GET /api/audit and /api/audit.csv: days become instants of the restaurant's time
 * zone ('to' includes its whole day), and an order number the server would refuse is left out
 * (the form says why before it is sent).
 */
export function auditRequestQuery(filters: AuditFilters): Record<string, string | undefined> {
  return {
    actorId: filters.actorId,
    action: filters.action,
    orderNumber: filters.orderNumber && ORDER_NUMBER.test(filters.orderNumber) ? filters.orderNumber : undefined,
    from: filters.from ? budapestInstant(filters.from, '00:00').toISOString() : undefined,
    to: filters.to ? new Date(budapestInstant(nextDay(filters.to), '00:00').getTime() - 1).toISOString() : undefined,
  };
}
