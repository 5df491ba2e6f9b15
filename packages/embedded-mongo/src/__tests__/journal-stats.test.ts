/**
 * serverStatus' `embeddedJournal` section (ours, not MongoDB's): the journal's group commits, their
 * time and its size, which the shop's metrics read over the wire. Absent in memory (no journal).
 */
import { startEmbeddedMongo } from '../index';
import { connect, makeTempDir, removeDir } from './helpers';

interface JournalSection {
  sizeBytes: number;
  commits: number;
  commitMillis: number;
  maxCommitMillis: number;
  compactions: number;
}

describe('serverStatus embeddedJournal', () => {
  it('counts the commits and the bytes of a folder-backed server', async () => {
    const dir = makeTempDir('emb-journal-stats');
    const server = await startEmbeddedMongo({ dataDir: dir });
    const client = await connect(server.uri);
    try {
      const status = async () => (await client.db('admin').command({ serverStatus: 1 })).embeddedJournal as JournalSection;
      const before = await status();
      await client.db('stats').collection('things').insertOne({ name: 'one' });
      await client.db('stats').collection('things').insertOne({ name: 'two' });
      const after = await status();
      expect(after.commits).toBeGreaterThanOrEqual(before.commits + 2);
      expect(after.sizeBytes).toBeGreaterThan(before.sizeBytes);
      expect(after.commitMillis).toBeGreaterThanOrEqual(before.commitMillis);
      expect(after.maxCommitMillis).toBeGreaterThan(0);
      expect(after.compactions).toBeGreaterThanOrEqual(1); // the compaction at opening
    } finally {
      await client.close();
      await server.stop();
      removeDir(dir);
    }
  });

  it('has no section in memory, where nothing is journaled', async () => {
    const server = await startEmbeddedMongo();
    const client = await connect(server.uri);
    try {
      expect((await client.db('admin').command({ serverStatus: 1 })).embeddedJournal).toBeUndefined();
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
