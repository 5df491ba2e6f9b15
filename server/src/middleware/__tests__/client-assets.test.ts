import fs from 'node:fs';

import request from 'supertest';

import { fakeClientBuild } from '../../test/fake-client-build';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('without a client build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when / is requested, then a 503 HTML page says to run npm run build', async () => {
    const res = await request(t.app).get('/').expect(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('npm run build');
  });

  it('when a menu image is requested, then it comes from client/public/images with an immutable cache header', async () => {
    const res = await request(t.app).get('/images/menu/pizza.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an image is requested, then other origins may embed it (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const res = await request(t.app).get('/images/menu/pizza.svg').set('Origin', 'https://pos.example.com').expect(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The API keeps helmet's same-origin policy.
    const api = await request(t.app).get('/api/health').expect(200);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('when a missing image is requested, then JSON 404 (never the SPA page)', async () => {
    const res = await request(t.app).get('/images/menu/nothing.svg').expect(404);
    expect(res.body).toEqual({ message: 'Not found: GET /images/menu/nothing.svg', code: 'NOT_FOUND' });
  });
});

describe('with a client build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientBuild();
    t = await createTestApp({ env: { CLIENT_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/orders/123e4567-e89b', '/admin'])('when %s is requested, then index.html is served with no-cache', async (url) => {
    const res = await request(t.app).get(url).expect(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the home page is requested, then its first landing slide (its largest paint) is preloaded; other pages do not load it', async () => {
    const home = await request(t.app).get('/').expect(200);
    expect(home.headers.link).toBe('</images/landing/landing-1.svg>; rel=preload; as=image; fetchpriority=high');
    await request(t.app).get('/images/landing/landing-1.svg').expect(200);
    const checkout = await request(t.app).get('/checkout').expect(200);
    expect(checkout.headers.link).toBeUndefined();
  });

  it.each([
    '/signup',
    '/Login',
    '/checkout/',
    '/orders',
    '/orders/abc123',
    '/account',
    '/resetPassword',
    '/adminLogin',
    '/admin/integrations',
  ])(
    'when the client page %s is requested, then 200 (the same paths the client routes, case and trailing slash as it takes them)',
    async (url) => {
      await request(t.app).get(url).expect(200);
    },
  );

  it.each(['/no-such-page', '/orders/abc/extra', '/admin/nothing', '/menu', '/checkout/x'])(
    'when %s (no page of the client) is requested, then 404 with the client, which shows its not-found page',
    async (url) => {
      const res = await request(t.app).get(url).set('Accept-Encoding', 'br').expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // A page that is not there is never 'not modified'.
      await request(t.app)
        .get(url)
        .set('If-None-Match', res.headers.etag ?? '*')
        .expect(404);
      const plain = await request(t.app).get(url).expect(404);
      expect(plain.text).toContain('<div id="root">');
      await request(t.app).head(url).expect(404);
    },
  );

  it('when a hashed asset is requested, then it is cached as immutable', async () => {
    const res = await request(t.app).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing file-like path is requested, then 404 instead of index.html', async () => {
    await request(t.app).get('/assets/missing-xyz.js').expect(404);
  });

  it('when an unknown API path is requested, then JSON 404 even though the SPA exists', async () => {
    const res = await request(t.app).get('/api/nothing').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
