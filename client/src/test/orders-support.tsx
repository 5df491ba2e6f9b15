/**
 * Helpers for the checkout and orders tests. `fetch` is the browser's network edge, so it is
 * stubbed per route (answers may be functions, or promises the test resolves when it likes); the
 * api client, query cache, stores, router and pages above it are the real thing.
 */
import type { Address, CheckoutQuote, Order } from '@pizza/shared';

export interface StubAnswer {
  status?: number;
  /** Objects and arrays are sent as JSON, strings as text. */
  body?: unknown;
}

export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/** What the API client reads of a response: ok, status, content type and text. */
export function fakeResponse({ status = 200, body }: StubAnswer): Response {
  const isText = typeof body === 'string';
  const text = body === undefined ? '' : isText ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (isText ? 'text/plain' : 'application/json') : null) },
    text: async () => text,
  } as unknown as Response;
}

type Route = StubAnswer | ((request: SentRequest) => StubAnswer | Promise<StubAnswer>);

/** Routes are 'METHOD /path' (query ignored). Returns the requests sent, in order. */
export function stubFetch(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://shop.test'),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: String(init.body ?? ''),
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.url.pathname}`];
    if (!route) throw new Error(`unexpected request ${request.method} ${request.url.href}`);
    return fakeResponse(typeof route === 'function' ? await route(request) : route);
  }) as typeof fetch;
  return sent;
}

/** An answer the test releases later: `const place = deferred(); ... place.resolve({ body })`. */
export function deferred() {
  let resolve: (answer: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((done) => (resolve = done));
  return { route: () => promise, resolve };
}

/** The requests to one 'METHOD /path'. */
export const requestsTo = (sent: SentRequest[], route: string) =>
  sent.filter((request) => `${request.method} ${request.url.pathname}` === route);

export function quote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    orderId: 'order-1',
    orderType: 'PICKUP',
    totalCartAmount: 5798,
    bottleDepositFee: 50,
    serviceFee: 150,
    deliveryFee: 0,
    totalPrice: 5998,
    ...overrides,
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    addressId: 'addr-1',
    street: 'Piac utca',
    buildingName: 'Piac Residence 10',
    apartmentNo: '2',
    floor: '1',
    intercom: '12B',
    latitude: 47.5293,
    longitude: 21.6253,
    selected: true,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'order-1',
    orderSequence: '#Order-0001',
    date: '2026-05-12',
    createdAt: '2026-05-12T16:05:00.000Z',
    status: 'PLACED',
    orderType: 'PICKUP',
    paymentMethod: 'CASH',
    totalCartAmount: 5798,
    deliveryFee: 0,
    serviceFee: 150,
    bottleDepositFee: 50,
    totalPrice: 5998,
    user: { name: 'Anna', phone: '+36301234567' },
    orderItems: [
      {
        id: 'line-1',
        menuItemId: 'PIZ_002',
        name: 'Margarita',
        size: 'LARGE',
        quantity: 1,
        pricePerItem: 5099,
        extras: [{ name: 'Extra cheese', price: 400 }],
        instructions: 'Well done',
      },
      { id: 'line-2', menuItemId: 'COC_001', name: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 1, pricePerItem: 699, extras: [] },
    ],
    statusHistory: [{ status: 'PLACED', at: '2026-05-12T16:05:00.000Z' }],
    ...overrides,
  };
}

export { renderRoutes } from './render-routes';
