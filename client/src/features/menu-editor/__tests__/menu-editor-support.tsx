/**
 * Helpers for the menu editor's tests. `fetch` is the network edge and is stubbed over a small
 * in-memory server that answers /api/admin/menu as the contract says (shared/src/schemas/menu-admin.ts):
 * versions and 409s, reorders, deletes that archive ordered dishes. Everything above it (api client,
 * query cache, staff frame, dialogs) is the real thing.
 */
import { type AdminCategory, type AdminDish, type AdminExtra, type AdminMenu, MENU_ADMIN_MESSAGES, type StaffRole } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { addPageStrings } from '../../../test/catalogues';
import { fakeResponse, type StubAnswer } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { staffSelf } from '../../../test/staff-self';
import { StaffFrame } from '../../staff';
import { MenuEditor } from '../index';

const NOW = '2026-03-12T09:00:00.000Z';

export function category(id: AdminCategory['id'], name: string, hu: string): AdminCategory {
  return { id, name, translations: { hu: { name: hu } }, version: 0 };
}

let next = 1;
export function dish(overrides: Partial<AdminDish> = {}): AdminDish {
  const n = next++;
  return {
    id: `dish-${n}`,
    category: 'PIZZA',
    name: `Dish ${n}`,
    description: '',
    translations: { hu: { name: `Étel ${n}`, description: '' } },
    sizes: [
      { itemId: `item-${n}-m`, size: 'MEDIUM', price: 2990 },
      { itemId: `item-${n}-l`, size: 'LARGE', price: 3990 },
    ],
    imageUrl: '/images/menu/placeholder.svg',
    allergens: ['gluten', 'milk'],
    dietTags: [],
    extraIds: [],
    visible: true,
    archived: false,
    ordered: false,
    version: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

export function extra(overrides: Partial<AdminExtra> = {}): AdminExtra {
  const n = next++;
  return {
    id: `extra-${n}`,
    name: `Extra ${n}`,
    translations: { hu: { name: `Feltét ${n}` } },
    price: 300,
    allergens: [],
    dishIds: [],
    archived: false,
    ordered: false,
    version: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

export interface FakeMenuServer {
  role: StaffRole;
  menu: AdminMenu;
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, StubAnswer>;
  /** Called before a write: lets a test make "someone else" save first. */
  beforeWrite?: (server: FakeMenuServer) => void;
}

export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  body: Record<string, unknown>;
}

export function fakeMenuServer(overrides: Partial<FakeMenuServer> = {}): FakeMenuServer {
  return {
    role: 'OWNER',
    menu: {
      categories: [category('PIZZA', 'Classic Pizza', 'Klasszikus pizza'), category('DRINKS', 'Beverages', 'Italok')],
      dishes: [],
      extras: [],
    },
    failures: {},
    ...overrides,
  };
}

const conflict: StubAnswer = { status: 409, body: { message: MENU_ADMIN_MESSAGES.versionConflict, code: 'CONFLICT' } };

function writeDish(server: FakeMenuServer, dishId: string, body: Record<string, unknown>): StubAnswer {
  const current = server.menu.dishes.find((entry) => entry.id === dishId);
  if (!current) return { status: 404, body: { message: MENU_ADMIN_MESSAGES.dishNotFound, code: 'NOT_FOUND' } };
  if (body.version !== current.version) return conflict;
  const sizes = (body.sizes as Array<{ size: AdminDish['sizes'][number]['size']; price: number }>).map((size) => ({
    itemId: `${dishId}-${size.size}`,
    ...size,
  }));
  const saved: AdminDish = {
    ...current,
    ...(body as Partial<AdminDish>),
    sizes,
    version: current.version + 1,
  };
  server.menu = { ...server.menu, dishes: server.menu.dishes.map((entry) => (entry.id === dishId ? saved : entry)) };
  return { body: saved };
}

function answer(server: FakeMenuServer, method: string, path: string, url: URL, body: Record<string, unknown>): StubAnswer {
  const failure = server.failures[`${method} ${path}`];
  if (failure) return failure;
  if (method === 'GET' && path.startsWith('/auth/validate-token/'))
    return { body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } };
  if (method === 'GET' && path === '/api/staff/me') return { body: staffSelf(server.role) };
  if (method === 'GET' && path === '/api/admin/menu') return { body: server.menu };
  server.beforeWrite?.(server);
  const dishMatch = /^\/api\/admin\/menu\/dishes\/([^/]+)$/.exec(path);
  if (method === 'PUT' && dishMatch) return writeDish(server, dishMatch[1] as string, body);
  if (method === 'DELETE' && dishMatch) {
    const current = server.menu.dishes.find((entry) => entry.id === dishMatch[1]);
    if (!current) return { status: 404, body: { message: MENU_ADMIN_MESSAGES.dishNotFound, code: 'NOT_FOUND' } };
    if (Number(url.searchParams.get('version')) !== current.version) return conflict;
    server.menu = {
      ...server.menu,
      dishes: current.ordered
        ? server.menu.dishes.map((entry) => (entry.id === current.id ? { ...entry, archived: true, version: entry.version + 1 } : entry))
        : server.menu.dishes.filter((entry) => entry.id !== current.id),
    };
    return { body: { outcome: current.ordered ? 'archived' : 'deleted' } };
  }
  if (method === 'PUT' && path === '/api/admin/menu/categories/order') {
    const ids = body.ids as string[];
    server.menu = { ...server.menu, categories: ids.map((id) => server.menu.categories.find((entry) => entry.id === id) as AdminCategory) };
    return { body: server.menu.categories };
  }
  const extraMatch = /^\/api\/admin\/menu\/extras\/([^/]+)$/.exec(path);
  if (method === 'PUT' && extraMatch) {
    const current = server.menu.extras.find((entry) => entry.id === extraMatch[1]) as AdminExtra;
    if (body.version !== current.version) return conflict;
    const saved = { ...current, ...(body as Partial<AdminExtra>), version: current.version + 1 };
    server.menu = { ...server.menu, extras: server.menu.extras.map((entry) => (entry.id === saved.id ? saved : entry)) };
    return { body: saved };
  }
  throw new Error(`unexpected request ${method} ${path}`);
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubMenuServer(server: FakeMenuServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ method, path: url.pathname, url, body });
    return fakeResponse(answer(server, method, url.pathname, url, body));
  }) as typeof fetch;
  return sent;
}

export const requestsTo = (sent: SentRequest[], route: string) => sent.filter((request) => `${request.method} ${request.path}` === route);

export function resetMenuEditorState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
  addPageStrings();
}

/** /admin/menu as its route page builds it (the editor in the staff frame, `menu.edit`) over `server`, signed in as staff. */
export function renderMenuEditor(server: FakeMenuServer) {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'admin@example.com' });
  const sent = stubMenuServer(server);
  const page = (
    <StaffFrame title="Menu" allows={(permissions) => permissions.includes('menu.edit')}>
      <MenuEditor />
    </StaffFrame>
  );
  const rendered = renderRoutes([{ path: '/admin/menu', element: page }], '/admin/menu');
  return { sent, ...rendered };
}
