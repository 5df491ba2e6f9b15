/**
 * The built client's files with their Brotli and gzip twins, on the real app (createApp, a client
 * build laid out as the Vite build writes it), read as bytes on the wire.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { fakeClientBuild, FAKE_BUILD_FILES } from '../../test/fake-client-build';
import { rawRequest } from '../../test/raw-http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chooseEncoding } from '../precompressed-static';

let t: TestApp;
let server: Server;
let dist: string;

beforeAll(async () => {
  dist = fakeClientBuild();
  t = await createTestApp({ env: { CLIENT_DIST: dist } });
  server = t.app.listen(0);
});

afterAll(async () => {
  server.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const SCRIPT = '/assets/index-abc123.js';
const original = (name: keyof typeof FAKE_BUILD_FILES) => Buffer.from(FAKE_BUILD_FILES[name]);
const onDisk = (file: string) => fs.readFileSync(`${dist}${file}`);
const get = (url: string, headers: Record<string, string> = {}) => rawRequest(server, url, headers);
const STRONG_ETAG = /^"[A-Za-z0-9_-]{27}"$/;
/** What Chromium sends. */
const CHROME = 'gzip, deflate, br, zstd';

describe('a hashed script, by Accept-Encoding', () => {
  it('when the browser accepts br, then the .br twin is sent as it is, with its own length, ETag and the caching headers', async () => {
    const res = await get(SCRIPT, { 'Accept-Encoding': CHROME });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(onDisk(`${SCRIPT}.br`))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    // Compressed once: one decoding gives the script back.
    expect(brotliDecompressSync(res.body).equals(original('assets/index-abc123.js'))).toBe(true);
  });

  it('when the browser accepts gzip only, then the .gz twin; with no Accept-Encoding, the file itself', async () => {
    const gzip = await get(SCRIPT, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(onDisk(`${SCRIPT}.gz`))).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).equals(original('assets/index-abc123.js'))).toBe(true);

    const identity = await get(SCRIPT);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body.equals(original('assets/index-abc123.js'))).toBe(true);
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length);
  });

  it('when each encoding is asked for, then each has its own strong ETag, the same on every request', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity', 'br'].map(async (coding) => (await get(SCRIPT, { 'Accept-Encoding': coding })).headers.etag),
    );
    expect(new Set(tags.slice(0, 3)).size).toBe(3);
    expect(tags[3]).toBe(tags[0]);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.1, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('when Accept-Encoding is "%s", then Content-Encoding is %s (q-values decide, q=0 refuses)', async (accept, expected) => {
    const res = await get(SCRIPT, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
  });

  it('when HEAD is asked with br, then the headers of the br answer and no body', async () => {
    const head = await rawRequest(server, SCRIPT, { 'Accept-Encoding': 'br' }, 'HEAD');
    const full = await get(SCRIPT, { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'cache-control', 'content-type']) {
      expect(head.headers[name]).toBe(full.headers[name]);
    }
  });

  it('when If-None-Match carries the br ETag, then 304 for br, but the gzip answer for a gzip-only client', async () => {
    const { headers } = await get(SCRIPT, { 'Accept-Encoding': 'br' });
    const again = await get(SCRIPT, { 'Accept-Encoding': 'br', 'If-None-Match': headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(headers.etag);
    const otherEncoding = await get(SCRIPT, { 'Accept-Encoding': 'gzip', 'If-None-Match': headers.etag! });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  it('when a range is asked with br, then 206 with that range of the br bytes', async () => {
    const res = await get(SCRIPT, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    const br = onDisk(`${SCRIPT}.br`);
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-range']).toBe(`bytes 0-9/${br.length}`);
    expect(res.body.equals(br.subarray(0, 10))).toBe(true);
  });
});

describe('index.html, artwork and files without twins', () => {
  it.each(['/', '/orders/123e4567-e89b'])('when %s is asked with br, then index.html.br with no-cache', async (url) => {
    const res = await get(url, { 'Accept-Encoding': CHROME });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    expect(brotliDecompressSync(res.body).equals(original('index.html'))).toBe(true);
  });

  it('when / is asked, then the preload of the first landing slide comes with every encoding and with HEAD', async () => {
    const preload = '</images/landing/landing-1.svg>; rel=preload; as=image; fetchpriority=high';
    for (const accept of ['br', 'gzip', 'identity']) expect((await get('/', { 'Accept-Encoding': accept })).headers.link).toBe(preload);
    const head = await rawRequest(server, '/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers.link).toBe(preload);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('when index.html is revalidated with its br ETag, then 304', async () => {
    const { headers } = await get('/checkout', { 'Accept-Encoding': 'br' });
    expect((await get('/checkout', { 'Accept-Encoding': 'br', 'If-None-Match': headers.etag! })).status).toBe(304);
  });

  it('when a landing slide is asked with br, then its twin, immutable and embeddable by other origins', async () => {
    const res = await get('/images/landing/landing-1.svg', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(brotliDecompressSync(res.body).equals(original('images/landing/landing-1.svg'))).toBe(true);
  });

  it('when a client file has no twins, then it is sent as it is: the client files are never compressed per request', async () => {
    const res = await get('/assets/bare-abc123.js', { 'Accept-Encoding': CHROME });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.equals(original('assets/bare-abc123.js'))).toBe(true);
  });

  it('when the OpenAPI document (made per request) is asked with br, then it is still compressed at run time', async () => {
    const res = await get('/api/openapi.json', { 'Accept-Encoding': CHROME });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).openapi).toMatch(/^3\./);
  });

  it.each(['/assets/%2e%2e/%2e%2e/package.json', '/.env', '/assets/.hidden.js', '/assets/index-abc123.js%00.br'])(
    'when %s is asked, then 404: nothing outside the build, no dotfiles',
    async (url) => {
      expect((await get(url, { 'Accept-Encoding': 'br' })).status).toBe(404);
    },
  );

  it('when the path is not valid percent-encoding, then a JSON 400', async () => {
    const res = await get('/assets/%E0%A4%A.js');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString()).code).toBe('BAD_REQUEST');
  });

  it('when a file is asked with POST, then it is not served', async () => {
    const res = await rawRequest(server, SCRIPT, { 'Accept-Encoding': 'br' }, 'POST');
    expect(res.status).toBe(404);
  });
});

describe('chooseEncoding', () => {
  it('when the client likes br and gzip equally, then br, whatever their order in the header', () => {
    expect(chooseEncoding('gzip, br', ['br', 'gzip', 'identity'])).toBe('br');
    expect(chooseEncoding('gzip, br', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br', 'gzip', 'identity'])).toBe('identity');
    expect(chooseEncoding('identity;q=0', ['identity'])).toBe('identity');
  });
});
