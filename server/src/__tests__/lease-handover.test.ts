/**
 * A stopping instance gives back its leases (docs/operations/production.md#graceful-draining): the
 * other instance on the same database takes over at its next try, without waiting for the lease
 * to expire. Two instances' collaborators on the test's database, their workers really started.
 */
import { until } from '@pizza/test-kit';
import mongoose from 'mongoose';

import { closeCollaborators, createCollaborators } from '../composition';
import { startWorkers } from '../platform';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

interface LeaseDoc {
  _id: string;
  holder?: string;
  until?: Date;
}
const leases = () =>
  mongoose.connection
    .collection<LeaseDoc>('event_consumers')
    .find({ holder: { $exists: true } })
    .toArray();

it('when an instance stops its workers, then its leases are given back at once and the other instance holds them all', async () => {
  const first = await startWorkers(t.deps.workers, t.logger);
  const firstHeld = await leases();
  const holderA = firstHeld[0]?.holder;
  // The durable consumers and the escalation scheduler: the first instance took every one.
  expect(firstHeld.length).toBeGreaterThanOrEqual(3);
  expect(firstHeld.every((lease) => lease.holder === holderA)).toBe(true);

  const other = createCollaborators(testConfig(), t.logger);
  const second = await startWorkers(other.workers, t.logger);
  try {
    const stoppedAt = Date.now();
    await first.stop();
    const given = (await leases()).filter((lease) => lease.holder === holderA);
    expect(given.filter((lease) => lease.until!.getTime() > stoppedAt)).toEqual([]);

    // Renewals come every third of the 15 s lease: the other instance takes every one well before an expiry would let it.
    await until(
      async () => {
        const now = await leases();
        return now.length === firstHeld.length && now.every((lease) => lease.holder !== holderA && lease.until!.getTime() > Date.now());
      },
      'the other instance to hold every lease',
      10_000,
      100,
    );
  } finally {
    await second.stop();
    await closeCollaborators(other);
  }
});
