/**
 * The audit log of order changes on the real app and embedded database: accept (with the prep
 * minutes), reject (with the reason), a later cancel, the kitchen's steps, an ETA push and the
 * automatic cancel, each with who did it and before/after; "who cancelled #0042" as one query; the
 * order's trail for the board; and the entry written in the change's own transaction, so a refused
 * change leaves no entry and an entry that cannot be written undoes the change.
 */
import { auditPageSchema, type AuditEntry, auditEntrySchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';
import { z } from 'zod';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { AuditEntryModel, OrderEventModel, OrderModel, RestaurantModel, UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PLACED_AT = new Date('2026-02-09T17:00:00Z'); // Monday 18:00 in Budapest.
const clock = fixedClock(PLACED_AT);
const at = (minutes: number) => new Date(PLACED_AT.getTime() + minutes * 60_000);

let t: TestApp;
let owner: TestPrincipal;
let kitchen: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestAdmin({ name: 'Olga Owner' });
  kitchen = await createTestAdmin({ name: 'Kata Kitchen' });
  await UserModel.updateOne({ _id: kitchen.user.id }, { $set: { staffRole: 'KITCHEN' } });
});

afterAll(() => t.close());

beforeEach(async () => {
  clock.set(PLACED_AT);
  await RestaurantModel.updateOne(
    { _id: 1 },
    { $set: { isOpen: true, busyExtraMinutes: 0 }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1, settings: 1 } },
  );
});

async function newOrder() {
  const customer = await createTestCustomer();
  await fillCart(t.app, customer.token, WORKED_EXAMPLE);
  return placed(t.app, customer.token, 'PICKUP');
}

const move = (orderId: string, query: object, body: object = {}, token = owner.token) =>
  request(t.app).patch(`/api/orders/${orderId}/status`).query(query).set(bearer(token)).send(body);
const trail = async (orderId: string, token = owner.token): Promise<AuditEntry[]> =>
  z.array(auditEntrySchema).parse((await request(t.app).get(`/api/audit/orders/${orderId}`).set(bearer(token)).expect(200)).body);
const sequenceOf = (orderId: string) =>
  OrderModel.findOne({ orderId }, { orderSequence: 1 })
    .lean()
    .then((order) => order!.orderSequence!);

describe('order changes in the audit log', () => {
  it('when staff accept with 25 prep minutes, then order.accepted names them, the order number and PLACED -> PREPARING with the minutes', async () => {
    const order = await newOrder();
    await move(order.orderId, { status: 'PREPARING', prepMinutes: 25 }, {}, kitchen.token).expect(200);
    const [entry] = await trail(order.orderId);
    expect(entry).toMatchObject({
      action: 'order.accepted',
      actorId: kitchen.user.id,
      actorName: 'Kata Kitchen',
      actorEmail: kitchen.user.email,
      actorRole: 'KITCHEN',
      orderId: order.orderId,
      orderNumber: await sequenceOf(order.orderId),
      at: PLACED_AT.toISOString(),
      before: { status: 'PLACED' },
      after: { status: 'PREPARING', prepMinutes: 25, estimatedReadyAt: at(25).toISOString() },
    });
  });

  it('when staff reject a placed order with a reason, then order.rejected carries the reason', async () => {
    const order = await newOrder();
    await move(order.orderId, { status: 'CANCELLED', from: 'PLACED' }, { reason: 'too-busy' }).expect(200);
    const entries = await trail(order.orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.rejected',
      actorId: owner.user.id,
      actorRole: 'OWNER',
      before: { status: 'PLACED' },
    });
    expect(entries[0]!.after).toMatchObject({ status: 'CANCELLED', cancelReason: expect.stringMatching(/busy/i) });
  });

  it('when an accepted order moves on and is then cancelled, then the trail is accepted, order.status, order.cancelled, oldest first', async () => {
    const order = await newOrder();
    await move(order.orderId, { status: 'PREPARING' }).expect(200);
    clock.set(at(5));
    await move(order.orderId, { status: 'READY_FOR_PICKUP', from: 'PREPARING' }, {}, kitchen.token).expect(200);
    clock.set(at(9));
    await move(order.orderId, { status: 'CANCELLED' }, { reason: 'other', note: 'Customer never came' }).expect(200);
    const entries = await trail(order.orderId, kitchen.token);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, (entry.after as { status: string }).status])).toEqual([
      ['order.accepted', owner.user.id, { status: 'PLACED' }, 'PREPARING'],
      ['order.status', kitchen.user.id, { status: 'PREPARING' }, 'READY_FOR_PICKUP'],
      ['order.cancelled', owner.user.id, { status: 'READY_FOR_PICKUP' }, 'CANCELLED'],
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([PLACED_AT, at(5), at(9)].map((date) => date.toISOString()));
  });

  it('when staff push the ETA 10 minutes, then order.eta holds the estimate before and after', async () => {
    const order = await newOrder();
    await move(order.orderId, { status: 'PREPARING', prepMinutes: 20 }).expect(200);
    await request(t.app).patch(`/api/orders/${order.orderId}/eta`).set(bearer(kitchen.token)).send({ addMinutes: 10 }).expect(200);
    const eta = (await trail(order.orderId)).find((entry) => entry.action === 'order.eta');
    expect(eta).toMatchObject({
      actorId: kitchen.user.id,
      before: { estimatedReadyAt: at(20).toISOString() },
      after: { estimatedReadyAt: at(30).toISOString(), addMinutes: 10 },
    });
  });

  it('when nobody accepts and the shop cancels by itself, then order.cancelled has no actor and the subject system', async () => {
    const order = await newOrder();
    for (const minutes of [3, 8, 15]) await t.deps.orders.escalateOnce(order.orderId, at(minutes));
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('CANCELLED');
    const [entry] = await trail(order.orderId);
    expect(entry).toMatchObject({
      action: 'order.cancelled',
      subject: 'system',
      before: { status: 'PLACED' },
      after: { status: 'CANCELLED' },
    });
    expect(entry?.actorId).toBeUndefined();
    expect(entry?.actorName).toBeUndefined();
  });
});

