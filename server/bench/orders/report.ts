/**
 * What bench:orders prints: latency percentiles, rates, errors, retries, and what the shop's
 * processes spent; and the budgets, judged against the durable baseline of the same run.
 */
import { readFileSync } from 'node:fs';

import type { BaselineSamples } from './baseline-load';
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
  /** The old absolute p99 budget: printed for reference, not judged (the machine's speed changes by the hour). */
  referenceP99Ms: number;
  maxRetryShare?: number;
}

/** The shop's p50 and p99 against the durable baseline's (docs/performance/README.md#budgets). */
export const BASELINE_RATIOS = { p50: 1.5, p99: 2 };

/** One request of the shop against the baseline's request: a check per percentile, with the figures. */
function againstBaseline(name: string, shop: number[], baseline: number[]): Array<{ what: string; ok: boolean }> {
  return (['p50', 'p99'] as const).map((p) => {
    const q = p === 'p50' ? 50 : 99;
    const ratio = percentile(shop, q) / percentile(baseline, q);
    return {
      what: `${name} ${p} <= ${BASELINE_RATIOS[p]}x the durable baseline's (${ms(percentile(shop, q))} / ${ms(percentile(baseline, q))} = ${ratio.toFixed(2)}x)`,
      ok: ratio <= BASELINE_RATIOS[p],
    };
  });
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
  /** Absent with --cold: the cold start is judged against the same run's warm seconds instead. */
  baseline: BaselineSamples | undefined,
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
  if (baseline) {
    console.log(latencyRow('durable baseline: request', baseline.request));
    console.log(latencyRow('durable baseline: request -> event at staff', baseline.atStaff));
  }
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
  console.log(`errors: ${errors}${baseline ? `; durable baseline: ${baseline.errors} not 200` : ''}`);
  console.log(
    `transactions: ${spend.transactions.committed} committed, ${spend.transactions.retries} re-runs after a write conflict (${(retryShare * 100).toFixed(2)} % of attempts)`,
  );
  console.log(`shop processes: CPU ${spend.cpuPercent.toFixed(0)} % of one core, RSS max ${spend.rssMaxMiB.toFixed(0)} MiB`);
  const checks = [
    { what: `achieved >= ${(rate * 0.98).toFixed(1)}/s`, ok: achieved >= rate * 0.98 },
    ...(baseline
      ? [
          ...againstBaseline('placeorder', outcome.timings.place, baseline.request),
          ...againstBaseline('PATCH', outcome.timings.patch, baseline.request),
        ]
      : []),
    { what: '0 errors', ok: outcome.errors.size === 0 },
    ...(budgets.maxRetryShare === undefined
      ? []
      : [{ what: `retries < ${budgets.maxRetryShare * 100} %`, ok: retryShare < budgets.maxRetryShare }]),
  ];
  const p99 = Math.max(percentile(outcome.timings.place, 99), percentile(outcome.timings.patch, 99));
  console.log(`for reference, not a budget: placeorder and PATCH p99 ${ms(p99)} (the old absolute ${budgets.referenceP99Ms} ms)`);
  for (const check of checks) console.log(`budget ${check.what}: ${check.ok ? 'met' : 'NOT met'}`);
  return checks.every((check) => check.ok);
}

/**
 * `--cold`: placeorder p99 over the first `coldMs` after the instance turned ready against the
 * rest of the same run (warm), and per window, so what a restart costs its first customers shows.
 */
export function printColdStart(outcome: RushOutcome, coldMs: number, windowMs: number): void {
  const first = outcome.placeTimeline.filter((entry) => entry.at < coldMs).map((entry) => entry.ms);
  const rest = outcome.placeTimeline.filter((entry) => entry.at >= coldMs).map((entry) => entry.ms);
  console.log(`cold start: placeorder p99 per ${windowMs / 1000} s from the rush's start: ${timeline(outcome.placeTimeline, windowMs)}`);
  const ratio = percentile(first, 99) / percentile(rest, 99);
  console.log(
    `cold start: placeorder p99 over the first ${coldMs / 1000} s ${ms(percentile(first, 99))} (n ${first.length}), warm (after) ${ms(percentile(rest, 99))} (n ${rest.length}): ${ratio.toFixed(2)}x`,
  );
}
