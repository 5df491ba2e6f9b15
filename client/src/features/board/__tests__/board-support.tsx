/**
 * Helpers for the board tests. `fetch` is the network edge and is stubbed per route over a small
 * in-memory "server" the tests change between polls (the browser's own edges are in
 * browser-fakes.ts). Everything above them is the real thing.
 */
import type { Order, OrderStatus } from '@pizza/shared';
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { resetFakeSockets } from '../../../test/fake-order-socket';
import { renderAt } from '../../../test/menu-cart-support';
import { fakeResponse, type StubAnswer } from '../../../test/orders-support';
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
  active: Order[];
  delivered: Order[];
  cancelled: Order[];
  isOpen: boolean;
  /** Answer of the next status PATCHes; 'ok' applies the change to `active`. */
  patchAnswer: 'ok' | { status: number; message: string };
  /** Answer of the next restaurant PUTs. */
  putAnswer: 'ok' | { status: number; message: string };
  /** While set, status PATCHes wait for it (a slow network). */
  holdPatches?: Promise<void>;
}

const FINAL: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED', 'CANCELLED'];

export interface SentRequest {
  method: string;
  url: URL;
  authorization?: string;
  /** The request was sent with fetch's keepalive (it outlives a page being left). */
  keepalive?: boolean;
}

type Answer = StubAnswer;

function changeStatus(server: FakeServer, orderId: string, status: OrderStatus): Answer {
  if (server.patchAnswer !== 'ok') return { status: server.patchAnswer.status, body: { message: server.patchAnswer.message } };
  const current = server.active.find((item) => item.orderId === orderId);
  if (!current) return { status: 404, body: { message: 'Order not found' } };
  const moved = { ...current, status };
  server.active = server.active.filter((item) => item !== current);
  if (FINAL.includes(status)) (status === 'CANCELLED' ? server.cancelled : server.delivered).unshift(moved);
  else server.active = [...server.active, moved].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { body: `Order Status updated to ${status.toLowerCase()} successfully` };
}

function route(server: FakeServer, method: string, url: URL): Answer {
  const path = `${method} ${url.pathname}`;
  if (path === 'GET /api/orders/all/orders') return { body: server.active };
  if (path === 'GET /api/orders/status/delivered') return { body: server.delivered };
  if (path === 'GET /api/orders/status/cancelled') return { body: server.cancelled };
  if (path === 'GET /api/restaurant/restaurant-status') return { body: { isOpen: server.isOpen } };
  if (path === 'PUT /api/restaurant/1/status') {
    if (server.putAnswer !== 'ok') return { status: server.putAnswer.status, body: { message: server.putAnswer.message } };
    server.isOpen = url.searchParams.get('isOpen') === 'true';
    return { body: 'Restaurant status updated successfully.' };
  }
  const patch = /^PATCH \/api\/orders\/([^/]+)\/status$/.exec(path);
  if (patch) return changeStatus(server, decodeURIComponent(patch[1] as string), url.searchParams.get('status') as OrderStatus);
  throw new Error(`unexpected request ${path}`);
}

/** Stubs every board route over `server`; returns the requests sent, in order. */
export function stubBoardServer(server: FakeServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    sent.push({
      method,
      url,
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization,
      keepalive: init.keepalive,
    });
    if (method === 'PATCH' && server.holdPatches) await server.holdPatches;
    return fakeResponse(route(server, method, url));
  }) as typeof fetch;
  return sent;
}

export function fakeServer(overrides: Partial<FakeServer> = {}): FakeServer {
  return { active: [], delivered: [], cancelled: [], isOpen: true, patchAnswer: 'ok', putAnswer: 'ok', ...overrides };
}

export function signInStaff(): void {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'admin@example.com' });
}

export function resetBoardState(): void {
  resetFakeSockets();
  useAlertsStore.getState().reset();
  resetAudioForTests();
  setVisibility('visible');
  localStorage.clear();
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