describe('who cancelled #0042', () => {
  it('when #0042 was cancelled, then filtering the log by #0042 and order.cancelled answers who, in one query', async () => {
    const order = await newOrder();
    await OrderModel.updateOne({ orderId: order.orderId }, { $set: { orderSequence: 42 } });
    await move(order.orderId, { status: 'PREPARING' }, {}, kitchen.token).expect(200);
    await move(order.orderId, { status: 'CANCELLED', from: 'PREPARING' }, { reason: 'sold-out' }).expect(200);
    for (const number of ['#0042', '42']) {
      const res = await request(t.app)
        .get('/api/audit')
        .query({ orderNumber: number, action: 'order.cancelled' })
        .set(bearer(owner.token))
        .expect(200);
      const page = auditPageSchema.parse(res.body);
      expect(page.entries.map((entry) => [entry.actorName, entry.orderNumber, entry.orderId])).toEqual([['Olga Owner', 42, order.orderId]]);
    }
  });
});

describe('the entry and its change commit together', () => {
  it('when a status move is refused with 409 (the order changed meanwhile), then no entry is written for it', async () => {
    const order = await newOrder();
    await move(order.orderId, { status: 'PREPARING' }).expect(200);
    await move(order.orderId, { status: 'CANCELLED', from: 'PLACED' }, { reason: 'too-busy' }, kitchen.token).expect(409);
    expect((await trail(order.orderId)).map((entry) => entry.action)).toEqual(['order.accepted']);
  });

  it('when two staff accept the same order at once, then one succeeds and exactly one entry exists', async () => {
    const order = await newOrder();
    const answers = await Promise.all(
      [owner.token, kitchen.token].map((token) => move(order.orderId, { status: 'PREPARING', from: 'PLACED' }, {}, token)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? owner : kitchen;
    expect((await trail(order.orderId)).map((entry) => [entry.action, entry.actorId])).toEqual([['order.accepted', winner.user.id]]);
  });

  it('when the entry cannot be written (the database refuses it), then the status does not change and no event is logged', async () => {
    const order = await newOrder();
    // A real refusal by the database: a unique index (on this order's entries only) and an entry already holding it.
    const collection = AuditEntryModel.collection;
    await collection.createIndex(
      { orderId: 1 },
      { unique: true, name: 'test_refuse', partialFilterExpression: { orderId: order.orderId } },
    );
    try {
      await collection.insertOne({ at: new Date(), action: 'order.status', orderId: order.orderId });
      const res = await move(order.orderId, { status: 'PREPARING' });
      // The database's duplicate key refusal, answered as such (never a 500).
      expect(res.status).toBe(409);
    } finally {
      await collection.dropIndex('test_refuse');
    }
    expect((await OrderModel.findOne({ orderId: order.orderId }).lean())?.status).toBe('PLACED');
    expect(await OrderEventModel.countDocuments({ orderId: order.orderId, type: 'status-changed' })).toBe(0);
    expect(await AuditEntryModel.countDocuments({ orderId: order.orderId })).toBe(1);
  });
});
