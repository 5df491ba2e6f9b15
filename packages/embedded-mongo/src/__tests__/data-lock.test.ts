/**
 * The data folder's lock against what a restart meets (Linux): a holder killed with kill -9 whose
 * parent has not reaped it yet (a zombie), and a live process that got the holder's pid later, are
 * both taken over; a live holder is refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { waitFor } from '@pizza/test-kit';

import { startEmbeddedMongo } from '../index';
import { acquireDataLock } from '../storage/data-lock';
import { connect, errorOf, makeTempDir, removeDir, type AnyDoc } from './helpers';
import { children, groupAlive, spawnUnreapedFixture } from './processes';

jest.setTimeout(45_000);

const LOCK = 'mongod.lock';

/** State and start time (clock ticks since boot) of a process, read as the kernel reports them. */
function stat(pid: number): { state: string; startTime: string } {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTime: fields[19]! };
}

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const sleepers: ChildProcess[] = [];
  const tempDir = (name: string) => {
    const dir = makeTempDir(name);
    dirs.push(dir);
    return dir;
  };
  /** A live process that is not this one. */
  const sleeper = async (): Promise<number> => {
    const child = spawn('sleep', ['1000'], { stdio: 'ignore' });
    sleepers.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    return child.pid!;
  };

  afterEach(() => {
    for (const child of children) if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
    for (const child of sleepers.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => dirs.forEach(removeDir));

  it('when its holder was killed with kill -9 and is still an unreaped zombie, then a restart opens the folder with its data', async () => {
    const dir = tempDir('emb-lock-zombie');
    const holder = spawnUnreapedFixture(dir);
    const writer = await connect(await holder.ready);
    await writer.db('d').collection<AnyDoc>('c').insertOne({ _id: 'kept' });
    await writer.close();
    const pid = holder.holderPid();
    expect(fs.readFileSync(path.join(dir, LOCK), 'utf8')).toBe(`${pid} ${stat(pid).startTime}`);

    process.kill(pid, 'SIGKILL');
    expect(await waitFor(async () => stat(pid).state === 'Z', 5000, 10)).toBe(true);

    const restarted = await startEmbeddedMongo({ dataDir: dir });
    const reader = await connect(restarted.uri);
    try {
      expect(await reader.db('d').collection<AnyDoc>('c').findOne({ _id: 'kept' })).toEqual({ _id: 'kept' });
      expect(stat(pid).state).toBe('Z');
    } finally {
      await reader.close();
      await restarted.stop();
    }
  });

  it('when the pid in the lock now belongs to another live process (other start time), then the lock is taken over', async () => {
    const dir = tempDir('emb-lock-reused');
    const pid = await sleeper();
    const earlier = String(Number(stat(pid).startTime) - 1);
    fs.writeFileSync(path.join(dir, LOCK), `${pid} ${earlier}`);

    const release = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK), 'utf8')).toBe(`${process.pid} ${stat(process.pid).startTime}`);
    release();
    expect(fs.existsSync(path.join(dir, LOCK))).toBe(false);
  });

  it('when the lock names a live process with its own start time (or none, as other systems write it), then the folder is refused', async () => {
    const dir = tempDir('emb-lock-live');
    const pid = await sleeper();
    for (const holder of [`${pid} ${stat(pid).startTime}`, `${pid}`]) {
      fs.writeFileSync(path.join(dir, LOCK), holder);
      const err = await errorOf(async () => acquireDataLock(dir));
      expect(err.message).toMatch(new RegExp(`in use by process ${pid};`));
      expect(fs.readFileSync(path.join(dir, LOCK), 'utf8')).toBe(holder);
    }
  });
});
