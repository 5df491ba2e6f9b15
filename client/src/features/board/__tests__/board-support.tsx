/**
 * Helpers for the board tests. `fetch` is the network edge and is stubbed per route over a small
 * in-memory "server" the tests change between polls (the browser's own edges are in
 * browser-fakes.ts). Everything above them is the real thing.
 */
import {
  type AuditEntry,
  cancelReasonText,
  changedFields,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_SCHEDULING_SETTINGS,
  type Extra,
  fieldValue,
  type MenuItem,
  type Order,
  type OrderStatus,
  type RestaurantHours,
  type RestaurantSettings,
  type RestaurantSettingsPatch,
  type RestaurantStatus,
  type SchedulingSettings,
  type StaffCancelReason,
  type StaffRole,
  withSettingsChanges,
} from '@pizza/shared';
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { resetFakeSockets } from '../../../test/fake-order-socket';
import { renderAt } from '../../../test/menu-cart-support';
import { fakeResponse, type StubAnswer } from '../../../test/orders-support';
import { staffSelf } from '../../../test/staff-self';
import { useAlertsStore } from '../alerts/alerts-store';
import { resetAudioForTests } from '../alerts/chime';
import { OrdersBoard } from '../index';
import { setVisibility } from './browser-fakes';

let nextId = 1;

export function order(overrides: Partial<Order> = {}): Order {
  const n = nextId++;
  const type = overrides.orderType ?? 'PICKUP';
  return {
    orderId: `order-${n}`,
    orderSequence: `#Order-${String(n).padStart(4, '0')}`,
    date: '2026-03-12',
    createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
    status: 'PLACED',
    orderType: type,
    paymentMethod: 'CASH',
    totalCartAmount: 6397,
    deliveryFee: type === 'DELIVERY' ? 599 : 0,
    serviceFee: 150,
    bottleDepositFee: 100,
    totalPrice: type === 'DELIVERY' ? 7246 : 6647,
    user: { name: 'Kovács Anna', phone: '+36 30 765 4321' },
    orderItems: [
      {
        id: `line-${n}-1`,
        menuItemId: 'PIZ_006',
        name: 'Pepperoni',
        size: 'LARGE',
        quantity: 1,
        pricePerItem: 5699,
        extras: [{ name: 'Extra cheese', price: 400 }],
        instructions: 'No onions',
      },
      { id: `line-${n}-2`, menuItemId: 'COC_001', name: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 2, pricePerItem: 699, extras: [] },
    ],
    statusHistory: [{ status: 'PLACED', at: new Date(Date.now() - 12 * 60_000).toISOString() }],
    ...(type === 'DELIVERY'
      ? {
          address: {
            buildingName: '10',
            floor: '1',
            apartmentNo: '2',
            intercom: '12',
            otherInstructions: 'Ring twice',
            street: 'Piac utca',
            zip: '4025',
            city: 'Debrecen',
            latitude: 47.5293,
            longitude: 21.6253,
          },
          leaveAtDoor: true,
        }
      : {}),
    ...overrides,
  };
}

