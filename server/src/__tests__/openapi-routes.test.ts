import request from 'supertest';

import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The OpenAPI document and the routes Express serves are made from the same route tables
 * (lib/route-table.ts); this walks what Express really has, so a route added by hand, beside a
 * table, is caught too.
 */

/** Served on purpose without an entry of their own: the contract documents themselves. */
const OUTSIDE_OPENAPI = ['get /api/openapi.json', 'get /api/asyncapi.json', 'get /api/docs/asyncapi'];

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `method path` of the app's routes, with the mount paths of the routers they sit in, in OpenAPI's `{param}` form. */
function servedRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path === '/' && prefix ? '' : layer.route.path}`.replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method} ${path}`);
    }
    const inner = layer.handle?.stack;
    if (!inner) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return servedRoutes(inner, `${prefix}${mount}`);
  });
}

let t: TestApp;
let documented: string[];
let served: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
  served = servedRoutes((t.app as unknown as { router: { stack: Layer[] } }).router.stack);
});

afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document and the routes Express serves', () => {
  it('when the app is walked, then it serves the routes of every module (the walk sees them)', () => {
    expect(served).toEqual(expect.arrayContaining(['get /api/health', 'patch /api/orders/{orderId}/status', 'post /auth/signup']));
    expect(served.length).toBeGreaterThan(60);
  });

  it('when a route is served, then /api/openapi.json documents it (but for the contract documents themselves)', () => {
    expect(served.filter((route) => !documented.includes(route) && !OUTSIDE_OPENAPI.includes(route))).toEqual([]);
  });

  it('when a route is documented, then Express serves it, once', () => {
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(served.filter((route, index) => served.indexOf(route) !== index)).toEqual([]);
  });

  it('when a stranger calls a path no route answers in a signed-in area, then 401 as before the tables, not 404', async () => {
    for (const path of ['/api/cart/nope', '/api/orders/a/b/c', '/api/address/nope', '/api/integrations/nope', '/api/events/nope']) {
      expect({ path, status: (await request(t.app).get(path)).status }).toEqual({ path, status: 401 });
    }
    // The toggle's path is staff's for every method; elsewhere under /api/restaurant an unknown path is 404.
    expect((await request(t.app).get('/api/restaurant/1/status')).status).toBe(401);
    expect((await request(t.app).get('/api/restaurant/nope')).status).toBe(404);
  });
});
