/** The run's table: what was done, what was broken, how fast everything caught up, and what was violated. */
import { placedAfterClosedRetry, VIOLATION_KINDS, type Violation } from './checker';
import { FAULT_KINDS } from './faults';
import { type History, isAmbiguous, isAnswer, type Outcome } from './history';

/** Recoveries slower than this are listed with what was last to catch up. */
const SLOW_RECOVERY_MS = 10_000;

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_h, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

function outcomes(list: Array<{ outcome: Outcome }>): Array<string | number> {
  const status = (test: (o: Outcome) => boolean) => list.filter((item) => test(item.outcome)).length;
  return [
    list.length,
    status((o) => o.status === 200),
    status((o) => isAnswer(o) && o.status >= 400 && o.status < 500),
    status((o) => isAnswer(o) && o.status >= 500),
    status((o) => !isAnswer(o)),
  ];
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return String(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]);
};

/** The webhook receiver's deliveries, the probes of first deliveries, the reads of the log that failed. */
function readersLine(history: History, readFailures: number): string {
  const deliveries = history.webhook?.deliveries ?? [];
  const refused = deliveries.filter((delivery) => delivery.answer >= 300).length;
  const unreadable = history.probes.filter((probe) => !probe.found).length;
  return [
    `Webhook receiver: ${deliveries.length} deliveries (${new Set(deliveries.map((d) => d.webhookId)).size} events, ${refused} answered 503 on purpose).`,
    `First deliveries checked against the log at once: ${history.probes.length} (${unreadable} not there yet).`,
    `Reads of the event log that failed in the instances (and were made again): ${readFailures}.`,
  ].join(' ');
}

export function formatReport(history: History, events: number, violations: Violation[], elapsedMs: number, readFailures: number): string {
  const placements = new Set(history.placements.map((p) => p.orderId)).size;
  const retried = history.placements.length - placements;
  const sockets = history.clients.filter((client) => client.id !== 'integrator-pull');
  const items = history.clients.flatMap((client) => client.received);
  const received = items.filter((item) => item.kind === 'event').length;
  const replayLimits = items.filter((item) => item.kind === 'resync' && item.reason === 'replay-limit').length;
  const refusals = (message: string) => items.filter((item) => item.kind === 'refused' && item.message === message).length;
  const ambiguous = [...history.placements, ...history.statusChanges, ...history.cartAdds, ...history.shopChanges].filter((item) =>
    isAmbiguous(item.outcome),
  ).length;
  const parts = [
    `Chaos run: seed ${history.seed}, ${history.seconds} s of faults (${(elapsedMs / 1000).toFixed(0)} s in all), 2 app instances on the local profile, embedded database process, redis-server, Auth emulator`,
    `Reproduce: CHAOS_SEED=${history.seed} CHAOS_SECONDS=${history.seconds} npm run chaos`,
    '',
    table(
      ['Operations', 'requests', '200', '4xx', '5xx', 'no answer'],
      [
        ['cart adds', ...outcomes(history.cartAdds)],
        [`placements (${placements} orders, ${retried} retries)`, ...outcomes(history.placements)],
        ['status changes (conflicts give 409)', ...outcomes(history.statusChanges)],
        ['shop changes (busy, pause, switch, settings, sold out)', ...outcomes(history.shopChanges)],
      ],
    ),
    `Orders placed by an unanswered attempt after a retry of it was refused as closed (no violation, see the checker): ${placedAfterClosedRetry(history).size}. Event pulls (GET /api/events): ${history.pulls}. Events in the log: ${events}. Requests without a clear answer (5xx or none), each checked: ${ambiguous}.`,
    readersLine(history, readFailures),
    `Sockets: ${sockets.length} logical clients (${sockets.filter((c) => c.audience === 'customer').length} customer tabs, ${sockets.filter((c) => c.audience === 'all').length} staff and integrator), ${sockets.reduce((s, c) => s + c.reconnects, 0)} reconnects, ${received} events received; ${replayLimits} replay-limit resyncs caught up through the pull API; handshakes refused as unavailable ${refusals('unavailable')}, rate-limited ${refusals('rate-limited')}.`,
    '',
    table(
      ['Fault', 'injected', 'recovery p50 ms', 'recovery max ms'],
      FAULT_KINDS.map((kind) => {
        const faults = history.faults.filter((fault) => fault.kind === kind);
        const recoveries = faults.flatMap((fault) => (fault.recoveryMs === undefined ? [] : [fault.recoveryMs]));
        return [kind, faults.length, percentile(recoveries, 50), percentile(recoveries, 100)];
      }),
    ),
    ...history.faults
      .filter((fault) => (fault.recoveryMs ?? 0) > SLOW_RECOVERY_MS)
      .map((fault) => `  slow recovery, ${fault.recoveryMs} ms: ${fault.kind} (${fault.detail})`),
    '',
    table(
      ['Violation', 'count'],
      Object.keys(VIOLATION_KINDS).map((kind) => [kind, violations.filter((v) => v.kind === kind).length]),
    ),
    `Violations: ${violations.length}`,
    ...violations.slice(0, 30).map((v) => `  ${v.kind}: ${v.detail}`),
  ];
  return parts.join('\n');
}