export interface FakeServer {
  /** The signed-in member's role (GET /api/staff/me); what the board shows follows it. */
  role: StaffRole;
  active: Order[];
  delivered: Order[];
  cancelled: Order[];
  isOpen: boolean;
  /** Answer of the next status PATCHes; 'ok' applies the change to `active`. */
  patchAnswer: 'ok' | { status: number; message: string };
  /** Answer of the next restaurant PUTs. */
  putAnswer: 'ok' | { status: number; message: string };
  /** GET /api/restaurant/settings; PUT replaces it (or answers `settingsAnswer`). */
  settings: RestaurantSettings;
  /** Answer of the next settings PUTs. */
  settingsAnswer?: { status: number; message: string };
  hours: RestaurantHours;
  /** Busy mode's extra minutes (PUT /api/restaurant/busy sets it). */
  busyExtraMinutes?: number;
  /** Set by PUT /api/restaurant/pause (15/30/60 min from the real clock); absent when not paused. */
  pausedUntil?: string;
  /** Set by a closing with `until`. */
  closedUntil?: string;
  /** Fields of the status answer given as they are (the opening hours' reason and times, the zone). */
  status?: Partial<RestaurantStatus>;
  /** The bodies of the restaurant PUTs, in order. */
  restaurantPuts?: Array<{ path: string; query: string; body: unknown }>;
  /** While set, status PATCHes wait for it (a slow network). */
  holdPatches?: Promise<void>;
  /** The menu the Menu tab reads (every listed item, all sizes) and its add-ons. */
  menuItems?: MenuItem[];
  extras?: Extra[];
  /** Answer of the next availability PUTs; 'ok' applies the change to the menu. */
  availabilityAnswer?: 'ok' | { status: number; message: string };
  /** The availability PUTs, in order. */
  availabilityPuts?: Array<{ path: string; body: unknown }>;
  /** GET /api/audit/orders/{orderId}: each order's trail (absent: none recorded), or a refusal. */
  trails?: Record<string, AuditEntry[]>;
  trailAnswer?: { status: number; message: string };
  /** GET /api/restaurant/scheduling; PUT replaces it (or answers `schedulingAnswer`). */
  scheduling?: SchedulingSettings;
  /** Answer of the next scheduling PUTs (a 400 with its details). */
  schedulingAnswer?: { status: number; message: string; details?: unknown };
}

const FINAL: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED', 'CANCELLED'];

export interface SentRequest {
  method: string;
  url: URL;
  authorization?: string;
  /** The request was sent with fetch's keepalive (it outlives a page being left). */
  keepalive?: boolean;
  /** The JSON body, parsed. */
  body?: unknown;
}

type Answer = StubAnswer;

/** PATCH status: refused when the order no longer has the status the board saw (`from`); a cancel keeps its reason. */
function changeStatus(server: FakeServer, orderId: string, url: URL, body: unknown): Answer {
  if (server.patchAnswer !== 'ok') return { status: server.patchAnswer.status, body: { message: server.patchAnswer.message } };
  const status = url.searchParams.get('status') as OrderStatus;
  const current = server.active.find((item) => item.orderId === orderId);
  if (!current) return { status: 404, body: { message: 'Order not found' } };
  const from = url.searchParams.get('from');
  if (from && from !== current.status) return { status: 409, body: { message: `Order ${current.orderSequence} was just changed.` } };
  const reason = body as { reason?: StaffCancelReason; note?: string } | undefined;
  const moved = { ...current, status, ...(reason?.reason ? { cancelReason: cancelReasonText(reason.reason, reason.note) } : {}) };
  server.active = server.active.filter((item) => item !== current);
  if (FINAL.includes(status)) (status === 'CANCELLED' ? server.cancelled : server.delivered).unshift(moved);
  else server.active = [...server.active, moved].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { body: `Order Status updated to ${status.toLowerCase()} successfully` };
}

/** PATCH /api/restaurant/settings as the server applies it: the fields sent, 409 for one stored differently from `was`. */
function patchSettings(server: FakeServer, { set, was }: RestaurantSettingsPatch): Answer {
  if (server.settingsAnswer) return { status: server.settingsAnswer.status, body: { message: server.settingsAnswer.message } };
  const stale = changedFields(was ?? {}).find(
    (field) => JSON.stringify(fieldValue(server.settings, field)) !== JSON.stringify(fieldValue(was ?? {}, field)),
  );
  if (stale) return { status: 409, body: { code: 'CONFLICT', message: `${stale}: someone else just changed this.` } };
  server.settings = withSettingsChanges(server.settings, set);
  return { body: server.settings };
}

/** PATCH /eta: the order's estimate `addMinutes` later. */
function pushEta(server: FakeServer, orderId: string, addMinutes: number): Answer {
  const current = server.active.find((item) => item.orderId === orderId);
  const field = current?.orderType === 'PICKUP' ? 'estimatedReadyAt' : 'estimatedDeliveryAt';
  const estimate = current?.[field];
  if (!current || !estimate) return { status: 409, body: { message: 'Order is not accepted yet: accept it with a prep time first.' } };
  const moved = { ...current, [field]: new Date(Date.parse(estimate) + addMinutes * 60_000).toISOString() };
  server.active = server.active.map((item) => (item === current ? moved : item));
  return { body: moved };
}

