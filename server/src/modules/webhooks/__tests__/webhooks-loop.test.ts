/**
 * One delivery loop for every endpoint, on the real app and database: the number of endpoints is
 * capped (also under registrations at the same moment); with nothing to send the database sees the
 * same few commands per round whatever the number of endpoints (no polling per endpoint); an
 * endpoint that hangs holds back no other; rotations at the same moment all succeed; and an
 * endpoint says what its receiver last acknowledged, nothing before the first delivery.
 */
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { changeStatus, customers, placeOrder } from '../../../realtime/__tests__/helpers';
import { commandsOn } from '../../../test/db-commands';
import { MAX_WEBHOOK_ENDPOINTS } from '../index';
import { BASE, register, useWebhookApp } from './helpers';

const bed = useWebhookApp({ monitorCommands: true });
const { receiver } = bed;

/** The cap (MAX_WEBHOOK_ENDPOINTS), written out so that a build without one is tested with as many endpoints. */
const CAP = 20;

const create = (url: string) => request(bed.t.app).post(BASE).set(bearer(bed.staff.token)).send({ url });
const listed = async () =>
  (await request(bed.t.app).get(BASE).set(bearer(bed.staff.token)).expect(200)).body as Array<Record<string, unknown>>;

describe('the cap of endpoints', () => {
  it(`when the shop has ${CAP} endpoints, then another is 409 with a message in the reader's language; after a delete one can be added`, async () => {
    expect(MAX_WEBHOOK_ENDPOINTS).toBe(CAP);
    const ids: string[] = [];
    for (let i = 0; i < CAP; i += 1) ids.push((await create(`http://127.0.0.1:9/hook-${i}`).expect(201)).body.id);
    const refused = await create('http://127.0.0.1:9/one-more').expect(409);
    expect(refused.body).toEqual({
      code: 'CONFLICT',
      message: `The shop already has ${CAP} webhook endpoints, the most it keeps; delete one first`,
    });
    const hu = await create('http://127.0.0.1:9/one-more').set('Accept-Language', 'hu').expect(409);
    expect(hu.body.message).toBe(`A webáruháznak már ${CAP} webhook végpontja van, ennél többet nem tart; előbb töröljön egyet`);
    await request(bed.t.app).delete(`${BASE}/${ids[0]}`).set(bearer(bed.staff.token)).expect(204);
    await create('http://127.0.0.1:9/one-more').expect(201);
    expect(await listed()).toHaveLength(CAP);
  });

  it('when 25 endpoints are registered at the same moment, then exactly the cap is stored and the rest are 409', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_v, i) => create(`http://127.0.0.1:9/at-once-${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25 - CAP);
    expect(await listed()).toHaveLength(CAP);
  });
});

describe('one loop for every endpoint', () => {
  it('when many endpoints have nothing to send, then each round of the loop costs the same few commands: nothing is polled per endpoint', async () => {
    const hook = await receiver();
    const ids: string[] = [];
    for (let i = 0; i < CAP; i += 1) ids.push((await register(bed.t.app, bed.staff.token, hook)).id);
    await until(() => ids.every((id) => bed.t.deps.webhooks.delivering(id)), 'every endpoint served');

    const ROUNDS = 10; // the loop reads the endpoints once a round (every 100 ms here)
    const rounds = (seen: readonly string[]) => seen.filter((label) => label === 'find webhook_endpoints').length;
    const commands = await commandsOn(['order_events', 'event_consumers', 'webhook_endpoints'], (seen) =>
      until(() => rounds(seen) >= ROUNDS, `${ROUNDS} rounds of the loop`),
    );
    const count = (label: string) => commands.filter((command) => command === label).length;
    // Per round: one read of the log (its poll, also every 100 ms here), one read of the cursors' claims, a lease renewal now and then.
    expect(count('find order_events')).toBeLessThanOrEqual(ROUNDS * 3);
    expect(commands.filter((command) => command.endsWith('event_consumers')).length).toBeLessThanOrEqual(ROUNDS * 3);
    expect(commands.length).toBeLessThan(ROUNDS * 8); // one loop per endpoint: ≥ 20 log reads and 20 lease renewals a round
    expect(hook.received).toEqual([]);
  });

  it('when one endpoint hangs on an event, then the others still get every event in order', async () => {
    const stuck = await receiver();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stuck.answer = () => ({ status: 200, hold: held });
    const [a, b] = [await receiver(), await receiver()];
    for (const hook of [stuck, a, b]) await register(bed.t.app, bed.staff.token, hook);
    const [customer] = await customers(1);
    const order = await placeOrder(bed.t.app, customer!);
    await changeStatus(bed.t.app, bed.staff.token, order.orderId, 'PREPARING').expect(200);
    await until(() => a.accepted().length === 2 && b.accepted().length === 2, 'both events at the other endpoints');
    expect(stuck.received).toEqual([]);
    release();
    await until(() => stuck.accepted().length === 2, 'both events at the endpoint that hung');
    expect(stuck.received.map((r) => r.cloudEvent.data.type)).toEqual(['order-created', 'status-changed']);
  });
});

describe('rotating and what was delivered', () => {
  it('when ten rotations of one secret come at the same moment, then each succeeds, one after the other', async () => {
    const hook = await receiver();
    const { id } = await register(bed.t.app, bed.staff.token, hook);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(bed.t.app).post(`${BASE}/${id}/rotate-secret`).set(bearer(bed.staff.token))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const secrets = answers.map((res) => res.body.secret as string);
    expect(new Set(secrets).size).toBe(10);
    hook.secrets.push(...secrets);
    await request(bed.t.app).post(`${BASE}/${id}/test`).set(bearer(bed.staff.token)).expect(200);
    // Signed with the last rotation's secret and the one it replaced: both among the answers.
    expect(hook.received[0]!.verifiedWith).toHaveLength(2);
  });

  it('when an endpoint is new, then it says nothing was delivered (though the log is ahead); after a delivery, the event its receiver acknowledged', async () => {
    const [customer] = await customers(1);
    const earlier = await placeOrder(bed.t.app, customer!);
    const hook = await receiver();
    const onlyStatus = await receiver();
    const { id } = await register(bed.t.app, bed.staff.token, hook);
    const filtered = await register(bed.t.app, bed.staff.token, onlyStatus, { eventTypes: ['status-changed'] });
    const fresh = (await listed()).find((endpoint) => endpoint.id === id)!;
    expect(fresh.lastSeq).toBeGreaterThan(0);
    expect(fresh.lastDeliveredSeq).toBeUndefined();

    const later = await placeOrder(bed.t.app, customer!);
    await until(() => hook.accepted().length === 1, 'the new order delivered');
    const seq = hook.accepted()[0]!.cloudEvent.data.seq;
    await until(async () => (await listed()).find((endpoint) => endpoint.id === id)!.lastDeliveredSeq === seq, 'the delivered seq shown');
    const shown = (await listed()).find((endpoint) => endpoint.id === filtered.id)!;
    expect(shown.lastDeliveredSeq).toBeUndefined(); // it skipped order-created: nothing reached it
    expect(Date.parse((await listed()).find((endpoint) => endpoint.id === id)!.lastDeliveredAt as string)).not.toBeNaN();

    await changeStatus(bed.t.app, bed.staff.token, earlier.orderId, 'PREPARING').expect(200);
    await until(() => onlyStatus.accepted().length === 1, 'the status change at the filtered endpoint');
    const moved = onlyStatus.accepted()[0]!.cloudEvent.data.seq;
    await until(
      async () => (await listed()).find((endpoint) => endpoint.id === filtered.id)!.lastDeliveredSeq === moved,
      'its delivered seq',
    );
    expect(later.orderId).toEqual(expect.any(String));
  });
});
