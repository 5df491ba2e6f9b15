/**
 * `npm run chaos`: the chaos run of the live order channel (README, "The live order channel").
 * CHAOS_SECONDS (default 120) sets how long faults are injected; CHAOS_SEED replays a run (the
 * seed is printed). Prints the table, writes the history (with the log and state it was judged
 * against) and the processes' logs (logs-<seed>/) to
 * test-results/chaos/, exits 1 on any violation.
 */
import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from '../src/lib/paths';
import { formatReport } from './report';
import { runChaos } from './run';

async function main(): Promise<void> {
  const seconds = Number(process.env.CHAOS_SECONDS ?? 120);
  const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : Math.floor(Math.random() * 2 ** 31);
  const dir = path.join(REPO_ROOT, 'test-results', 'chaos');
  const logDir = path.join(dir, `logs-${seed}`);
  fs.rmSync(logDir, { recursive: true, force: true });
  const result = await runChaos({ seconds, seed, logDir, log: (line) => console.log(`[chaos] ${line}`) });
  const report = formatReport(result.history, result.events, result.violations, result.elapsedMs, result.readFailures);
  console.log(`\n${report}`);
  const { events: log, shop, consumers } = result.state;
  const judged = { log, shop, consumers };
  fs.writeFileSync(path.join(dir, `history-${seed}.json`), JSON.stringify({ ...result.history, violations: result.violations, judged }));
  fs.writeFileSync(path.join(dir, `report-${seed}.txt`), `${report}\n`);
  process.exit(result.violations.length === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
