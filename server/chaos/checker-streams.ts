/**
 * What each reader got, against the log: every socket and pull client's stream (and what its seq
 * keeper applied), the webhook receiver's deliveries, each event's content, and whether an event
 * could be read from the log when it was first delivered.
 */
import { canTransition, type OrderStatus, type OrderType } from '@pizza/shared';

import { customerSees, type DatabaseState, type LoggedRow, type Violation } from './checker-model';
import type { ClientRecord, EventSeen, History, WebhookDelivery } from './history';

/** The last seq readers are judged up to (see History.readersUpTo): what a reader got after it is not judged. */
export const judgedUpTo = (history: History, db: DatabaseState) => history.readersUpTo ?? db.events.at(-1)?.seq ?? 0;

/** What the stream checks read of the database: its log (bench:scale judges its streams from that alone). */
export type LogState = Pick<DatabaseState, 'events'>;

const rowIndexes = new WeakMap<LogState, Map<number, LoggedRow>>();

/** The log's rows by seq (built once per database state). */
function rowsBySeq(db: LogState): Map<number, LoggedRow> {
  let index = rowIndexes.get(db);
  if (!index) rowIndexes.set(db, (index = new Map(db.events.map((row) => [row.seq, row]))));
  return index;
}

/** How what a reader got differs from the log's row at its seq, said briefly; undefined when it is the same event. */
function contentDifference(got: EventSeen, db: LogState): string | undefined {
  const row = rowsBySeq(db).get(got.seq);
  if (!row) return `seq ${got.seq} is not in the log`;
  const fields = ['eventId', 'type', 'orderId', 'status'] as const;
  const wrong = fields.filter((field) => got[field] !== row[field]);
  if (wrong.length === 0) return undefined;
  return `seq ${got.seq}: ${wrong.map((field) => `${field} ${String(got[field])} (log: ${String(row[field])})`).join(', ')}`;
}

function checkContent(reader: string, events: EventSeen[], db: LogState, out: Violation[]): void {
  for (const event of events) {
    const difference = contentDifference(event, db);
    if (difference) out.push({ kind: 'event-content-differs', detail: `${reader}: ${difference}` });
  }
}

/** Where the received seqs first differ from the expected ones, said briefly. */
function firstDifference(got: number[], expected: number[]): string | undefined {
  const at = got.findIndex((seq, i) => seq !== expected[i]);
  if (at === -1 && got.length === expected.length) return undefined;
  const i = at === -1 ? got.length : at;
  return `${got.length} events, expected ${expected.length}; at #${i} got ${got[i] ?? 'nothing'}, expected ${expected[i] ?? 'nothing'}`;
}

function checkBackwards(client: ClientRecord, events: EventSeen[], orderTypes: Map<string, OrderType>, out: Violation[]): void {
  const shown = new Map<string, OrderStatus>();
  for (const event of events) {
    if (event.orderId === undefined || event.status === undefined) continue;
    const before = shown.get(event.orderId);
    const type = orderTypes.get(event.orderId);
    if (before && type && before !== event.status && !canTransition(type, before, event.status))
      out.push({ kind: 'status-went-backwards', detail: `${client.id}: ${event.orderId} ${before} -> ${event.status}` });
    shown.set(event.orderId, event.status);
  }
}

/**
 * A socket or pull client: it received every event it may see once, in seq order (across its
 * reconnects), its seq keeper applied exactly those, each as the log has it, no status went back.
 */
