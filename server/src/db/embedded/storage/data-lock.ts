/** One process per data folder: a lock file holding the owner's pid, taken over only when stale. */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'mongod.lock';
/** Folders opened by this process (a pid check alone cannot tell them apart). */
const openInThisProcess = new Set<string>();

export function acquireDataLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (openInThisProcess.has(dir)) throw inUse(dir, process.pid);
  try {
    writeLock(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw inUse(dir, owner);
    writeLock(path, 'w'); // stale: its owner died (for example kill -9)
  }
  openInThisProcess.add(dir);
  return () => {
    openInThisProcess.delete(dir);
    rmSync(path, { force: true });
  };
}

function writeLock(path: string, flags: 'wx' | 'w'): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, String(process.pid));
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
