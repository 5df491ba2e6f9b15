/**
 * Two instances of the shop on one database, each with its own pre-serialised menu: a sold-out
 * marked on one gives a new ETag on the other as soon as that one reads the event from the log
 * (woken by a peer's commit as Redis would, or by its safety poll when no signal came).
 */
import { bearer, until } from '@pizza/test-kit';
import type { Express } from 'express';
import request from 'supertest';

import { createApp } from '../../../app';
import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: TestPrincipal;
let b: { deps: Collaborators; app: Express };

beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestAdmin();
  const deps = createCollaborators(t.config, t.logger);
  b = { deps, app: createApp({ ...deps, db: t.db }) };
  await t.deps.catalogueSync.start();
  await b.deps.catalogueSync.start();
});

afterAll(async () => {
  await b.deps.catalogueSync.stop();
  await t.deps.catalogueSync.stop();
  await closeCollaborators(b.deps);
  await t.close();
});

const PIZZA = '/api/menuItem/get/category/PIZZA';
const read = (app: Express, url = PIZZA) => request(app).get(url).set('Accept-Encoding', 'identity').expect(200);
const margarita = (body: Array<{ id: string; available: boolean }>) => body.find((item) => item.id === 'PIZ_001')!;

it('when staff mark an item sold out on instance A, then instance B answers with a new ETag and available false once it read the event', async () => {
  const [beforeA, beforeB] = await Promise.all([read(t.app), read(b.app)]);
  expect(beforeB.headers.etag).toBe(beforeA.headers.etag); // same bytes, same tag
  const target = (await t.deps.events.latestSeq()) + 1;

  await request(t.app).put('/api/menuItem/PIZ_001/availability').set(bearer(staff.token)).send({ soldOut: true }).expect(200);
  const afterA = await read(t.app);
  expect(afterA.headers.etag).not.toBe(beforeA.headers.etag); // at once on the instance that changed it

  b.deps.events.peerCommitted(); // what the Redis adapter tells B after A's commit
  await until(() => b.deps.catalogueSync.position() >= target, 'instance B reading the event');
  const afterB = await read(b.app);
  expect(afterB.headers.etag).toBe(afterA.headers.etag);
  expect(margarita(afterB.body).available).toBe(false);
});

it('when an add-on is marked on B and no peer signal comes, then A still follows through its safety poll', async () => {
  const before = await read(t.app, '/api/extras/get/all');
  const target = (await b.deps.events.latestSeq()) + 1;
  await request(b.app).put('/api/extras/EXT_004/availability').set(bearer(staff.token)).send({ soldOut: true }).expect(200);
  await until(() => t.deps.catalogueSync.position() >= target, 'instance A polling the log');
  const after = await read(t.app, '/api/extras/get/all');
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body.find((extra: { id: string }) => extra.id === 'EXT_004')).toMatchObject({ available: false });
});
