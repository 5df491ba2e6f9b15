/**
 * The embedded server on its own thread (the run mode with a data folder): the driver talks to it
 * as to the in-process one, its log lines reach the app's logger, it keeps what it acknowledged
 * across a stop and a start, and a failed start is reported.
 */
import { startEmbeddedMongo, startEmbeddedMongoThread } from '../index';
import { connect, errorOf, makeTempDir, recordingLogger, removeDir } from './helpers';

jest.setTimeout(30_000);

describe('the embedded server on a thread', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));

  it('when writes are acknowledged on the thread, then a restart on the same folder has them and its log lines reach the logger', async () => {
    const dir = makeTempDir('emb-thread');
    dirs.push(dir);
    const logger = recordingLogger();
    const first = await startEmbeddedMongoThread({ dataDir: dir, logger });
    const client = await connect(first.uri);
    await client
      .db('thread')
      .collection<{ _id: number; n: number }>('docs')
      .insertMany([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);
    await client.close();
    await first.stop();
    expect(logger.calls.some((call) => call.level === 'info' && call.msg === 'embedded mongo: listening')).toBe(true);

    const second = await startEmbeddedMongoThread({ dataDir: dir });
    const reader = await connect(second.uri);
    try {
      expect(await reader.db('thread').collection('docs').find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);
    } finally {
      await reader.close();
      await second.stop();
    }
  });

  it('when the data folder is in use, then starting the thread fails with the reason', async () => {
    const dir = makeTempDir('emb-thread-locked');
    dirs.push(dir);
    const owner = await startEmbeddedMongo({ dataDir: dir });
    try {
      const err = await errorOf(() => startEmbeddedMongoThread({ dataDir: dir }));
      expect(err.message).toMatch(/in use/);
    } finally {
      await owner.stop();
    }
  });
});
