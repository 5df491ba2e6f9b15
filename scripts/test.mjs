#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit + API + socket tests (Jest), a 20 s chaos run, then browser tests (Jest + Playwright).
 * Prints one summary line last, `N passed, N failed`, summed over every step, and writes it to
 * test-results/summary.txt so CI can echo it after npm's own output.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

/**
 * A hung step (a test that leaks a timer keeps Jest alive, a browser that never answers) must not
 * stall CI: each step runs in its own process group, which is killed after this long, and the step
 * counts as failed. A whole run takes about 15 minutes on 2 cores (docs/testing.md).
 */
const STEP_LIMIT_MS = 30 * 60 * 1000;

/** The steps running now, each its own process group, so Ctrl-C (or CI stopping us) must stop them too. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, 'SIGKILL');
    process.exit(1);
  });
}

/**
 * Runs one step in its own process group. `buffered` keeps its output until it ends, so two steps
 * running side by side print one after the other instead of interleaved.
 */
function run(label, command, args, env = {}, { buffered = false } = {}) {
  const print = (text) => process.stdout.write(text);
  const heading = `\n=== ${label}: ${command} ${args.join(' ')}\n`;
  if (!buffered) print(heading);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  running.add(child);
  const output = [];
  if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, 'SIGKILL');
  }, STEP_LIMIT_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const how = timedOut ? `killed after the ${STEP_LIMIT_MS / 60_000} min limit` : `exit ${code}`;
      if (buffered) print(heading + Buffer.concat(output).toString());
      print(`=== ${label}: ${how} in ${seconds} s\n`);
      resolve(code === 0 && !timedOut);
    });
  });
}

/** A check without test cases of its own counts as one test. */
async function check(label, command, args, env, options) {
  if (await run(label, command, args, env, options)) passed += 1;
  else failed += 1;
}

/** Jest reports its own counts; a crash before reporting counts as one failure. */
async function jest(label, args, env) {
  const out = join(resultsDir, `${label}.json`);
  rmSync(out, { force: true });
  const ok = await run(label, join(root, 'node_modules', '.bin', 'jest'), ['--ci', '--json', `--outputFile=${out}`, ...args], env);
  if (!existsSync(out)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (!ok && report.numFailedTests === 0 && !report.numRuntimeErrorTestSuites) failed += 1;
}

// Each is one busy thread: side by side on two cores they take about as long as the slower alone.
await Promise.all([
  check('typecheck', 'npx', ['tsc', '-b'], {}, { buffered: true }),
  check('lint', 'npm', ['run', 'lint', '--silent'], {}, { buffered: true }),
]);
// Two workers on two cores: most of these suites wait on sockets, child processes and the database,
// so a second worker halves the wait (Jest's default is one worker fewer than the cores).
await jest('unit-and-api', ['--maxWorkers=2', '--selectProjects', 'shared', 'embedded-mongo', 'server', 'client']);
// The live channel under faults (README): 20 s of faults here, about a minute in all; `npm run chaos` runs 120 s.
await check('chaos', 'npm', ['run', '--silent', 'chaos'], { CHAOS_SECONDS: '20' });
// Two workers, each driving its own shop (client/e2e/support/global-setup.ts): the specs spend most
// of their time waiting on the browser and the shop, so two side by side take about half as long.
if (existsSync(join(root, 'client', 'e2e'))) await jest('browser', ['--maxWorkers=2', '--selectProjects', 'e2e']);

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`);
process.stdout.write(`\n${summary}\n`);
process.exit(failed === 0 ? 0 : 1);
