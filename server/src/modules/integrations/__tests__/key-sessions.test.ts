import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { recordSocket, type RecordingSocket, startTestShop, type TestShop } from '../../../test/test-shop';

/*
 * The channel's periodic re-check is set to a minute here, so a key's socket dropped within
 * seconds was dropped by the owner's change itself (docs/integrators/keys.md), not by the fallback.
 */
let t: TestShop;
let owner: TestPrincipal;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  t = await startTestShop({ recheckMs: 60_000 });
  owner = await createTestAdmin();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function keyWithSocket(scopes: string[]): Promise<{ keyId: string; key: string; dropped: () => boolean }> {
  const { keyId, key } = (
    await request(t.app).post('/api/integrations/keys').set(bearer(owner.token)).send({ name: 'POS', scopes }).expect(201)
  ).body as { keyId: string; key: string };
  const socket = recordSocket(t.url, { token: key });
  sockets.push(socket);
  let disconnected = false;
  socket.socket.on('disconnect', () => {
    disconnected = true;
  });
  expect(await socket.connected).toBe('connected');
  return { keyId, key, dropped: () => disconnected };
}

describe("a key's open sockets when an owner changes the key", () => {
  it('when the key is given other scopes, then its sockets are dropped at once and another key keeps its socket', async () => {
    const changed = await keyWithSocket(['events']);
    const other = await keyWithSocket(['events']);
    await request(t.app)
      .patch(`/api/integrations/keys/${changed.keyId}`)
      .set(bearer(owner.token))
      .send({ scopes: ['events', 'orders'] })
      .expect(200);
    await until(changed.dropped, 'the socket read with the old scopes to be dropped', 5000);
    expect(other.dropped()).toBe(false);
  });

  it('when the key is revoked, then its sockets are dropped at once and it cannot connect again', async () => {
    const revoked = await keyWithSocket(['events', 'orders']);
    await request(t.app).delete(`/api/integrations/keys/${revoked.keyId}`).set(bearer(owner.token)).expect(204);
    await until(revoked.dropped, "the revoked key's socket to be dropped", 5000);
    const again = recordSocket(t.url, { token: revoked.key });
    sockets.push(again);
    expect(await again.connected).not.toBe('connected');
  });
});
