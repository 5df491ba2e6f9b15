/**
 * Helpers for the auth tests. `fetch` is the browser's network edge, so tests stub it with
 * answers per route and look at what the code sent; everything above it (api client, stores,
 * pages, router) is the real thing.
 */

import { useAuthStore } from '../lib/session/auth-store';
import { useStaffAuthStore } from '../lib/session/staff-auth-store';

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** 'METHOD /path' (query ignored) → answer, a function of the request, or a network failure. */
export type Routes = Record<string, StubAnswer | 'network-error' | ((init: RequestInit) => StubAnswer)>;

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function stubFetch(routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    sent.push({
      method,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) return Promise.reject(new Error(`unexpected request ${method} ${url}`));
    if (route === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const { status, body } = typeof route === 'function' ? route(init) : route;
    const text = body === undefined ? '' : JSON.stringify(body);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
      text: () => Promise.resolve(text),
    } as unknown as Response);
  }) as typeof fetch;
  return sent;
}

export function resetAuthState(): void {
  localStorage.clear();
  useAuthStore.setState({ token: null, email: null, name: null, isAuthenticated: false, isAuthLoading: false });
  useStaffAuthStore.setState({ token: null, email: null });
}

export function signIn(session: { token: string; email: string; name?: string }): void {
  useAuthStore.getState().login(session);
}

export { renderRoutes } from './render-routes';
