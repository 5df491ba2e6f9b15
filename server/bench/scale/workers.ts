/** The bench's side of its socket workers (socket-worker.ts): forked, asked, answered, each question to all of them at once. */
import { type ChildProcess, fork } from 'node:child_process';

import type { FromWorker, SocketSpec, ToWorker } from './plan';

export interface Workers {
  /** Opens `sockets`, spread over the workers in turn, each with lastSeq `lastSeq`. */
  connect(sockets: SocketSpec[], lastSeq: number): Promise<void>;
  /** How many clients are still short of what they should have by now. */
  behind(staffHead: number, customerLast: Record<string, number>): Promise<number>;
  /** Every client's record and arrivals; the workers close their sockets. */
  report(): Promise<Array<Extract<FromWorker, { kind: 'report' }>>>;
  stop(): Promise<void>;
  pids: number[];
}

function ask<K extends FromWorker['kind']>(child: ChildProcess, message: ToWorker, kind: K): Promise<Extract<FromWorker, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a socket worker exited (code ${code})`));
    const onMessage = (answer: FromWorker) => {
      if (answer.kind !== kind) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(answer as Extract<FromWorker, { kind: K }>);
    };
    child.on('message', onMessage).once('exit', onExit);
    child.send(message);
  });
}

/** `entry`: the bench's own file, which serves as a worker when started with `serve` (run-bench.ts). */
export function startWorkers(entry: string, count: number): Workers {
  const children = Array.from({ length: count }, () =>
    // Each holds thousands of sockets and their records: more heap than Node's default on a small machine.
    fork(entry, ['serve'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [...process.execArgv, '--max-old-space-size=4096'],
    }),
  );
  return {
    pids: children.map((child) => child.pid!),
    async connect(sockets, lastSeq) {
      await Promise.all(
        children.map((child, w) =>
          ask(child, { kind: 'connect', sockets: sockets.filter((_s, i) => i % count === w), lastSeq }, 'connected'),
        ),
      );
    },
    async behind(staffHead, customerLast) {
      const answers = await Promise.all(children.map((child) => ask(child, { kind: 'progress', staffHead, customerLast }, 'progress')));
      return answers.reduce((sum, answer) => sum + answer.behind, 0);
    },
    report: () => Promise.all(children.map((child) => ask(child, { kind: 'report' }, 'report'))),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || !child.connected) return resolve();
              child.once('exit', () => resolve());
              child.disconnect(); // the worker exits when its channel closes
            }),
        ),
      );
    },
  };
}
