/**
 * One server per data folder: a lock file holding the owner's pid and process start time, taken
 * over only when stale. The start time tells a lock of this very process (another thread of it, e.g.
 * the database's own thread) from one left by an earlier process that had the same pid (pids are
 * reused, and a container's main process is pid 1 at every start).
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'mongod.lock';

/** This process's start time in clock ticks since boot (Linux); '' elsewhere. */
function processStartTime(): string {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

const THIS_PROCESS = `${process.pid} ${processStartTime()}`.trim();

export function acquireDataLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  try {
    writeLock(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = readFileSync(path, 'utf8').trim();
    const owner = Number.parseInt(holder, 10);
    if (holder === THIS_PROCESS) throw inUse(dir, owner);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw inUse(dir, owner);
    writeLock(path, 'w'); // stale: its owner died (for example kill -9), or its pid was another process's
  }
  return () => rmSync(path, { force: true });
}

function writeLock(path: string, flags: 'wx' | 'w'): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, THIS_PROCESS);
  } finally {
    closeSync(fd);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `Data folder ${dir} is in use by process ${pid}; stop that process first (or delete ${LOCK_FILE} if no process uses it).`,
  );
}
