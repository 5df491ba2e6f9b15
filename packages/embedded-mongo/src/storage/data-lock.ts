/**
 * One server per data folder: a lock file holding the owner's pid and process start time, taken
 * over only when stale. The start time tells a lock of this very process (another thread of it, e.g.
 * the database's own thread) from one left by an earlier process that had the same pid (pids are
 * reused, and a container's main process is pid 1 at every start).
 *
 * On Linux the owner is judged by /proc/<pid>/stat: a process killed with kill -9 stays a zombie
 * until its parent reaps it, and `kill(pid, 0)` succeeds on a zombie, so its state ('Z' zombie,
 * 'X' dead) and its start time are what tell a live owner. Elsewhere `kill(pid, 0)` is all there is.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'mongod.lock';

interface ProcStat {
  state: string;
  /** Start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  startTime: string;
}

/** The process's state and start time; undefined where /proc cannot tell (not Linux, no such process, hidden). */
function procStat(pid: number | 'self'): ProcStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields resume after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

const THIS_PROCESS = `${process.pid} ${procStat('self')?.startTime ?? ''}`.trim();

export function acquireDataLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  try {
    writeLock(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = readFileSync(path, 'utf8').trim();
    const [pidText = '', startTime = ''] = holder.split(' ');
    const owner = Number.parseInt(pidText, 10);
    if (holder === THIS_PROCESS) throw inUse(dir, owner);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner, startTime)) throw inUse(dir, owner);
    writeLock(path, 'w'); // stale: its owner died (for example kill -9), or its pid was another process's
  }
  return () => rmSync(path, { force: true });
}

/** The pid of the live process holding the folder, or undefined when the folder is free (no lock, or a stale one). */
export function dataLockHolder(dir: string): number | undefined {
  let holder: string;
  try {
    holder = readFileSync(join(dir, LOCK_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
  const [pidText = '', startTime = ''] = holder.split(' ');
  const owner = Number.parseInt(pidText, 10);
  if (!Number.isInteger(owner)) return undefined;
  if (holder === THIS_PROCESS || (owner !== process.pid && isAlive(owner, startTime))) return owner;
  return undefined;
}

function writeLock(path: string, flags: 'wx' | 'w'): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, THIS_PROCESS);
  } finally {
    closeSync(fd);
  }
}

/** Whether the lock's owner still runs: not a zombie, and the same process that wrote the lock. */
function isAlive(pid: number, startTime: string): boolean {
  const stat = procStat(pid);
  if (stat) return stat.state !== 'Z' && stat.state !== 'X' && (startTime === '' || stat.startTime === startTime);
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
