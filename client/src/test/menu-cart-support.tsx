/**
 * Helpers for the menu and cart component tests. `fetch` is the browser's network edge, so it is
 * stubbed per route; the api client, query cache, stores and components above it are real.
 */
import { formatMoney } from '@pizza/shared';
import type { ReactNode } from 'react';

import { useAuthStore } from '../lib/session/auth-store';
import { renderRouter, withProbe } from './render-routes';

/** The app's real providers, for tests that render a component without a router. */
export { Providers } from '../app/providers';

export interface StubAnswer {
  status?: number;
  /** Objects and arrays are sent as JSON, strings as text. */
  body?: unknown;
}

type Route = StubAnswer | ((request: SentRequest) => StubAnswer | Promise<StubAnswer>);

export interface SentRequest {
  method: string;
  url: URL;
  body: string;
}

/** Routes are 'METHOD /path' (query ignored). Returns the list of requests sent, in order. */
export function stubFetch(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', url: new URL(String(input), 'http://shop.test'), body: String(init.body ?? '') };
    sent.push(request);
    const route = routes[`${request.method} ${request.url.pathname}`];
    if (!route) throw new Error(`unexpected request ${request.method} ${request.url.href}`);
    const { status = 200, body } = typeof route === 'function' ? await route(request) : route;
    const isText = typeof body === 'string';
    const text = body === undefined ? '' : isText ? body : JSON.stringify(body);
    const contentType = isText ? 'text/plain' : 'application/json';
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

/** Renders `ui` at `/` inside the real providers; other paths render an empty page with the probe. */
export function renderAt(ui: ReactNode, url = '/') {
  return renderRouter([{ path: '/', element: withProbe(ui) }], url);
}

export const CUSTOMER = { token: 'customer-token', email: 'anna@example.com', name: 'Anna' };

export function logIn(): void {
  useAuthStore.getState().login(CUSTOMER);
}

export function logOut(): void {
  useAuthStore.getState().logout();
}

/** An amount as the English shop shows it ('HUF 4,999'), as Testing Library reads it (no-break spaces become plain ones). */
export function price(amount: number): string {
  return formatMoney(amount, 'en').replace(/\s/g, ' ');
}
