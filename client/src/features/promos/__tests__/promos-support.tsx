/**
 * Helpers for the promo codes page's tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers as the contract says (shared/src/schemas/promo.ts,
 * docs/product/promo-codes.md#api-summary): it keeps codes and the loyalty settings, checks bodies
 * with the shared schemas (400 with `details` as the real server words them), generates a code when
 * none is given and refuses a taken one. Everything above fetch (api client, query cache, staff
 * frame, router) is the real thing.
 */
import {
  DEFAULT_LOYALTY_SETTINGS,
  loyaltySettingsSchema,
  type LoyaltySettings,
  type MenuItem,
  type PromoCode,
  promoCreateRequestSchema,
  type PromoRules,
  promoUpdateRequestSchema,
  type StaffRole,
} from '@pizza/shared';
import type { z } from 'zod';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { menuItem } from '../../../test/menu-cart-fixtures';
import { fakeResponse } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { staffSelf } from '../../../test/staff-self';
import { StaffFrame } from '../../staff';
import { PromoCodesPanel } from '../index';

export interface Refusal {
  status: number;
  message: string;
  code?: string;
  details?: unknown;
}

export interface FakePromoServer {
  role: StaffRole;
  promos: PromoCode[];
  loyalty: LoyaltySettings;
  menu: MenuItem[];
  /** The code the server generates when a create names none. */
  generated: string;
  /** 'METHOD /path' -> refusals given (in turn; the last one again) instead of the normal answer. */
  failures: Record<string, Refusal[]>;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export const RULES: PromoRules = {
  description: 'Lunch deal',
  kind: 'percent',
  amount: 20,
  maxDiscount: 2000,
  minSubtotal: 0,
  windows: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], from: '11:00', to: '14:00' }],
  service: 'ANY',
  firstOrderOnly: false,
  categories: [],
  menuItemIds: [],
  discountsFees: false,
  totalUses: 50,
  active: true,
};

export function promo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    promoId: 'promo-lunch',
    code: 'LUNCH20',
    rules: RULES,
    used: 12,
    personal: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function fakePromoServer(overrides: Partial<FakePromoServer> = {}): FakePromoServer {
  return {
    role: 'OWNER',
    promos: [],
    loyalty: DEFAULT_LOYALTY_SETTINGS,
    menu: [
      menuItem({ id: 'PIZ_001_M', name: 'Margarita', size: 'MEDIUM' }),
      menuItem({ id: 'PIZ_001_L', name: 'Margarita', size: 'LARGE' }),
      menuItem({ id: 'DRI_001', name: 'Cola', category: 'DRINKS', size: 'REGULAR' }),
    ],
    generated: 'K7M2PQRX9A',
    failures: {},
    ...overrides,
  };
}

/** A body the shared schema refuses, answered as the server's error handler does: the first message, every issue in `details`. */
function refused(error: z.ZodError) {
  const details = error.issues.map((issue) => ({ code: issue.code, message: issue.message, path: issue.path }));
  return fakeResponse({ status: 400, body: { message: details[0]!.message, code: 'VALIDATION_ERROR', details } });
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubPromoServer(server: FakePromoServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path } = new URL(String(input), 'http://shop.test');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const queue = server.failures[`${method} ${path}`];
    if (queue && queue.length > 0) {
      const failure = queue.length > 1 ? queue.shift()! : queue[0]!;
      return fakeResponse({
        status: failure.status,
        body: { message: failure.message, code: failure.code ?? 'TEST', details: failure.details },
      });
    }
    if (path.startsWith('/auth/validate-token/'))
      return fakeResponse({ body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } });
    if (path === '/api/staff/me') return fakeResponse({ body: staffSelf(server.role) });
    if (path.startsWith('/api/menuItem/get/category/')) {
      const category = path.split('/').at(-1);
      return fakeResponse({ body: server.menu.filter((item) => item.category === category) });
    }
    if (path === '/api/admin/promos' && method === 'GET') return fakeResponse({ body: server.promos });
    if (path === '/api/admin/promos' && method === 'POST') {
      const parsed = promoCreateRequestSchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error);
      const code = parsed.data.code ?? server.generated;
      if (server.promos.some((each) => each.code === code))
        return fakeResponse({ status: 409, body: { message: `The code ${code} is taken.`, code: 'PROMO_CODE_TAKEN' } });
      const created = promo({ promoId: `promo-${server.promos.length + 1}`, code, rules: parsed.data.rules, used: 0 });
      server.promos = [created, ...server.promos];
      return fakeResponse({ status: 201, body: created });
    }
    const promoId = /^\/api\/admin\/promos\/([^/]+)$/.exec(path)?.[1];
    if (promoId && method === 'PUT') {
      const parsed = promoUpdateRequestSchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error);
      const found = server.promos.find((each) => each.promoId === promoId);
      if (!found) return fakeResponse({ status: 404, body: { message: 'Promo code not found', code: 'NOT_FOUND' } });
      const saved = { ...found, rules: parsed.data.rules };
      server.promos = server.promos.map((each) => (each.promoId === promoId ? saved : each));
      return fakeResponse({ body: saved });
    }
    if (path === '/api/admin/loyalty' && method === 'GET') return fakeResponse({ body: server.loyalty });
    if (path === '/api/admin/loyalty' && method === 'PUT') {
      const parsed = loyaltySettingsSchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error);
      server.loyalty = parsed.data;
      return fakeResponse({ body: server.loyalty });
    }
    throw new Error(`unexpected request ${method} ${path}`);
  }) as typeof fetch;
  return sent;
}

export const requestsTo = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path);

export function resetPromoState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
}

/** /admin/promos in the staff frame, signed in as the server's role. */
export function renderPromos(server: FakePromoServer) {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'owner@example.com' });
  const sent = stubPromoServer(server);
  const rendered = renderRoutes(
    [
      {
        path: '/admin/promos',
        element: (
          <StaffFrame title="Promo codes" allows={(permissions) => permissions.includes('shop.settings')}>
            <PromoCodesPanel />
          </StaffFrame>
        ),
      },
    ],
    '/admin/promos',
  );
  return { sent, ...rendered };
}