/** The status as the server would answer it: the flag, and busy, paused or closed-until when set. */
function statusOf(server: FakeServer) {
  const paused = server.isOpen && server.pausedUntil !== undefined;
  const isOpen = server.isOpen && !paused;
  return {
    isOpen,
    reason: paused ? 'paused' : 'manual',
    busyExtraMinutes: server.busyExtraMinutes ?? 0,
    services: { PICKUP: { isOpen }, DELIVERY: { isOpen } },
    ...(paused ? { pausedUntil: server.pausedUntil, nextOpening: server.pausedUntil } : {}),
    ...(!server.isOpen && server.closedUntil ? { closedUntil: server.closedUntil, nextOpening: server.closedUntil } : {}),
    ...server.status,
  };
}

/** PUT /api/menuItem/{id}/availability and /api/extras/{id}/availability, as the server applies them. */
function changeAvailability(server: FakeServer, kind: 'menuItem' | 'extras', id: string, body: unknown): Answer {
  (server.availabilityPuts ??= []).push({ path: `/api/${kind}/${id}/availability`, body });
  const answer = server.availabilityAnswer ?? 'ok';
  if (answer !== 'ok') return { status: answer.status, body: { message: answer.message } };
  const { soldOut, until, sizes } = body as { soldOut: boolean; until?: string; sizes?: string[] };
  const mark = <T extends { available: boolean; soldOutUntil?: string }>(entry: T): T => {
    const { soldOutUntil: _old, ...rest } = entry;
    return { ...rest, available: !soldOut, ...(soldOut ? { soldOutUntil: until ?? '2026-03-13T10:00:00.000Z' } : {}) } as T;
  };
  if (kind === 'extras') {
    server.extras = (server.extras ?? []).map((extra) => (extra.id === id ? mark(extra) : extra));
    return { body: server.extras.find((extra) => extra.id === id) };
  }
  const target = (server.menuItems ?? []).find((item) => item.id === id);
  if (!target) return { status: 404, body: { message: `Menu item not found: ${id}` } };
  server.menuItems = (server.menuItems ?? []).map((item) =>
    item.name === target.name && (!sizes || sizes.includes(item.size)) ? mark(item) : item,
  );
  return { body: server.menuItems.find((item) => item.id === id) };
}

