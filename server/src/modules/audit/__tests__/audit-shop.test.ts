/**
 * The shop's changes in the audit log on the real app and embedded database: opening hours, busy
 * mode, pause, the open/closed toggle, closed until, the settings and sold out, each with who did
 * it and the fields before and after, written with the change.
 */
import { type AuditAction, type AuditEntry, auditPageSchema, type RestaurantHours } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { ExtraModel, MenuItemModel, RestaurantModel, UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-02-09T11:00:00Z'); // Monday noon in Budapest.
const clock = fixedClock(NOW);
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const HOURS: RestaurantHours = {
  timezone: 'Europe/Budapest',
  pickup: [{ dayOfWeek: 'Monday', opens: '11:00', closes: '22:00' }],
  delivery: [{ dayOfWeek: 'Monday', opens: '18:00', closes: '22:00' }],
  special: [],
};

let t: TestApp;
let manager: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  manager = await createTestAdmin({ name: 'Márta Manager' });
  await UserModel.updateOne({ _id: manager.user.id }, { $set: { staffRole: 'MANAGER' } });
});

afterAll(() => t.close());

beforeEach(async () => {
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
});

/** The newest entry of this kind, read as the owner's page reads it. */
async function latest(action: AuditAction): Promise<AuditEntry> {
  const owner = await createTestAdmin();
  const res = await request(t.app).get('/api/audit').query({ action, limit: 1 }).set(bearer(owner.token)).expect(200);
  const [entry] = auditPageSchema.parse(res.body).entries;
  if (!entry) throw new Error(`no ${action} entry`);
  return entry;
}

const put = (path: string, body: object) => request(t.app).put(path).set(bearer(manager.token)).send(body);

describe('shop changes in the audit log', () => {
  it('when the manager sets opening hours, then shop.hours holds none before and the hours after', async () => {
    await put('/api/restaurant/hours', HOURS).expect(200);
    expect(await latest('shop.hours')).toMatchObject({
      actorId: manager.user.id,
      actorName: 'Márta Manager',
      actorRole: 'MANAGER',
      at: NOW.toISOString(),
      before: { hours: null, manualUntil: null },
      after: { hours: HOURS, manualUntil: null },
    });
  });

  it('when busy mode goes to 30, then shop.busy holds 0 before and 30 after', async () => {
    await put('/api/restaurant/busy', { extraMinutes: 30 }).expect(200);
    expect(await latest('shop.busy')).toMatchObject({
      actorId: manager.user.id,
      before: { busyExtraMinutes: 0 },
      after: { busyExtraMinutes: 30 },
    });
  });

  it('when new orders are paused for 15 minutes, then shop.pause holds the end after', async () => {
    await put('/api/restaurant/pause', { minutes: 15 }).expect(200);
    expect(await latest('shop.pause')).toMatchObject({
      actorId: manager.user.id,
      before: { pausedUntil: null },
      after: { pausedUntil: later(15) },
    });
  });

  it('when the shop is closed with the toggle, then shop.status; when closed until a time, then shop.closedUntil with it', async () => {
    await request(t.app).put('/api/restaurant/1/status').query({ isOpen: false }).set(bearer(manager.token)).send({}).expect(200);
    expect(await latest('shop.status')).toMatchObject({ actorId: manager.user.id, before: { isOpen: true }, after: { isOpen: false } });
    await request(t.app)
      .put('/api/restaurant/1/status')
      .query({ isOpen: false, until: later(120) })
      .set(bearer(manager.token))
      .send({})
      .expect(200);
    expect(await latest('shop.closedUntil')).toMatchObject({ actorId: manager.user.id, after: { isOpen: false, manualUntil: later(120) } });
  });

  it('when one setting is changed, then shop.settings holds only that field before and after', async () => {
    const stored = (await request(t.app).get('/api/restaurant/settings').set(bearer(manager.token)).expect(200)).body as {
      prepMinutes: Record<string, number>;
    };
    const prepMinutes = { ...stored.prepMinutes, PICKUP: 40 };
    await request(t.app).patch('/api/restaurant/settings').set(bearer(manager.token)).send({ set: { prepMinutes } }).expect(200);
    expect(await latest('shop.settings')).toMatchObject({
      actorId: manager.user.id,
      before: { prepMinutes: stored.prepMinutes },
      after: { prepMinutes },
    });
    expect(Object.keys((await latest('shop.settings')).after as object)).toEqual(['prepMinutes']);
  });

  it('when a dish and an add-on are sold out and back, then menu.soldOut names each with its availability before and after', async () => {
    await MenuItemModel.updateMany({}, { $unset: { soldOutUntil: 1 } });
    await ExtraModel.updateMany({}, { $unset: { soldOutUntil: 1 } });
    await put('/api/menuItem/PIZ_001/availability', { soldOut: true, until: later(60) }).expect(200);
    expect(await latest('menu.soldOut')).toMatchObject({
      actorId: manager.user.id,
      subject: 'PIZ_001',
      before: { kind: 'menuItem', available: true, soldOutUntil: null },
      after: { kind: 'menuItem', available: false, soldOutUntil: later(60) },
    });
    await put('/api/extras/EXT_004/availability', { soldOut: true, until: later(30) }).expect(200);
    expect(await latest('menu.soldOut')).toMatchObject({
      subject: 'EXT_004',
      before: { kind: 'extra', available: true },
      after: { kind: 'extra', available: false, soldOutUntil: later(30) },
    });
    await put('/api/menuItem/PIZ_001/availability', { soldOut: false }).expect(200);
    expect(await latest('menu.soldOut')).toMatchObject({ subject: 'PIZ_001', before: { available: false }, after: { available: true } });
  });

  it('when a change is refused (a bad value), then no entry is written', async () => {
    await put('/api/restaurant/busy', { extraMinutes: 30 }).expect(200);
    const before = await latest('shop.busy');
    await put('/api/restaurant/busy', { extraMinutes: 7 }).expect(400);
    expect((await latest('shop.busy')).id).toBe(before.id);
  });
});
