/**
 * The embedded server in a child process, for the tests that kill it or watch it stop: each child
 * runs in its own process group, and Node runs the script itself with tsx as a loader: the tsx CLI
 * would sit between the test and the server and, on a loaded machine, kill its child when the
 * child is slow to confirm a relayed SIGTERM (exit 143 instead of a clean stop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { waitFor } from './helpers';

const PACKAGE_ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures/run-server.ts');

export interface Spawned {
  child: ChildProcess;
  /** Resolves with the first stdout line matching `pattern`'s group 1; rejects if the process exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export const children = new Set<ChildProcess>();

/** Runs a TypeScript script (`args[0]`, then its arguments) in its own process group. */
export const spawnTsx = (args: string[], pattern: RegExp): Spawned => spawnGroup(process.execPath, ['--import', 'tsx', ...args], pattern);

/** Runs `command <args>` in its own process group (stdout and stderr both feed `output()`). */
function spawnGroup(command: string, args: string[], pattern: RegExp): Spawned {
  const child = spawn(command, args, { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split('\n')) {
        const m = pattern.exec(line.trim());
        if (m) return resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    void exited.then(({ code, signal }) => reject(new Error(`process exited (${code ?? signal}) before ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => out };
}

export const spawnFixture = (dataDir: string, extra: string[] = []) => spawnTsx([FIXTURE, dataDir, ...extra], /^READY (\S+)$/);

/**
 * The server fixture run by a parent that never reaps it: `sh` starts it in the background, prints
 * `HOLDER <pid>` and becomes `sleep`, so a kill -9 of the holder leaves a zombie until the group is
 * killed. Node runs the fixture itself (tsx as a loader, not its own process), so the holder is the
 * process that takes the data folder's lock.
 */
export function spawnUnreapedFixture(dataDir: string): Spawned & { holderPid(): number } {
  const script = '"$0" --import tsx "$1" "$2" & echo "HOLDER $!"; exec sleep 1000';
  const spawned = spawnGroup('sh', ['-c', script, process.execPath, FIXTURE, dataDir], /^READY (\S+)$/);
  return { ...spawned, holderPid: () => Number(/^HOLDER (\d+)$/m.exec(spawned.output())![1]) };
}

export const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** kill -9 of tsx and the server process it runs; resolves once every process of the group is gone. */
export async function killHard(s: Spawned): Promise<void> {
  process.kill(-s.child.pid!, 'SIGKILL');
  const { signal } = await s.exited;
  expect(signal).toBe('SIGKILL');
  expect(await waitFor(async () => !groupAlive(s.child.pid!), 5000, 10)).toBe(true);
}

export async function stopGracefully(s: Spawned, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  s.child.kill(signal);
  const res = await s.exited;
  expect(res.code).toBe(0);
}
