#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit + API + socket tests (Jest), then browser tests (Jest + Playwright).
 * Prints one summary line last, `N passed, N failed`, summed over every step, and writes it to
 * test-results/summary.txt so CI can echo it after npm's own output.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(`=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result.status === 0;
}

/** A check without test cases of its own counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

/** Jest reports its own counts; a crash before reporting counts as one failure. */
function jest(label, args, env) {
  const out = join(resultsDir, `${label}.json`);
  const ok = run(label, 'npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], env);
  if (!existsSync(out)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (!ok && report.numFailedTests === 0 && !report.numRuntimeErrorTestSuites) failed += 1;
}

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npm', ['run', 'lint', '--silent']);
jest('unit-and-api', ['--selectProjects', 'shared', 'server', 'client']);
if (existsSync(join(root, 'client', 'e2e'))) jest('browser', ['--selectProjects', 'e2e']);

const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`);
process.stdout.write(`\n${summary}\n`);
process.exit(failed === 0 ? 0 : 1);
