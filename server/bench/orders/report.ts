/** What bench:orders prints: latency percentiles, rates, errors, retries, and what the shop's processes spent. */
import { readFileSync } from 'node:fs';

import type { RushOutcome } from './workload';

/** Nearest-rank percentile of `values` (sorted here). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** CPU seconds (user + system) a process has spent so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
}

export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

function latencyRow(name: string, samples: number[]): string {
  return `| ${name.padEnd(42)} | ${[50, 95, 99].map((p) => ms(percentile(samples, p)).padStart(9)).join(' | ')} | ${ms(percentile(samples, 100)).padStart(9)} | ${String(samples.length).padStart(6)} |`;
}

export interface Spend {
  cpuPercent: number;
  rssMaxMiB: number;
  transactions: { committed: number; retries: number };
}

export interface Budgets {
  p99Ms: number;
  maxRetryShare?: number;
}

/** p99 of each window of the run, e.g. "31 29 840 35" (ms): a slow stretch shows where it was. */
function timeline(entries: Array<{ at: number; ms: number }>, windowMs: number): string {
  const windows: number[][] = [];
  for (const { at, ms } of entries) (windows[Math.floor(at / windowMs)] ??= []).push(ms);
  return Array.from(windows, (values) => (values ? String(Math.round(percentile(values, 99))) : '-')).join(' ') + ' ms';
}

export function printReport(
  rate: number,
  outcome: RushOutcome,
  arrivals: { created: number[]; changed: number[] },
  spend: Spend,
  budgets: Budgets,
): boolean {
  const seconds = outcome.elapsedMs / 1000;
  console.log(
    `| ${'measurement'.padEnd(42)} | ${['p50', 'p95', 'p99'].map((h) => h.padStart(9)).join(' | ')} | ${'max'.padStart(9)} | ${'n'.padStart(6)} |`,
  );
  console.log(`|${'-'.repeat(44)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(11)}|${'-'.repeat(8)}|`);
  console.log(latencyRow('quote (pickup-checkout)', outcome.timings.quote));
  console.log(latencyRow('placeorder', outcome.timings.place));
  console.log(latencyRow('staff PATCH status', outcome.timings.patch));
  console.log(`placeorder p99 per 5 s of the run: ${timeline(outcome.placeTimeline, 5000)}`);
  console.log(latencyRow('placeorder sent -> order-created at staff', arrivals.created));
  console.log(latencyRow('PATCH sent -> status-changed at staff', arrivals.changed));
  const achieved = outcome.done.placements / seconds;
  const changes = outcome.done.changes / seconds;
  const errors = [...outcome.errors].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none';
  const attempts = spend.transactions.committed + spend.transactions.retries;
  const retryShare = attempts > 0 ? spend.transactions.retries / attempts : 0;
  console.log(
    `placements: offered ${rate}/s, achieved ${achieved.toFixed(1)}/s (${outcome.done.placements} in ${seconds.toFixed(1)} s; ${outcome.notStarted.placements} offered while every customer was busy)`,
  );
  console.log(
    `staff changes: offered ${rate / 2}/s, achieved ${changes.toFixed(1)}/s (${outcome.done.changes}; ${outcome.notStarted.changes} offered with no order waiting)`,
  );
  console.log(`errors: ${errors}`);
  console.log(
    `transactions: ${spend.transactions.committed} committed, ${spend.transactions.retries} re-runs after a write conflict (${(retryShare * 100).toFixed(2)} % of attempts)`,
  );
  console.log(`shop processes: CPU ${spend.cpuPercent.toFixed(0)} % of one core, RSS max ${spend.rssMaxMiB.toFixed(0)} MiB`);
  const checks = [
    { what: `achieved >= ${(rate * 0.98).toFixed(1)}/s`, ok: achieved >= rate * 0.98 },
    { what: `placeorder p99 < ${budgets.p99Ms} ms`, ok: percentile(outcome.timings.place, 99) < budgets.p99Ms },
    { what: `PATCH p99 < ${budgets.p99Ms} ms`, ok: percentile(outcome.timings.patch, 99) < budgets.p99Ms },
    { what: '0 errors', ok: outcome.errors.size === 0 },
    ...(budgets.maxRetryShare === undefined
      ? []
      : [{ what: `retries < ${budgets.maxRetryShare * 100} %`, ok: retryShare < budgets.maxRetryShare }]),
  ];
  for (const check of checks) console.log(`budget ${check.what}: ${check.ok ? 'met' : 'NOT met'}`);
  return checks.every((check) => check.ok);
}
