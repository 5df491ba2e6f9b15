/**
 * Helpers for the order search tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers GET /api/admin/orders/search as the contract says the shop does
 * (shared/src/schemas/reports.ts: every filter given must hold, newest first, 25 a page), plus
 * who is signed in (GET /api/staff/me) and an order's trail (GET /api/audit/orders/{id}).
 * Everything above it (api client, query cache, router, the page) is the real thing.
 */
import type { AuditEntry, Order, StaffRole } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { fakeResponse, order as baseOrder } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { staffSelf } from '../../../test/staff-self';
import { OrderSearch } from '../index';

export interface FakeSearchServer {
  orders: Order[];
  /** The customers' account e-mails, by phone (an order carries no e-mail; the server looks it up). */
  emails: Record<string, string>;
  /** Order id -> its audit trail. */
  trails: Record<string, AuditEntry[]>;
  role: StaffRole;
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, { status: number; message: string }>;
}

export interface SentRequest {
  method: string;
  url: URL;
  authorization?: string;
}

const PAGE_SIZE = 25;

let next = 1;

/** A placed order with its own id and number; `at` is its moment, and its Budapest day is written by hand in `date`. */
export function order(overrides: Partial<Order> = {}): Order {
  const n = next++;
  return baseOrder({
    orderId: `order-${n}`,
    orderSequence: `#Order-${String(n).padStart(4, '0')}`,
    ...overrides,
  });
}

export function fakeSearchServer(overrides: Partial<FakeSearchServer> = {}): FakeSearchServer {
  return { orders: [], emails: {}, trails: {}, role: 'OWNER', failures: {}, ...overrides };
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** What `q` matches, as the contract describes it: a number, a phone's last 9 digits, an e-mail, a part of a name. */
function matches(server: FakeSearchServer, item: Order, q: string): boolean {
  const number = /^(?:#(?:order-)?)?0*(\d{1,6})$/i.exec(q);
  if (number) return Number(item.orderSequence.replace('#Order-', '')) === Number(number[1]);
  if (q.includes('@')) return server.emails[item.user.phone]?.toLowerCase() === q.toLowerCase();
  if (/^[+\d\s()-]+$/.test(q) && digits(q).length >= 6) return digits(item.user.phone).slice(-9) === digits(q).slice(-9);
  return folded(item.user.name).includes(folded(q));
}

function searchPage(server: FakeSearchServer, query: URLSearchParams) {
  const q = query.get('q');
  const from = query.get('from');
  const to = query.get('to');
  const page = Number(query.get('page') ?? 1);
  const all = server.orders
    .filter((item) => !q || matches(server, item, q))
    .filter((item) => !from || item.date >= from)
    .filter((item) => !to || item.date <= to)
    .filter((item) => !query.get('status') || item.status === query.get('status'))
    .filter((item) => !query.get('service') || item.orderType === query.get('service'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { orders: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: all.length, page, pageSize: PAGE_SIZE };
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubSearchServer(server: FakeSearchServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    sent.push({ method, url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    const failure = server.failures[`${method} ${url.pathname}`];
    if (failure) return fakeResponse({ status: failure.status, body: { message: failure.message, code: 'TEST' } });
    if (url.pathname === '/api/admin/orders/search') return fakeResponse({ body: searchPage(server, url.searchParams) });
    if (url.pathname === '/api/staff/me') return fakeResponse({ body: staffSelf(server.role) });
    const trail = /^\/api\/audit\/orders\/(.+)$/.exec(url.pathname);
    if (trail) return fakeResponse({ body: server.trails[decodeURIComponent(trail[1]!)] ?? [] });
    throw new Error(`unexpected request ${method} ${url.pathname}`);
  }) as typeof fetch;
  return sent;
}

/** The requests to one path. */
export const requestsTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.url.pathname === path);
/** The query of the last search sent, as an object. */
export const lastSearch = (sent: SentRequest[]) =>
  Object.fromEntries(requestsTo(sent, '/api/admin/orders/search').at(-1)?.url.searchParams ?? []);

/** Desktop (a table) or phone (cards): the width the page is laid out for. */
export function setWide(wide: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

export function resetSearchState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
  setWide(false);
}

/** /admin/orders's content at `url` (its query holds the search), signed in as staff, over `server`. */
export function renderSearch(server: FakeSearchServer, url = '/admin/orders') {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'owner@example.com' });
  const sent = stubSearchServer(server);
  const rendered = renderRoutes([{ path: '/admin/orders', element: <OrderSearch /> }], url);
  return { sent, ...rendered };
}
