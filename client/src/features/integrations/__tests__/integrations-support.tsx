/**
 * Helpers for the integrations page tests. `fetch` is the network edge and is stubbed over a small
 * in-memory "server" that answers the keys and webhooks API as the shop does (the contract of
 *); everything above it (api client, query cache, components) is the real thing.
 */
import type { IntegrationKey } from '@pizza/shared';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { renderAt } from '../../../test/menu-cart-support';
import { fakeResponse, type StubAnswer } from '../../../test/orders-support';
import { IntegrationsPanel } from '../index';
import type { WebhookDelivery, WebhookEndpoint, WebhookTestResult } from '../types';

export interface FakeIntegrationsServer {
  keys: IntegrationKey[];
  webhooks: WebhookEndpoint[];
  deliveries: Record<string, WebhookDelivery[]>;
  testResult: WebhookTestResult;
  /** 'METHOD /path' -> an answer given instead of the normal one (an error, a refusal). */
  failures: Record<string, { status: number; message: string }>;
  /** While set, requests to these 'METHOD /path' wait for it (a slow server). */
  hold?: { route: string; until: Promise<void> };
}

export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  authorization?: string;
  body: unknown;
}

let next = 1;

export function apiKey(overrides: Partial<IntegrationKey> = {}): IntegrationKey {
  const n = next++;
  return {
    keyId: `key-${n}`,
    name: `Key ${n}`,
    prefix: `ppk_abc${n}`,
    scopes: ['events'],
    createdAt: '2026-03-12T09:00:00.000Z',
    ...overrides,
  };
}

export function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  const n = next++;
  return {
    id: `hook-${n}`,
    url: `https://pos.example.com/hooks/${n}`,
    description: '',
    eventTypes: ['order-created', 'status-changed'],
    scopes: ['events'],
    enabled: true,
    createdAt: '2026-03-12T09:00:00.000Z',
    state: 'ok',
    lastSeq: 0,
    failureCount: 0,
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  const n = next++;
  return {
    id: `attempt-${n}`,
    at: '2026-03-12T09:30:00.000Z',
    seq: n,
    eventId: `event-${n}`,
    attempt: 1,
    statusCode: 200,
    durationMs: 42,
    ok: true,
    ...overrides,
  };
}

export function fakeServer(overrides: Partial<FakeIntegrationsServer> = {}): FakeIntegrationsServer {
  return { keys: [], webhooks: [], deliveries: {}, testResult: { ok: true, statusCode: 200, durationMs: 12 }, failures: {}, ...overrides };
}

const KEYS = '/api/integrations/keys';
const HOOKS = '/api/integrations/webhooks';

function answer(server: FakeIntegrationsServer, method: string, path: string, body: Record<string, unknown>): StubAnswer {
  const failure = server.failures[`${method} ${path}`];
  if (failure) return { status: failure.status, body: { message: failure.message, code: 'TEST' } };

  if (method === 'GET' && path === KEYS) return { body: server.keys };
  if (method === 'POST' && path === KEYS) {
    const created = apiKey({
      name: String(body.name),
      prefix: 'ppk_NewKey',
      scopes: (body.scopes as IntegrationKey['scopes']) ?? ['events'],
    });
    server.keys = [created, ...server.keys];
    return { status: 201, body: { ...created, key: 'ppk_NewKeySecretSecretSecretSecretSecretSecret1' } };
  }
  const revoke = new RegExp(`^${KEYS}/([^/]+)$`).exec(path);
  if (method === 'PATCH' && revoke) {
    server.keys = server.keys.map((key) => (key.keyId === revoke[1] ? { ...key, scopes: body.scopes as IntegrationKey['scopes'] } : key));
    return { body: server.keys.find((key) => key.keyId === revoke[1]) };
  }
  if (method === 'DELETE' && revoke) {
    server.keys = server.keys.map((key) => (key.keyId === revoke[1] ? { ...key, revokedAt: '2026-03-12T10:15:00.000Z' } : key));
    return { status: 204 };
  }

  if (method === 'GET' && path === HOOKS) return { body: server.webhooks };
  if (method === 'POST' && path === HOOKS) {
    const created = endpoint({
      url: String(body.url),
      description: String(body.description ?? ''),
      eventTypes: (body.eventTypes as string[] | undefined) ?? ['order-created', 'status-changed'],
      scopes: (body.scopes as WebhookEndpoint['scopes'] | undefined) ?? ['events'],
    });
    server.webhooks = [...server.webhooks, created];
    const { state: _state, lastSeq: _lastSeq, failureCount: _count, ...shown } = created;
    return { status: 201, body: { ...shown, secret: 'whsec_TmV3U2VjcmV0TmV3U2VjcmV0TmV3U2VjcmV0' } };
  }
  const one = new RegExp(`^${HOOKS}/([^/]+)(/[a-z-]+)?$`).exec(path);
  if (one) {
    const [, id, action = ''] = one;
    const current = server.webhooks.find((hook) => hook.id === id);
    if (!current) return { status: 404, body: { message: 'Webhook endpoint not found', code: 'NOT_FOUND' } };
    const route = `${method} ${action}`;
    if (route === 'PATCH ') {
      const changed = { ...current, ...body, ...(body.enabled === true ? { state: 'ok' as const, failureCount: 0 } : {}) };
      server.webhooks = server.webhooks.map((hook) => (hook.id === id ? changed : hook));
      return { body: changed };
    }
    if (route === 'DELETE ') {
      server.webhooks = server.webhooks.filter((hook) => hook.id !== id);
      return { status: 204 };
    }
    if (route === 'POST /rotate-secret') return { body: { secret: 'whsec_Um90YXRlZFJvdGF0ZWRSb3RhdGVkUm90YXRlZA' } };
    if (route === 'POST /test') return { body: server.testResult };
    if (route === 'GET /deliveries') return { body: server.deliveries[id as string] ?? [] };
    if (route === 'POST /resend' || route === 'POST /replay') return { status: 202, body: {} };
  }
  throw new Error(`unexpected request ${method} ${path}`);
}

/** Stubs fetch over `server`; returns the requests sent, in order. */
export function stubIntegrationsServer(server: FakeIntegrationsServer): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://shop.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ method, path: url.pathname, url, authorization: (init.headers as Record<string, string>).Authorization, body });
    if (server.hold?.route === `${method} ${url.pathname}`) await server.hold.until;
    return fakeResponse(answer(server, method, url.pathname, body));
  }) as typeof fetch;
  return sent;
}

/** The requests to one 'METHOD /path'. */
export const requestsTo = (sent: SentRequest[], route: string) => sent.filter((request) => `${request.method} ${request.path}` === route);

export function signInStaff(): void {
  useStaffAuthStore.getState().login({ token: 'staff-jwt', email: 'admin@example.com' });
}

export function resetIntegrationsState(): void {
  localStorage.clear();
  useStaffAuthStore.setState({ token: null, email: null });
}

/** The page's content as /admin/integrations shows it, signed in as staff, over `server`. */
export function renderIntegrations(server: FakeIntegrationsServer) {
  signInStaff();
  const sent = stubIntegrationsServer(server);
  const rendered = renderAt(<IntegrationsPanel />);
  return { sent, ...rendered };
}
