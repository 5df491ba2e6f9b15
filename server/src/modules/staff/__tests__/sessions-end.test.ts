import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import type { TestPrincipal } from '../../../test/auth';
import { PushSubscriptionModel } from '../../../test/stored-records';
import { recordSocket, type RecordingSocket, startTestShop, type TestShop } from '../../../test/test-shop';
import { staffMember } from './helpers';

/*
 * The channel's periodic re-check is set to a minute here, so a socket dropped within seconds was
 * dropped by the owner's change itself, not by the fallback.
 */
let t: TestShop;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  t = await startTestShop({ recheckMs: 60_000 });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function connectedSocket(member: TestPrincipal): Promise<{ socket: RecordingSocket; dropped: () => boolean }> {
  const socket = recordSocket(t.url, { token: member.token });
  sockets.push(socket);
  let disconnected = false;
  socket.socket.on('disconnect', () => {
    disconnected = true;
  });
  expect(await socket.connected).toBe('connected');
  return { socket, dropped: () => disconnected };
}

async function pushDevice(member: TestPrincipal, label: string): Promise<void> {
  const id = `${member.user.id}-${label}`;
  await PushSubscriptionModel.create({
    _id: id,
    userId: member.user.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    p256dh: 'p',
    auth: 'a',
    label,
    createdAt: new Date(),
  });
}

const patch = (owner: TestPrincipal, memberId: string, body: object) =>
  request(t.app).patch(`/api/staff/${memberId}`).set(bearer(owner.token)).send(body).expect(200);

describe('ending a member’s sessions', () => {
  it('when an owner deactivates a kitchen member, then their socket is dropped within seconds, their next request is 401 and their push devices are forgotten', async () => {
    const owner = await staffMember('OWNER');
    const cook = await staffMember('KITCHEN');
    const bystander = await staffMember('KITCHEN');
    await pushDevice(cook, 'Kitchen tablet');
    await pushDevice(bystander, 'Bar phone');
    const cookSocket = await connectedSocket(cook);
    const otherSocket = await connectedSocket(bystander);
    const listed = await request(t.app).get('/api/staff').set(bearer(owner.token)).expect(200);
    const before = (listed.body as { members: Array<{ id: string; pushDevices: Array<{ label: string }> }> }).members.find(
      (member) => member.id === cook.user.id,
    );
    expect(before?.pushDevices.map((device) => device.label)).toEqual(['Kitchen tablet']);

    await patch(owner, cook.user.id, { version: 0, active: false });
    await until(cookSocket.dropped, 'the deactivated member’s socket to be dropped', 5_000);
    await request(t.app).get('/api/staff/me').set(bearer(cook.token)).expect(401);
    expect(await PushSubscriptionModel.countDocuments({ userId: cook.user.id })).toBe(0);
    // Nobody else is touched.
    expect(otherSocket.dropped()).toBe(false);
    expect(await PushSubscriptionModel.countDocuments({ userId: bystander.user.id })).toBe(1);
    await request(t.app).get('/api/staff/me').set(bearer(bystander.token)).expect(200);
    // The old token opens no new socket either.
    expect(await recordSocket(t.url, { token: cook.token }).connected).toBe('unauthorized');
  });

  it('when an owner changes a manager’s role, then their sockets on every tab are dropped and their token is dead', async () => {
    const owner = await staffMember('OWNER');
    const manager = await staffMember('MANAGER');
    await pushDevice(manager, 'Office laptop');
    const [tab1, tab2] = [await connectedSocket(manager), await connectedSocket(manager)];
    await patch(owner, manager.user.id, { version: 0, role: 'COURIER' });
    await until(() => tab1.dropped() && tab2.dropped(), 'both tabs to be dropped', 5_000);
    await request(t.app).get('/api/staff/me').set(bearer(manager.token)).expect(401);
    expect(await PushSubscriptionModel.countDocuments({ userId: manager.user.id })).toBe(0);
  });
});
