/**
 * A child process in a process group of its own, so a signal reaches everything it started (tsx and
 * the node process it runs, npm and its scripts): kill -9 mid-write, SIGSTOP, or a clean stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

import { sleep } from './wait';

export interface ProcessGroup {
  child: ChildProcess;
  /** The group's id (the leader's pid). */
  pid: number;
  /** Everything it printed so far (empty when its output is inherited). */
  output(): string;
  /** Settles when the leader has exited, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether any process of the group is left. */
  alive(): boolean;
  /** `signal` to every process of the group (nothing if it is gone). */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to the whole group; resolves once every process of it is gone. */
  kill9(): Promise<void>;
  /**
   * SIGTERM (to the leader, which relays it, or to the whole group) and waits for the group to go;
   * after `graceMs` what is left is killed.
   */
  stop(options?: { to?: 'leader' | 'group'; graceMs?: number }): Promise<void>;
  /**
   * Resolves with the first output line matching `pattern` (its group 1 if it has one); rejects if
   * the process exits first or `timeoutMs` passes.
   */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

export interface GroupOptions {
  cwd: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** 'pipe' (default) keeps the output for output() and line(); 'inherit' prints it with the test's own. */
  stdio?: 'pipe' | 'inherit';
  /** Also appends everything it prints to this file. */
  logFile?: string;
}

/** Whether any process of the group `pid` is left. */
export const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone already.
  }
};

async function untilGone(pid: number, limitMs = Infinity): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

export function startGroup(command: string, args: string[], options: GroupOptions): ProcessGroup {
  const piped = options.stdio !== 'inherit';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  const pid = child.pid;
  let out = '';
  const waiting = new Set<() => void>();
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  for (const stream of piped ? [child.stdout!, child.stderr!] : []) {
    stream.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      log?.write(chunk);
      waiting.forEach((check) => check());
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      log?.end();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    pid,
    output: () => out,
    exited,
    alive: () => groupAlive(pid),
    signal: (signal) => signalGroup(pid, signal),
    async kill9() {
      signalGroup(pid, 'SIGKILL');
      await exited;
      await untilGone(pid);
    },
    async stop({ to = 'leader', graceMs = Infinity } = {}) {
      if (to === 'group') signalGroup(pid, 'SIGTERM');
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      if (!(await untilGone(pid, graceMs))) signalGroup(pid, 'SIGKILL');
      await exited;
    },
    line(pattern, timeoutMs) {
      const ready = new Promise<string>((resolve, reject) => {
        const timer =
          timeoutMs === undefined ? undefined : setTimeout(() => reject(new Error(`${command} did not start:\n${out}`)), timeoutMs);
        const check = () => {
          for (const text of out.split('\n')) {
            const match = pattern.exec(text.trim());
            if (match) {
              waiting.delete(check);
              clearTimeout(timer);
              return resolve(match[1] ?? match[0]);
            }
          }
        };
        waiting.add(check);
        check();
        void exited.then(({ code, signal }) => reject(new Error(`${command} exited (${code ?? signal}) before it was ready:\n${out}`)));
      });
      ready.catch(() => undefined);
      return ready;
    },
  };
}
