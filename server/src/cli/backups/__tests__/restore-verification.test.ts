/**
 * The restore's verification can fail: fed a gap in the event log, a count that is not the
 * header's, a counter behind the log or a damaged body, it refuses with the reason. And db:restore,
 * run as an operator runs it, refuses a data folder that a running server holds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { type EmbeddedMongo, startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { REPO_ROOT } from '../../../lib/paths';
import { makeDataDir } from '../../../test/app-process';
import { restoreAndVerify } from '../restore-backup';
import { checkRestore, COUNTERS_COLLECTION, EVENTS_COLLECTION, SEQ_COUNTER_ID } from '../restore-check';
import { takeBackup } from '../take-backup';

jest.setTimeout(60_000);

const DB = 'pizza-point';
let dir: string;
let server: EmbeddedMongo;
let client: MongoClient;

beforeAll(async () => {
  dir = makeDataDir('pizza-restore-check');
  server = await startEmbeddedMongo({ dataDir: path.join(dir, 'db'), port: 0 });
  client = await MongoClient.connect(server.uri);
  const db = client.db(DB);
  await db.collection(EVENTS_COLLECTION).insertMany([3, 4, 5, 6].map((seq) => ({ seq }))); // 1 and 2 expired
  await db.collection(COUNTERS_COLLECTION).insertOne({ _id: SEQ_COUNTER_ID as never, seq: 6 });
});

afterAll(async () => {
  await client.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const backup = async (name: string) => {
  const file = path.join(dir, `${name}.bak`);
  await takeBackup({ file, dataDir: path.join(dir, 'db') });
  return file;
};

const readings = (seqs: number[], counter: number, count = seqs.length) => ({
  counts: { [`${DB}.${EVENTS_COLLECTION}`]: count },
  indexes: {},
  eventSeqs: { [DB]: seqs },
  seqCounters: { [DB]: counter },
});
const header = (count: number) => ({ counts: { [`${DB}.${EVENTS_COLLECTION}`]: count }, indexes: {} });

describe('checkRestore', () => {
  it('when the log is gap-free from its lowest kept seq and the counter is at its head, then it finds nothing', () => {
    expect(checkRestore(header(4), readings([3, 4, 5, 6], 6))).toEqual([]);
  });

  it('when the log has a gap or a repeat, a count differs or the counter is behind, then it names each', () => {
    expect(checkRestore(header(3), readings([3, 5, 6], 6))).toEqual([
      `${DB}.${EVENTS_COLLECTION}: seq 3 is followed by 5 (a gap or a repeat)`,
    ]);
    expect(checkRestore(header(3), readings([3, 3, 4], 4))).toHaveLength(1);
    expect(checkRestore(header(5), readings([3, 4, 5, 6], 6))).toEqual([
      `${DB}.${EVENTS_COLLECTION}: 4 documents restored, the backup's header says 5`,
    ]);
    expect(checkRestore(header(4), readings([3, 4, 5, 6], 5))).toEqual([
      `${DB}.${COUNTERS_COLLECTION}: the seq counter is 5, behind the event log's head seq 6`,
    ]);
  });
});

describe('restoreAndVerify', () => {
  it('when the backup is sound, then it restores and reports the kept event range', async () => {
    const verdict = await restoreAndVerify({ file: await backup('sound'), dataDir: path.join(dir, 'sound') });
    expect(verdict).toMatch(/events 3\.\.6 gap-free, seq counter 6/);
  });

  it('when a byte of the body is changed, then it refuses on the checksum and writes nothing', async () => {
    const file = await backup('flipped');
    const data = fs.readFileSync(file);
    data.writeUInt8(data.readUInt8(data.length - 10) ^ 0xff, data.length - 10);
    fs.writeFileSync(file, data);
    await expect(restoreAndVerify({ file, dataDir: path.join(dir, 'flipped') })).rejects.toThrow(/damaged: checksum mismatch/);
    expect(fs.existsSync(path.join(dir, 'flipped', 'snapshot.bin'))).toBe(false);
  });

  it("when the header's count is not what the body holds, then the verification fails on that count", async () => {
    const file = await backup('miscounted');
    const text = fs.readFileSync(file, 'latin1').replace(`"${DB}.${EVENTS_COLLECTION}":4`, `"${DB}.${EVENTS_COLLECTION}":5`);
    fs.writeFileSync(file, text, 'latin1');
    await expect(restoreAndVerify({ file, dataDir: path.join(dir, 'miscounted') })).rejects.toThrow(
      /does not match the backup[\s\S]*4 documents restored, the backup's header says 5/,
    );
  });

  it('when the backed-up event log has a gap, then the verification fails on it', async () => {
    await client.db(DB).collection(EVENTS_COLLECTION).deleteOne({ seq: 5 });
    const file = await backup('gap');
    await client.db(DB).collection(EVENTS_COLLECTION).insertOne({ seq: 5 });
    await expect(restoreAndVerify({ file, dataDir: path.join(dir, 'gap') })).rejects.toThrow(/seq 4 is followed by 6/);
  });
});

describe('npm run db:restore', () => {
  it('when a server runs on the data folder, then it refuses with exit code 1 and leaves the folder alone', async () => {
    const file = await backup('for-running');
    const before = fs.readFileSync(path.join(dir, 'db', 'snapshot.bin'));
    const result = spawnSync(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [path.join(REPO_ROOT, 'server/src/cli/db-restore.ts'), file, '--data', path.join(dir, 'db'), '--force'],
      { cwd: path.join(REPO_ROOT, 'server'), encoding: 'utf8', env: { ...process.env, INIT_CWD: dir } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/in use by process \d+[\s\S]*A restore needs a stopped data folder/);
    expect(fs.readFileSync(path.join(dir, 'db', 'snapshot.bin'))).toEqual(before);
    expect(await client.db(DB).collection(EVENTS_COLLECTION).countDocuments()).toBe(4);
  });
});
