import type { Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

import request from 'supertest';

import { rawRequest } from '../../../test/raw-http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MENU_CACHE_CONTROL } from '../cached-json';
import { MenuItemModel } from '../menu.model';

let t: TestApp;
let server: Server;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0);
});

afterAll(async () => {
  server.close();
  await t.close();
});

const STRONG_ETAG = /^"[A-Za-z0-9_-]{27}"$/;
const PIZZA = '/api/menuItem/get/category/PIZZA';

const rawGet = (url: string, headers: Record<string, string>) => rawRequest(server, url, headers);

describe('menu answers: ETag, 304 and Cache-Control', () => {
  it.each([
    PIZZA,
    '/api/menuItem/get/name/size?name=Margarita&size=LARGE',
    '/api/menuItem/get/PIZ_001',
    '/api/extras/get/all',
    '/api/extras/get/EXT_001',
  ])('when %s is read, then it has a strong ETag and the menu Cache-Control', async (url) => {
    const res = await request(t.app).get(url).set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    expect(res.headers['cache-control']).toBe(MENU_CACHE_CONTROL);
    expect(MENU_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('when the same answer is read twice, then the ETag is the same; for another category, it differs', async () => {
    const first = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    const second = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    const drinks = await request(t.app).get('/api/menuItem/get/category/DRINKS').set('Accept-Encoding', 'identity').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(drinks.headers.etag).not.toBe(first.headers.etag);
  });

  it('when If-None-Match carries the ETag, then 304 with no body and the caching headers', async () => {
    const { headers } = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    const res = await rawGet(PIZZA, { 'Accept-Encoding': 'identity', 'If-None-Match': headers.etag! });
    expect(res.status).toBe(304);
    expect(res.body).toHaveLength(0);
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe(MENU_CACHE_CONTROL);
  });

  it('when If-None-Match lists the tag among others, weakened by a proxy, or is *, then 304', async () => {
    const { headers } = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    for (const value of [`"other", ${headers.etag!}`, `W/${headers.etag!}`, '*']) {
      await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'If-None-Match': value }).expect(304);
    }
  });

  it('when If-None-Match is a stale tag, then 200 with the body', async () => {
    const res = await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'If-None-Match': '"stale"' }).expect(200);
    expect(res.body).toHaveLength(70);
  });

  it('when the client accepts gzip, then the pre-compressed body comes with its own strong ETag, and 304 works on it', async () => {
    const identity = await rawGet(PIZZA, { 'Accept-Encoding': 'identity' });
    const gzip = await rawGet(PIZZA, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([identity.status, gzip.status]).toEqual([200, 200]);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzip.headers.etag).toMatch(STRONG_ETAG);
    expect(gzip.headers.etag).not.toBe(identity.headers.etag);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(identity.body.length / 3);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);

    const notModified = await rawGet(PIZZA, { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': gzip.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe(gzip.headers.etag);
  });

  it('when a small answer is asked for with gzip, then it is sent as is (not worth compressing), still with a strong ETag', async () => {
    const res = await rawGet('/api/menuItem/get/PIZ_001', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    await request(t.app)
      .get('/api/menuItem/get/PIZ_001')
      .set({ 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers.etag! })
      .expect(304);
  });

  it('when the menu changes and the catalogue is invalidated, then the ETag changes and the old one gets 200', async () => {
    const before = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    await MenuItemModel.updateOne({ _id: 'PIZ_001' }, { price: 2999 });
    t.deps.catalogue.invalidate();
    const after = await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'If-None-Match': before.headers.etag! }).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[0]).toMatchObject({ id: 'PIZ_001', price: 2999 });
  });

  it('when only a translation changes and the catalogue is invalidated, then the ETag changes too (the English fields alone would not)', async () => {
    const before = await request(t.app).get(PIZZA).set('Accept-Encoding', 'identity').expect(200);
    await MenuItemModel.updateOne({ _id: 'PIZ_003' }, { $set: { 'translations.hu.name': 'Extra sajtos Margarita' } });
    t.deps.catalogue.invalidate();
    const after = await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'If-None-Match': before.headers.etag! }).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body[2]).toMatchObject({
      id: 'PIZ_003',
      name: 'Extra Margarita',
      translations: { hu: { name: 'Extra sajtos Margarita' } },
    });
    await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'If-None-Match': after.headers.etag! }).expect(304);
  });

  it('when the client sends Accept-Language, then the answer and its ETag are the same (both languages travel in one body)', async () => {
    const en = await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'Accept-Language': 'en' }).expect(200);
    const hu = await request(t.app).get(PIZZA).set({ 'Accept-Encoding': 'identity', 'Accept-Language': 'hu' }).expect(200);
    expect(hu.headers.etag).toBe(en.headers.etag);
    expect(hu.headers.vary ?? '').not.toMatch(/Accept-Language/i);
    await request(t.app)
      .get(PIZZA)
      .set({ 'Accept-Encoding': 'identity', 'Accept-Language': 'hu', 'If-None-Match': en.headers.etag! })
      .expect(304);
  });

  it('when the database changes without an invalidation, then the pre-serialised answer is served (no database read per request)', async () => {
    const before = await request(t.app).get('/api/menuItem/get/PIZ_005').expect(200);
    await MenuItemModel.updateOne({ _id: 'PIZ_005' }, { price: 1 });
    const after = await request(t.app).get('/api/menuItem/get/PIZ_005').expect(200);
    expect(after.body).toEqual(before.body);
    t.deps.catalogue.invalidate();
    expect((await request(t.app).get('/api/menuItem/get/PIZ_005').expect(200)).body.price).toBe(1);
  });

  it('when an error answer is sent (404), then it is not marked cacheable like the menu', async () => {
    const res = await request(t.app).get('/api/menuItem/get/NOPE_1').expect(404);
    expect(res.headers['cache-control']).not.toBe(MENU_CACHE_CONTROL);
  });
});
