import { MongoClient } from 'mongodb';

import { type EmbeddedMongo, startEmbeddedMongo } from '..';

/** The database's TTL monitor judges expiry on the clock it is given (a test app's fixed clock). */
describe('TTL monitor clock', () => {
  const FIXED = Date.parse('2026-02-09T12:00:00Z');
  let server: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ now: () => FIXED, ttlMonitorIntervalMs: 20 });
    client = await MongoClient.connect(server.uri);
  });

  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('when the monitor has its own clock, then a date after that clock stays though the real date is later, and one before it goes', async () => {
    const coll = client.db('ttl_clock').collection<{ _id: string; expiresAt: Date }>('drafts');
    await coll.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await coll.insertMany([
      { _id: 'kept', expiresAt: new Date(FIXED + 24 * 3600_000) },
      { _id: 'expired', expiresAt: new Date(FIXED - 1000) },
    ]);
    // Wait for a sweep to have happened (the expired one is gone), then look at the other.
    for (let tries = 0; (await coll.countDocuments({ _id: 'expired' })) > 0; tries += 1) {
      if (tries > 500) throw new Error('the TTL monitor never swept');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(
      await coll
        .find({})
        .map((d) => d._id)
        .toArray(),
    ).toEqual(['kept']);
  });
});
