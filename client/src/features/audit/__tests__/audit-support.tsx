/**
 * Helpers for the audit log tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers GET /api/audit, /api/audit.csv and /api/audit/actors as the
 * shop does (newest first, a cursor, the filters); the browser's download edge
 * (object URLs, a link's click) is recorded. Everything above them is the real thing.
 */
import type { AuditActorOption, AuditEntry } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { fakeResponse } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { AuditLog } from '../index';

export interface FakeAuditServer {
  /** Every entry, any order: the server sorts newest first. */
  entries: AuditEntry[];
  actors: AuditActorOption[];
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, { status: number; message: string }>;
}

export interface SentRequest {
  method: string;
  url: URL;
  authorization?: string;
}

let next = 1;

export function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const n = next++;
  return {
    id: `entry-${String(n).padStart(4, '0')}`,
    at: new Date(Date.UTC(2026, 2, 12, 9, n)).toISOString(),
    action: 'order.accepted',
    actorId: 'member-anna',
    actorName: 'Kovács Anna',
    actorRole: 'MANAGER',
    ...overrides,
  };
}

export function fakeAuditServer(overrides: Partial<FakeAuditServer> = {}): FakeAuditServer {
  return {
    entries: [],
    actors: [
      { id: 'member-anna', name: 'Kovács Anna', email: 'anna@example.com' },
      { id: 'member-ola', name: 'Nagy Ola' },
    ],
    failures: {},
    ...overrides,
  };
}

/** The server's filters, as GET /api/audit applies them. */
function filtered(server: FakeAuditServer, query: URLSearchParams): AuditEntry[] {
  const number = query.get('orderNumber');
  const from = query.get('from');
  const to = query.get('to');
  return server.entries
    .filter((item) => !query.get('actorId') || item.actorId === query.get('actorId'))
    .filter((item) => !query.get('action') || item.action === query.get('action'))
    .filter((item) => !number || item.orderNumber === Number(number.replace('#', '')))
    .filter((item) => !from || item.at >= from)
    .filter((item) => !to || item.at <= to)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

function page(server: FakeAuditServer, query: URLSearchParams) {
  const all = filtered(server, query);
  const before = query.get('before');
  const start = before ? all.findIndex((item) => item.id === before) + 1 : 0;
  const limit = Number(query.get('limit') ?? 50);
  const entries = all.slice(start, start + limit);
  return { entries, ...(start + limit < all.length ? { nextBefore: entries.at(-1)?.id } : {}) };
}

const csvOf = (entries: AuditEntry[]) =>
  [
    'at,action,actor,orderNumber',
    ...entries.map((item) => `${item.at},${item.action},${item.actorName ?? ''},${item.orderNumber ?? ''}`),
  ].join('\n');

/** A CSV download as the server answers it: an attachment with a file name. */
function csvResponse(text: string): Response {
  return {
    ok: true,
    status: 200,
    headers: {
      get: (name: string) =>
        ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' })[
          name.toLowerCase()
        ] ?? null,
    },
    blob: async () => new Blob([text], { type: 'text/csv' }),
  } as unknown as Response;
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubAuditServer(server: FakeAuditServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    sent.push({ method, url, authorization: (init.headers as Record<string, string> | undefined)?.Authorization });
    const failure = server.failures[`${method} ${url.pathname}`];
    if (failure) return fakeResponse({ status: failure.status, body: { message: failure.message, code: 'TEST' } });
    if (url.pathname === '/api/audit') return fakeResponse({ body: page(server, url.searchParams) });
    if (url.pathname === '/api/audit.csv') return csvResponse(csvOf(filtered(server, url.searchParams)));
    if (url.pathname === '/api/audit/actors') return fakeResponse({ body: server.actors });
    throw new Error(`unexpected request ${method} ${url.pathname}`);
  }) as typeof fetch;
  return sent;
}

/** The requests to one path. */
export const requestsTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.url.pathname === path);

/** Desktop (a table) or phone (cards): the width the page is laid out for. */
export function setWide(wide: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

export function resetAuditState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
  setWide(false);
}

/** /admin/audit's content at `url` (its query holds the filters), signed in as staff, over `server`. */
export function renderAudit(server: FakeAuditServer, url = '/admin/audit') {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'owner@example.com' });
  const sent = stubAuditServer(server);
  const rendered = renderRoutes([{ path: '/admin/audit', element: <AuditLog /> }], url);
  return { sent, ...rendered };
}
