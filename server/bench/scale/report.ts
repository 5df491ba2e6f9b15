/** What bench:scale prints: each phase's fan-out, placements, processes, Redis and streams, then the N-instance / one-instance ratio. */
import { percentile } from '../orders/report';
import type { PhaseResult } from './phase';
import { BUDGET_RATIO } from './plan';

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const row = (name: string, samples: number[]) =>
  `| ${name.padEnd(40)} | ${[50, 99, 100].map((p) => ms(percentile(samples, p)).padStart(10)).join(' | ')} | ${String(samples.length).padStart(7)} |`;

/** The fan-out figure the budget compares: every delivery, to staff and customers alike. */
export const fanOutOf = (phase: PhaseResult) => [...phase.fanOut.staff, ...phase.fanOut.customers];

/** Prints one phase; returns whether its streams held (0 lost, repeated or reordered) and the load was served without error. */
export function printPhase(phase: PhaseResult, rate: number): boolean {
  const { rush, streams } = phase;
  const seconds = rush.elapsedMs / 1000;
  console.log(`\n## ${phase.instances} instance(s): ${phase.sockets} sockets connected in ${phase.connectSeconds.toFixed(1)} s`);
  console.log(`| ${'measurement'.padEnd(40)} | ${['p50', 'p99', 'max'].map((h) => h.padStart(10)).join(' | ')} | ${'n'.padStart(7)} |`);
  console.log(`|${'-'.repeat(42)}|${'-'.repeat(12)}|${'-'.repeat(12)}|${'-'.repeat(12)}|${'-'.repeat(9)}|`);
  console.log(row('fan-out commit -> socket, all', fanOutOf(phase)));
  console.log(row('fan-out commit -> socket, staff', phase.fanOut.staff));
  console.log(row('fan-out commit -> socket, own customer', phase.fanOut.customers));
  console.log(row('placeorder', rush.timings.place));
  console.log(row('staff PATCH status', rush.timings.patch));
  const errors = [...rush.errors].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none';
  console.log(
    `load: ${(rush.done.placements / seconds).toFixed(1)} placements/s (offered ${rate}), ${(rush.done.changes / seconds).toFixed(1)} staff changes/s (offered ${rate / 2}) over ${seconds.toFixed(1)} s; errors: ${errors}`,
  );
  // The transactions outside the commit batches (server/src/db/transaction.ts): their re-runs show the instances' write conflicts.
  console.log(`inTransaction: ${phase.transactions.committed} committed, ${phase.transactions.retries} re-runs after a write conflict`);
  for (const p of phase.processes)
    console.log(
      `${p.name.padEnd(11)}: CPU ${p.cpuPercent.toFixed(0).padStart(3)} % of a core; RSS ${p.rssIdleMiB.toFixed(0)} MiB before sockets, ${p.rssConnectedMiB.toFixed(0)} MiB with them, ${p.rssMaxMiB.toFixed(0)} MiB max under load`,
    );
  const instances = phase.processes.slice(0, phase.instances);
  const perSocketKiB = (instances.reduce((sum, p) => sum + p.rssConnectedMiB - p.rssIdleMiB, 0) * 1024) / phase.sockets;
  const cpuCores = instances.reduce((sum, p) => sum + p.cpuPercent, 0) / 100;
  console.log(
    `capacity: ${perSocketKiB.toFixed(1)} KiB of instance RSS per socket; instances ${(cpuCores * 100).toFixed(0)} % of a core in all = ${(phase.sockets / cpuCores).toFixed(0)} sockets per core at this load (${(fanOutOf(phase).length / seconds).toFixed(0)} deliveries/s)`,
  );
  console.log(
    `redis: ${phase.redis.commands.toFixed(0)} commands/s, ${(phase.redis.inBytes / 1024).toFixed(1)} KiB/s in, ${(phase.redis.outBytes / 1024).toFixed(1)} KiB/s out`,
  );
  const kinds = new Map<string, number>();
  for (const v of streams.violations) kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
  console.log(
    `streams: ${streams.clients} sockets judged, ${streams.received} of ${streams.expected} deliveries; ${phase.disconnects} disconnects; ${phase.behind} still short at the deadline; violations: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
  );
  for (const v of streams.violations.slice(0, 5)) console.log(`  ${v.kind}: ${v.detail}`);
  const held = streams.violations.length === 0 && phase.behind === 0;
  console.log(`budget 0 lost, repeated or reordered events: ${held ? 'met' : 'NOT met'}`);
  return held && rush.errors.size === 0;
}

/** The fan-out p99 of N instances against one instance's, and the budget. */
export function printRatio(many: PhaseResult, one: PhaseResult): boolean {
  const [p99Many, p99One] = [percentile(fanOutOf(many), 99), percentile(fanOutOf(one), 99)];
  const ratio = p99Many / p99One;
  const met = ratio <= BUDGET_RATIO;
  console.log(
    `\nfan-out p99: ${many.instances} instances ${ms(p99Many)}, 1 instance ${ms(p99One)}: ${ratio.toFixed(2)}x (budget ${BUDGET_RATIO}x): ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}