export function checkClient(client: ClientRecord, end: number, db: LogState, orderTypes: Map<string, OrderType>, out: Violation[]): void {
  const events = client.received.flatMap((item) => (item.kind === 'event' && item.seq <= end ? [item] : []));
  const judged = db.events.filter((e) => e.seq <= end);
  const visible = (client.audience === 'all' ? judged : judged.filter((e) => customerSees(e, client.userId))).map((e) => e.seq);
  const kind = client.audience === 'all' ? 'staff-or-integrator-stream' : 'customer-stream';
  const received = firstDifference(
    events.map((e) => e.seq),
    visible,
  );
  if (received) out.push({ kind, detail: `${client.id}: ${received}` });
  const applied = firstDifference(
    client.applied.filter((seq) => seq <= end),
    visible,
  );
  if (applied && !received) out.push({ kind, detail: `${client.id} applied (its seq keeper): ${applied}` });
  checkContent(client.id, events, db, out);
  checkBackwards(client, events, orderTypes, out);
  for (const item of client.received) {
    if (item.kind === 'resync' && (client.audience === 'customer' || item.reason !== 'replay-limit'))
      out.push({ kind: 'unexpected-resync', detail: `${client.id}: ${item.reason}` });
    if (item.kind === 'refused' && item.message === 'unauthorized') out.push({ kind: 'valid-credential-refused', detail: client.id });
  }
}

const acknowledged = (delivery: WebhookDelivery) => delivery.answer >= 200 && delivery.answer < 300;

/** The first of each webhook-id among `deliveries`, in arrival order. */
function firstOfEach(deliveries: WebhookDelivery[]): WebhookDelivery[] {
  const ids = new Set<string>();
  return deliveries.filter((delivery) => !ids.has(delivery.webhookId) && ids.add(delivery.webhookId));
}

/**
 * The webhook contract (README, "Webhooks"): every event of the log after the endpoint's start is
 * acknowledged at least once (a repeat carries the same webhook-id; a refused attempt must come
 * again); deduplicated by webhook-id the acknowledged ones are in seq order; and an event is first
 * sent only after the previous one was acknowledged (nothing after a failing event goes first).
 */
function checkWebhookOrder(deliveries: WebhookDelivery[], expected: number[], out: Violation[]): void {
  const acked = firstOfEach(deliveries.filter(acknowledged));
  const difference = firstDifference(
    acked.map((delivery) => delivery.seq),
    expected,
  );
  if (difference) out.push({ kind: 'webhook-stream', detail: `acknowledged, deduplicated by webhook-id: ${difference}` });
  const ackedAt = new Map(acked.map((delivery) => [delivery.seq, delivery.answeredAt]));
  const position = new Map(expected.map((seq, i) => [seq, i]));
  for (const delivery of firstOfEach(deliveries)) {
    const previous = expected[(position.get(delivery.seq) ?? 0) - 1];
    if (previous !== undefined && !((ackedAt.get(previous) ?? Infinity) <= delivery.arrivedAt))
      out.push({ kind: 'webhook-stream', detail: `seq ${delivery.seq} was sent before seq ${previous} was acknowledged` });
  }
}

export function checkWebhook(history: History, db: DatabaseState, out: Violation[]): void {
  if (!history.webhook) return;
  const { startAfter } = history.webhook;
  const end = judgedUpTo(history, db);
  const deliveries = history.webhook.deliveries.filter((delivery) => delivery.seq <= end);
  for (const delivery of deliveries.filter((d) => !d.signatureValid))
    out.push({ kind: 'webhook-stream', detail: `seq ${delivery.seq} (${delivery.webhookId}): the signature does not verify` });
  checkContent('webhook', deliveries, db, out);
  for (const delivery of deliveries.filter((d) => d.webhookId !== d.eventId))
    out.push({
      kind: 'webhook-stream',
      detail: `seq ${delivery.seq}: webhook-id ${delivery.webhookId} is not the event id ${delivery.eventId}`,
    });
  const expected = db.events.filter((row) => row.seq > startAfter && row.seq <= end).map((row) => row.seq);
  checkWebhookOrder(deliveries, expected, out);
}

/** The first delivery of each seq was readable in the log at that moment. */
export function checkProbes(history: History, out: Violation[]): void {
  for (const probe of history.probes.filter((p) => !p.found))
    out.push({ kind: 'delivered-before-commit', detail: `seq ${probe.seq}, first delivered to ${probe.client}, was not in the log yet` });
}
