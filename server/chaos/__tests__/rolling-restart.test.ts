/**
 * A rolling restart of the two instances of the chaos topology under the chaos workload
 * (docs/testing.md#the-rolling-restart-test): the test is the load balancer, routing only to ready
 * instances; A then B is stopped with SIGTERM and started again. Nothing may be lost: the checker's
 * violations, unanswered requests and exit codes are judged by judgeRollingRestart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type RestartRecord, readinessRouter, rollingRestart, judgeRollingRestart } from '../rolling';
import { runChaos } from '../run';

jest.setTimeout(240_000);

/** What each instance logged about stopping and about long batches, in order. */
function stopLines(logDir: string): string {
  const worth = /draining|stopped|shutdown|held its turn|starting/;
  return fs
    .readdirSync(logDir)
    .filter((name) => name.startsWith('instance-'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(logDir, name), 'utf8')
        .split('\n')
        .filter((line) => worth.test(line))
        .map((line) => `${name}: ${line}`),
    )
    .join('\n');
}

it('when A then B are stopped with SIGTERM and started again under load, then no request, event or exit code is lost', async () => {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
  const restarts: RestartRecord[] = [];
  const result = await runChaos({
    // An upper bound: the workload stops once both instances are back (rollingRestart returns).
    seconds: 180,
    seed: 40,
    logDir,
    emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    disturb: rollingRestart(restarts),
    route: readinessRouter,
  });
  expect(restarts.map(({ instance }) => instance)).toEqual(['A', 'B']);
  expect(result.history.placements.filter(({ outcome }) => outcome.status === 200).length).toBeGreaterThanOrEqual(10);
  const { problems, timeouts } = judgeRollingRestart(result.history, result.violations, restarts);
  // A failure on CI says why from the instances' own account of each stop (the logs stay in logDir).
  if (problems.length > 0) console.error(`the instances' stops, from ${logDir}:\n${stopLines(logDir)}`);
  expect(problems).toEqual([]);
  // On a busy machine some requests outlast the client's patience with or without a restart: said, not judged.
  if (timeouts.length > 0) console.warn(`${timeouts.length} requests timed out on the client (a busy machine), none reset or refused`);
  fs.rmSync(logDir, { recursive: true, force: true });
});
