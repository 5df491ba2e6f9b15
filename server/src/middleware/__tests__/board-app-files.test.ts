/**
 * The board's app files in a build: the manifest as application/manifest+json and the
 * service worker as JavaScript, both revalidated on every load (a deploy reaches installed boards
 * at once), unlike the other public files.
 */
import fs from 'node:fs';
import path from 'node:path';

import request from 'supertest';

import { fakeClientBuild } from '../../test/fake-client-build';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fakeClientBuild();
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ start_url: '/admin', display: 'standalone' }));
  fs.writeFileSync(path.join(dist, 'board-sw.js'), "self.addEventListener('push', () => undefined);");
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { CLIENT_DIST: dist } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('when the manifest is requested, then it is application/manifest+json and revalidated', async () => {
  const res = await request(t.app).get('/manifest.webmanifest').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('when the service worker is requested, then it is JavaScript and revalidated; other public files keep an hour', async () => {
  const worker = await request(t.app).get('/board-sw.js').expect(200);
  expect(worker.headers['content-type']).toMatch(/javascript/);
  expect(worker.headers['cache-control']).toBe('no-cache');
  const favicon = await request(t.app).get('/favicon.svg').expect(200);
  expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
});
