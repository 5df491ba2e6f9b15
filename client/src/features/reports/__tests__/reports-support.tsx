/**
 * Helpers for the reports page's tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers as the contract says (shared/src/schemas/reports.ts): the sales
 * report of the range asked for, the two CSV files, and the staff frame's own checks. The reports
 * are written by hand in the tests. The browser's edges jsdom lacks (a canvas to draw on, object
 * URLs and a link's click for downloads) are stubbed or recorded; everything above them (api
 * client, query cache, staff frame, router) is the real thing.
 */
import type { SalesReport, SalesSlice, StaffRole } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { fakeResponse } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { staffSelf } from '../../../test/staff-self';
import { StaffFrame } from '../../staff';
import { SalesReports } from '../index';

export interface FakeReportsServer {
  role: StaffRole;
  /** The report answered for any range (its from/to are set to the range asked for). */
  report: SalesReport;
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, { status: number; message: string }>;
  /** The CSV files' text, by file. */
  csv: { orders: string; summary: string };
}

export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
}

const zero: SalesSlice = { orders: 0, revenue: 0 };

/** 24 hours, all without sales except those given. */
export function hours(sales: Record<number, SalesSlice> = {}): SalesReport['byHour'] {
  return Array.from({ length: 24 }, (_, hour) => ({ hour, ...(sales[hour] ?? zero) }));
}

/** A report of nothing sold: every figure 0, every list empty. */
export function emptyReport(from = '2026-10-26', to = from): SalesReport {
  return {
    from,
    to,
    timeZone: 'Europe/Budapest',
    revenue: { total: 0, items: 0, deliveryFees: 0, serviceFees: 0, bottleDeposits: 0, discounts: 0 },
    promoCodes: [],
    orders: 0,
    averageBasket: 0,
    byService: { PICKUP: zero, DELIVERY: zero },
    byPayment: { CASH: zero, CARD: zero },
    byHour: hours(),
    byDay: [{ day: from, ...zero }],
    heatmap: [],
    bestSellers: { dishesByQuantity: [], dishesByRevenue: [], addOnsByQuantity: [], addOnsByRevenue: [] },
    operations: {
      placed: 0,
      etaHeld: { held: 0, measured: 0 },
      rejected: 0,
      cancelled: 0,
      autoCancelled: 0,
      pausedMinutes: 0,
      busyMinutes: 0,
    },
    customers: { new: 0, returning: 0, ordersPerCustomer: 0 },
  };
}

export function fakeReportsServer(overrides: Partial<FakeReportsServer> = {}): FakeReportsServer {
  return {
    role: 'OWNER',
    report: emptyReport(),
    failures: {},
    csv: {
      orders: '\uFEFForderNumber,orderId,placedAt\r\n1,order-1,2026-10-26T18:05:00+01:00\r\n',
      summary: '\uFEFFday,orders,revenue\r\n2026-10-26,3,9000\r\ntotal,3,9000\r\n',
    },
    ...overrides,
  };
}

/** A CSV download as the server answers it: an attachment with a file name. */
function csvResponse(text: string, name: string): Response {
  return {
    ok: true,
    status: 200,
    headers: {
      get: (header: string) =>
        ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` })[header.toLowerCase()] ??
        null,
    },
    blob: async () => new Blob([text], { type: 'text/csv' }),
  } as unknown as Response;
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubReportsServer(server: FakeReportsServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    sent.push({ method, url, headers: (init.headers ?? {}) as Record<string, string> });
    const failure = server.failures[`${method} ${url.pathname}`];
    if (failure) return fakeResponse({ status: failure.status, body: { message: failure.message, code: 'TEST' } });
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    if (url.pathname.startsWith('/auth/validate-token/'))
      return fakeResponse({ body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } });
    if (url.pathname === '/api/staff/me') return fakeResponse({ body: staffSelf(server.role) });
    if (url.pathname === '/api/admin/reports/sales') return fakeResponse({ body: { ...server.report, from, to } });
    if (url.pathname === '/api/admin/reports/orders.csv') return csvResponse(server.csv.orders, `orders-${from}-${to}.csv`);
    if (url.pathname === '/api/admin/reports/summary.csv') return csvResponse(server.csv.summary, `summary-${from}-${to}.csv`);
    throw new Error(`unexpected request ${method} ${url.pathname}`);
  }) as typeof fetch;
  return sent;
}

/** The requests to one path. */
export const requestsTo = (sent: SentRequest[], path: string) => sent.filter((request) => request.url.pathname === path);

/** The range a request asked for. */
export const rangeOf = (request: SentRequest | undefined) =>
  request && { from: request.url.searchParams.get('from'), to: request.url.searchParams.get('to') };

/** A Blob's text the way the browser would save it (jsdom's Blob has no text()). */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/**
 * The clock of the restaurant at `iso`: only Date is faked (timers run as they do), so "today"
 * is that day wherever the test machine is.
 */
export function setClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export function resetReportsState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
  // jsdom cannot draw: getContext would only log "not implemented". The page shows the tables alone then.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
}

/** /admin/reports at `url` (its query holds the range) in the staff frame, signed in as the server's role. */
export function renderReports(server: FakeReportsServer, url = '/admin/reports') {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'owner@example.com' });
  const sent = stubReportsServer(server);
  const rendered = renderRoutes(
    [
      {
        path: '/admin/reports',
        element: (
          <StaffFrame title="Reports" allows={(permissions) => permissions.includes('reports.view')}>
            <SalesReports />
          </StaffFrame>
        ),
      },
    ],
    url,
  );
  return { sent, ...rendered };
}
