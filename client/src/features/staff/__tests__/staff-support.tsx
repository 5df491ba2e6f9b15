/**
 * Helpers for the staff feature's tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers the staff API as the shop does (shared/src/schemas/staff.ts):
 * versions and 409s, invitations by token. Everything above it (api client, query cache, router,
 * pages) is the real thing.
 */
import type { InvitationPreview, StaffMember, StaffRole } from '@pizza/shared';
import type { ReactNode } from 'react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { addPageStrings } from '../../../test/catalogues';
import { fakeResponse, type StubAnswer } from '../../../test/orders-support';
import { renderRoutes } from '../../../test/render-routes';
import { staffSelf } from '../../../test/staff-self';

export interface FakeStaffServer {
  /** The signed-in member's role; `me` answers a refusal instead when set to a status. */
  role: StaffRole;
  meStatus?: number;
  members: StaffMember[];
  /** Invitation token -> its preview; absent tokens are unknown (404); `gone` ones answer 410. */
  invitations: Record<string, InvitationPreview>;
  gone: string[];
  /** 'METHOD /path' -> an answer given instead of the normal one. */
  failures: Record<string, { status: number; message: string; code?: string }>;
  /** Called before a PATCH is applied: lets a test make "someone else" change the member first. */
  beforePatch?: (server: FakeStaffServer) => void;
}

export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  authorization?: string;
  body: Record<string, unknown>;
}

let next = 1;

export function member(overrides: Partial<StaffMember> = {}): StaffMember {
  const n = next++;
  return {
    id: `member-${n}`,
    name: `Member ${n}`,
    email: `member${n}@example.com`,
    role: 'KITCHEN',
    state: 'active',
    pushDevices: [],
    version: 0,
    ...overrides,
  };
}

export function fakeStaffServer(overrides: Partial<FakeStaffServer> = {}): FakeStaffServer {
  return { role: 'OWNER', members: [], invitations: {}, gone: [], failures: {}, ...overrides };
}

const VALIDATE = /^\/auth\/validate-token\//;

function patchMember(server: FakeStaffServer, memberId: string, body: Record<string, unknown>): StubAnswer {
  server.beforePatch?.(server);
  const current = server.members.find((one) => one.id === memberId);
  if (!current) return { status: 404, body: { message: 'Staff member not found', code: 'NOT_FOUND' } };
  if (body.version !== current.version)
    return { status: 409, body: { message: 'Someone else changed this member meanwhile', code: 'CONFLICT' } };
  const changed: StaffMember = {
    ...current,
    ...(typeof body.role === 'string' ? { role: body.role as StaffRole } : {}),
    ...(typeof body.active === 'boolean' ? { state: body.active ? 'active' : 'deactivated' } : {}),
    version: current.version + 1,
  };
  server.members = server.members.map((one) => (one.id === memberId ? changed : one));
  return { body: changed };
}

function answer(server: FakeStaffServer, method: string, path: string, body: Record<string, unknown>): StubAnswer {
  const failure = server.failures[`${method} ${path}`];
  if (failure) return { status: failure.status, body: { message: failure.message, code: failure.code ?? 'TEST' } };
  if (method === 'GET' && VALIDATE.test(path)) return { body: { status: 'valid', message: 'ok', isExpired: false, role: 'ADMIN' } };
  if (method === 'GET' && path === '/api/staff/me')
    return server.meStatus
      ? { status: server.meStatus, body: { message: 'Authentication required', code: 'UNAUTHORIZED' } }
      : { body: staffSelf(server.role) };
  if (method === 'GET' && path === '/api/staff') return { body: { members: server.members } };
  if (method === 'POST' && path === '/api/staff/invitations') {
    const invited = member({
      email: String(body.email),
      name: String(body.name),
      role: body.role as StaffRole,
      state: 'invited',
      invitedAt: '2026-03-12T09:00:00.000Z',
      invitationExpiresAt: '2099-03-15T09:00:00.000Z',
    });
    server.members = [...server.members, invited];
    return { status: 201, body: invited };
  }
  const invitation = /^\/api\/staff\/invitations\/([^/]+)(\/resend|\/accept)?$/.exec(path);
  if (invitation) {
    const [, key = '', action = ''] = invitation;
    if (method === 'POST' && action === '/resend') return { body: server.members.find((one) => one.id === key) };
    if (method === 'DELETE' && action === '') {
      server.members = server.members.filter((one) => one.id !== key);
      return { status: 204 };
    }
    if (server.gone.includes(key)) return { status: 410, body: { message: 'This invitation link has expired', code: 'GONE' } };
    const preview = server.invitations[key];
    if (!preview) return { status: 404, body: { message: 'Invitation not found', code: 'NOT_FOUND' } };
    if (method === 'GET' && action === '') return { body: preview };
    if (method === 'POST' && action === '/accept') {
      server.gone.push(key);
      return { body: { message: 'Password set' } };
    }
  }
  const patch = /^\/api\/staff\/([^/]+)$/.exec(path);
  if (method === 'PATCH' && patch) return patchMember(server, patch[1] as string, body);
  throw new Error(`unexpected request ${method} ${path}`);
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubStaffServer(server: FakeStaffServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ method, path: url.pathname, url, authorization: (init.headers as Record<string, string>).Authorization, body });
    return fakeResponse(answer(server, method, url.pathname, body));
  }) as typeof fetch;
  return sent;
}

/** The requests to one 'METHOD /path'. */
export const requestsTo = (sent: SentRequest[], route: string) => sent.filter((request) => `${request.method} ${request.path}` === route);

export function signInStaff(): void {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'admin@example.com' });
}

export function resetStaffState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
  addPageStrings();
}

/** `pages` at `url` over `server`, signed in as staff unless told otherwise; other paths show only where the router went. */
export function renderStaffRoutes(
  server: FakeStaffServer,
  pages: Array<{ path: string; element: ReactNode }>,
  url: string,
  signedIn = true,
) {
  if (signedIn) signInStaff();
  const sent = stubStaffServer(server);
  const rendered = renderRoutes(pages, url);
  return { sent, ...rendered };
}
