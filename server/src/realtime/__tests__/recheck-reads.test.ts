/**
 * The credential re-check against the real database: what it costs the database. A re-check of
 * many sockets is one read of the users, not one per socket (per-socket reads were a burst every
 * second that queued the orders' commands behind it), and it still drops exactly the sockets
 * whose user no longer stands.
 */
import { systemClock } from '../../lib/clock';
import { createTestAdmin } from '../../test/auth';
import { commandsOn } from '../../test/db-commands';
import { UserModel } from '../../test/stored-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChannel } from '../channel';
import { fakeSocket } from './fake-channel-parts';
import { customers } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ monitorCommands: true });
});

afterAll(async () => {
  await t.close();
});

async function connectedSocket(channel: ReturnType<typeof createChannel>, token: string) {
  const reader = await t.deps.eventReaders.resolve(token);
  if (!reader) throw new Error('the test token was refused');
  const audience = reader.kind === 'customer' ? ({ kind: 'customer', userId: reader.userId } as const) : ({ kind: 'all' } as const);
  const client = fakeSocket(reader, audience);
  await channel.admit(client.socket, undefined);
  return client.socket;
}

describe('re-checking the sockets against the database', () => {
  it('when 60 customers and 2 staff are connected and two of them lose their right to listen, then one re-check reads the users once and drops exactly those two', async () => {
    const channel = createChannel({
      events: t.deps.events,
      eventReaders: t.deps.eventReaders,
      clock: systemClock,
      logger: t.logger,
      pollMs: 60_000,
      recheckMs: 60_000,
    });
    const people = [...(await customers(60)), await createTestAdmin(), await createTestAdmin()];
    const sockets = [];
    for (const principal of people) sockets.push(await connectedSocket(channel, principal.token));
    // A second socket on one customer's token: still one credential to check.
    sockets.push(await connectedSocket(channel, people[0]!.token));

    await UserModel.updateOne({ _id: people[17]!.user.id }, { $inc: { tokenVersion: 1 } });
    await UserModel.updateOne({ _id: people[61]!.user.id }, { $set: { role: 'USER' } });
    const commands = await commandsOn(['users'], () => channel.recheckAll());

    expect(commands).toEqual(['find users']);
    const dropped = sockets.flatMap((socket, i) => (socket.connected ? [] : [i]));
    expect(dropped).toEqual([17, 61]);
    await channel.stop();
  });
});