function route(server: FakeServer, method: string, url: URL, body?: unknown): Answer {
  const path = `${method} ${url.pathname}`;
  const category = /^GET \/api\/menuItem\/get\/category\/([A-Z_]+)$/.exec(path);
  if (category) return { body: (server.menuItems ?? []).filter((item) => item.category === category[1]) };
  if (path === 'GET /api/extras/get/all') return { body: server.extras ?? [] };
  if (path === 'GET /api/staff/me') return { body: staffSelf(server.role) };
  const availability = /^PUT \/api\/(menuItem|extras)\/([^/]+)\/availability$/.exec(path);
  if (availability) return changeAvailability(server, availability[1] as 'menuItem' | 'extras', availability[2] as string, body);
  if (path === 'GET /api/orders/all/orders') return { body: server.active };
  if (path === 'GET /api/orders/status/delivered') return { body: server.delivered };
  if (path === 'GET /api/orders/status/cancelled') return { body: server.cancelled };
  if (path === 'GET /api/restaurant/restaurant-status') return { body: statusOf(server) };
  if (method === 'PUT' && url.pathname.startsWith('/api/restaurant/') && server.putAnswer !== 'ok')
    return { status: server.putAnswer.status, body: { message: server.putAnswer.message } };
  if (path === 'GET /api/restaurant/settings') return { body: server.settings };
  if (path === 'GET /api/restaurant/hours') return { body: server.hours };
  if (path === 'GET /api/restaurant/scheduling') return { body: server.scheduling ?? DEFAULT_SCHEDULING_SETTINGS };
  if (path === 'PUT /api/restaurant/scheduling') {
    const refusal = server.schedulingAnswer;
    if (refusal) return { status: refusal.status, body: { message: refusal.message, code: 'VALIDATION_ERROR', details: refusal.details } };
    server.scheduling = body as SchedulingSettings;
    return { body: server.scheduling };
  }
  if (path === 'PUT /api/restaurant/settings') {
    if (server.settingsAnswer) return { status: server.settingsAnswer.status, body: { message: server.settingsAnswer.message } };
    server.settings = body as RestaurantSettings;
    return { body: server.settings };
  }
  if (path === 'PATCH /api/restaurant/settings') return patchSettings(server, body as RestaurantSettingsPatch);
  if (path === 'PUT /api/restaurant/hours') {
    server.hours = body as RestaurantHours;
    return { body: { isOpen: server.isOpen } };
  }
  if (path === 'PUT /api/restaurant/1/status') {
    server.isOpen = url.searchParams.get('isOpen') === 'true';
    const until = url.searchParams.get('until');
    if (until) server.closedUntil = until;
    else delete server.closedUntil;
    return { body: 'Restaurant status updated successfully.' };
  }
  const eta = /^PATCH \/api\/orders\/([^/]+)\/eta$/.exec(path);
  if (eta) return pushEta(server, decodeURIComponent(eta[1] as string), (body as { addMinutes: number }).addMinutes);
  if (path === 'PUT /api/restaurant/busy') {
    server.busyExtraMinutes = (body as { extraMinutes: number }).extraMinutes;
    return { body: statusOf(server) };
  }
  if (path === 'PUT /api/restaurant/pause') {
    const { minutes } = body as { minutes: number };
    if (minutes > 0) server.pausedUntil = new Date(Date.now() + minutes * 60_000).toISOString();
    else delete server.pausedUntil;
    return { body: statusOf(server) };
  }
  const trail = /^GET \/api\/audit\/orders\/([^/]+)$/.exec(path);
  if (trail && server.trailAnswer) return { status: server.trailAnswer.status, body: { message: server.trailAnswer.message } };
  if (trail) return { body: server.trails?.[decodeURIComponent(trail[1] as string)] ?? [] };
  const patch = /^PATCH \/api\/orders\/([^/]+)\/status$/.exec(path);
  if (patch) return changeStatus(server, decodeURIComponent(patch[1] as string), url, body);
  throw new Error(`unexpected request ${path}`);
}

/** Stubs every board route over `server`; returns the requests sent, in order. */
export function stubBoardServer(server: FakeServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      method,
      body,
      url,
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization,
      keepalive: init.keepalive,
    });
    if (method === 'PATCH' && server.holdPatches) await server.holdPatches;
    if (method === 'PUT' && url.pathname.startsWith('/api/restaurant/'))
      (server.restaurantPuts ??= []).push({ path: url.pathname, query: url.search, body });
    return fakeResponse(route(server, method, url, body));
  }) as typeof fetch;
  return sent;
}

export function fakeServer(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    active: [],
    delivered: [],
    cancelled: [],
    isOpen: true,
    patchAnswer: 'ok',
    putAnswer: 'ok',
    settings: DEFAULT_RESTAURANT_SETTINGS,
    hours: { timezone: 'Europe/Budapest', pickup: [], delivery: [], special: [] },
    role: 'OWNER',
    ...overrides,
  };
}

export function signInStaff(): void {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'admin@example.com' });
}

export function resetBoardState(): void {
  resetFakeSockets();
  localStorage.clear();
  useAlertsStore.getState().reset();
  resetAudioForTests();
  setVisibility('visible');
  useStaffAuthStore.setState({ token: null, email: null });
}

let client: QueryClient | null = null;

/** The board (and anything else given) as /admin shows it, in the app's providers with a fresh cache. */
export function renderBoard(ui: ReactNode = <OrdersBoard />) {
  const rendered = renderAt(ui);
  client = rendered.queryClient;
  return rendered;
}

/**
 * Under fake timers: waits until no board request is in flight, then runs the zero-delay timer
 * TanStack Query hands its results to React with (Node counts a 0 ms timeout as 1 ms), so the
 * answers are on screen.
 */
export async function settled(): Promise<void> {
  await waitFor(() => expect(client?.isFetching()).toBe(0));
  await act(() => jest.advanceTimersByTimeAsync(1));
}

/** One 10 s poll under fake timers, until its answers are on screen. */
export async function nextPoll(): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  await settled();
}
