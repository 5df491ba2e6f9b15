import { randomUUID } from 'node:crypto';

import {
  type EscalationStage,
  type EtaChangeActor,
  EVENT_VISIBILITY,
  type EventType,
  type MenuAvailability,
  type OrderStatus,
  type OrderSummary,
  type RestaurantSettings,
  type RestaurantStatus,
  type ShopEvent,
  type StatusChangeActor,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { type BatchedTransactionOptions, createBatchedTransactions } from '../../db/batched-transactions';
import { currentSequence, nextSequenceAt } from '../../db/counters';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { OrderEventModel, type OrderEventRecord } from './events.model';

/** The counter that numbers every event of the log (global, gap-free: allocated inside the writing transaction). */
const SEQ_COUNTER = 'order-events';

/** What the orders service records about an order; `userId` is the order's customer (who may see its owner events). */
export type OrderEventDraft =
  | { type: 'order-created'; order: OrderSummary; userId: string }
  | { type: 'status-changed'; order: OrderSummary; userId: string; previousStatus: OrderStatus; by?: StatusChangeActor }
  | { type: 'eta-changed'; order: OrderSummary; userId: string; by: EtaChangeActor }
  | { type: 'order-escalated'; order: OrderSummary; userId: string; stage: EscalationStage };

/** A change of the whole shop: no order, no customer. */
export type ShopWideEventDraft =
  | { type: 'restaurant-status-changed'; status: RestaurantStatus }
  | { type: 'menu-availability-changed'; item: MenuAvailability }
  | { type: 'settings-changed'; settings: RestaurantSettings };

/** What a transaction appends; the log adds seq, eventId and occurredAt. */
export type EventDraft = OrderEventDraft | ShopWideEventDraft;

/**
 * Who reads: staff and integrators see every event; a customer sees what EVENT_VISIBILITY lets
 * customers see: the status changes of their own orders (never a new order of someone else, never
 * another customer's order), and shop-wide events.
 */
export type Audience = { kind: 'all' } | { kind: 'customer'; userId: string };

/** An event with the customer it concerns (the envelope itself does not name them); none for a shop-wide event. */
export interface LoggedEvent {
  event: ShopEvent;
  userId?: string;
}

/** The types an audience of customers sees, by how (shared EVENT_VISIBILITY). */
const typesSeen = (how: 'owner' | 'public') =>
  (Object.keys(EVENT_VISIBILITY) as EventType[]).filter((type) => (EVENT_VISIBILITY as Record<string, string>)[type] === how);

export function isVisibleTo({ event, userId }: LoggedEvent, audience: Audience): boolean {
  if (audience.kind === 'all') return true;
  const visibility: string = EVENT_VISIBILITY[event.type];
  return visibility === 'public' || (visibility === 'owner' && userId !== undefined && userId === audience.userId);
}

/** The filter of isVisibleTo, for queries (one indexed query per audience). */
function audienceFilter(audience: Audience): Record<string, unknown> {
  if (audience.kind === 'all') return {};
  const own = { userId: audience.userId, type: { $in: typesSeen('owner') } };
  const everyone = typesSeen('public');
  return everyone.length === 0 ? own : { $or: [own, { type: { $in: everyone } }] };
}

type EventRecord = Pick<OrderEventRecord, 'seq' | 'eventId' | 'occurredAt' | 'orderId' | 'type' | 'payload'>;

/** What a record keeps besides its columns: the draft without `type` and `userId`. */
function payloadOf(draft: EventDraft): Record<string, unknown> {
  const { type: _type, ...rest } = draft;
  if ('userId' in rest) {
    const { userId: _userId, ...payload } = rest;
    return payload;
  }
  return rest;
}

export function toEnvelope(record: EventRecord): ShopEvent {
  const log = { seq: record.seq, eventId: record.eventId, occurredAt: record.occurredAt.toISOString() };
  const payload = record.payload as {
    order: OrderSummary;
    previousStatus?: OrderStatus;
    by?: StatusChangeActor;
    stage?: EscalationStage;
    status: RestaurantStatus;
    item: MenuAvailability;
    settings: RestaurantSettings;
  };
  const type = record.type as EventType;
  switch (type) {
    case 'restaurant-status-changed':
      return { ...log, type, status: payload.status };
    case 'menu-availability-changed':
      return { ...log, type, item: payload.item };
    case 'settings-changed':
      return { ...log, type, settings: payload.settings };
    default: {
      const order = { ...log, orderId: record.orderId!, order: payload.order };
      if (type === 'order-created') return { ...order, type };
      if (type === 'eta-changed') return { ...order, type, by: payload.by === 'system' ? 'system' : 'staff' };
      if (type === 'order-escalated') return { ...order, type, stage: payload.stage ?? 'ring-louder' };
      return { ...order, type, previousStatus: payload.previousStatus!, ...(payload.by ? { by: payload.by } : {}) };
    }
  }
}

const userIdOf = (record: Pick<OrderEventRecord, 'userId'>) => (record.userId ? String(record.userId) : undefined);

export interface OrderEventLogDeps {
  clock: Clock;
  retentionMs: number;
  logger: Logger;
  /** The batches' limits (tests; see batched-transactions.ts). */
  batching?: Pick<BatchedTransactionOptions, 'waitLimitMs' | 'maxBatch' | 'transaction'>;
}

/** An event appended in a transaction: numbered and written when its batch commits. */
export class StagedEvent {
  #logged: LoggedEvent | undefined;

  constructor(
    readonly draft: EventDraft,
    readonly occurredAt: Date,
  ) {}

  /** The event as logged (its seq and id); known once the transaction that appended it committed. */
  get logged(): LoggedEvent {
    if (!this.#logged) throw new Error('the event is logged when its transaction commits');
    return this.#logged;
  }

  written(logged: LoggedEvent): void {
    this.#logged = logged;
  }
}

/** What the units of a batch appended: all of them, and the running unit's own. */
interface Staging {
  all: StagedEvent[];
  unit: StagedEvent[] | undefined;
}

/**
 * The one writer and reader of `order_events`. A change and its event are written in one
 * `transaction` of the log (see there); after the commit it calls `committed()`, which wakes whoever
 * follows the log (the live channel, the durable consumers) at once.
 */
export function createOrderEventLog(deps: OrderEventLogDeps) {
  const { clock, retentionMs, logger } = deps;
  const listeners = new Set<(events: LoggedEvent[]) => void>();
  const peerListeners = new Set<() => void>();

  const staging = new WeakMap<ClientSession, Staging>();

  /**
   * Numbers and writes what a batch's units appended: one counter update and one insert for the
   * whole batch. The TTL index must remove events in seq order (a hole in the middle of the log
   * would be skipped silently by a replay): an event never expires before the one before it, even
   * when the instance that wrote it has a clock behind the previous writer's.
   */
  async function writeStaged(session: ClientSession): Promise<void> {
    const staged = staging.get(session)?.all ?? [];
    if (staged.length === 0) return;
    const last = staged[staged.length - 1]!.occurredAt;
    const { seq, at: expiresAt } = await nextSequenceAt(SEQ_COUNTER, new Date(last.getTime() + retentionMs), session, staged.length);
    const first = seq - staged.length + 1;
    const records = staged.map(({ draft, occurredAt }, i) => ({
      seq: first + i,
      eventId: randomUUID(),
      type: draft.type,
      orderId: 'order' in draft ? draft.order.orderId : undefined,
      userId: 'userId' in draft ? draft.userId : undefined,
      occurredAt,
      expiresAt,
      payload: payloadOf(draft),
    }));
    await OrderEventModel.insertMany(records, { session });
    staged.forEach((item, i) => {
      const { draft } = item;
      item.written({ event: toEnvelope(records[i]!), ...('userId' in draft ? { userId: draft.userId } : {}) });
    });
  }

  const inBatch = createBatchedTransactions({
    ...deps.batching,
    begin: (session) => staging.set(session, { all: [], unit: undefined }),
    finish: writeStaged,
    onSlowBatch: (info) => logger.warn(info, "a batch of this instance's transactions held its turn for long"),
  });

  /**
   * THE way to change something together with its event: `work` runs as a unit of this instance's
   * next batch of transactions (batched-transactions.ts) and appends with `append(session, ...)`.
   * The change and its events commit together or not at all; after the commit the followers are told
   * (`committed`) and `work`'s result is returned. `work` may run more than once (a write conflict).
   */
  async function transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    let mine: StagedEvent[] = [];
    const result = await inBatch(async (session) => {
      const batch = staging.get(session)!;
      mine = [];
      batch.unit = mine;
      try {
        return await work(session);
      } finally {
        batch.unit = undefined;
      }
    });
    if (mine.length > 0) committed(mine.map((staged) => staged.logged));
    return result;
  }

  /** Appends an event to the transaction's batch (inside `transaction` only): numbered and written at its commit. */
  function append(session: ClientSession, draft: EventDraft): StagedEvent {
    const batch = staging.get(session);
    if (!batch?.unit) throw new Error("events are appended only inside the event log's transaction");
    const staged = new StagedEvent(draft, clock.now());
    batch.all.push(staged);
    batch.unit.push(staged);
    return staged;
  }

  /**
   * Events with after < seq <= upTo that `audience` may see, oldest first. Majority reads: on a
   * replica set only what a failover cannot undo is returned (the embedded database never returns
   * anything that is not on disk).
   */
  async function readAfter(after: number, audience: Audience, limit: number, upTo = Number.MAX_SAFE_INTEGER): Promise<LoggedEvent[]> {
    const records = await OrderEventModel.find({ ...audienceFilter(audience), seq: { $gt: after, $lte: upTo } })
      .sort({ seq: 1 })
      .limit(limit)
      .readConcern('majority')
      .lean<OrderEventRecord[]>();
    return records.map((record) => ({ event: toEnvelope(record), userId: userIdOf(record) }));
  }

  /** One event by its id (staff resend it to a webhook), or undefined once the retention removed it. */
  async function findByEventId(eventId: string): Promise<LoggedEvent | undefined> {
    const record = await OrderEventModel.findOne({ eventId }).lean<OrderEventRecord>();
    return record ? { event: toEnvelope(record), userId: userIdOf(record) } : undefined;
  }

  /** Seq of the oldest event still kept, or null while the log is empty. */
  async function oldestSeq(): Promise<number | null> {
    const oldest = await OrderEventModel.findOne({}, { seq: 1 }).sort({ seq: 1 }).lean<{ seq: number }>();
    return oldest?.seq ?? null;
  }

  /**
   * The highest seq a majority read of the log sees (0 before the first event): where a follower
   * starts. A plain read of the counter could name an event that is on a replica set's primary but
   * not yet majority-committed, which a follower starting there would never deliver. Once retention
   * emptied the log, the counter read with majority (it commits with the event it numbers).
   */
  async function latestSeq(): Promise<number> {
    const newest = await OrderEventModel.findOne({}, { seq: 1 }).sort({ seq: -1 }).readConcern('majority').lean<{ seq: number }>();
    return newest?.seq ?? currentSequence(SEQ_COUNTER, { majority: true });
  }

  /**
   * After the commit: hands the events to every listener (a follower delivers them without reading
   * them back). The change is committed whatever a listener does: a listener that throws is logged
   * and the others still run, so the request still answers for what it committed.
   */
  function committed(events: LoggedEvent[]): void {
    for (const listener of listeners) {
      try {
        listener(events);
      } catch (err) {
        logger.error({ err, seqs: events.map(({ event }) => event.seq) }, 'a listener of committed order events failed; the change stands');
      }
    }
  }

  return {
    transaction,
    append,
    readAfter,
    findByEventId,
    oldestSeq,
    latestSeq,
    committed,
    onCommitted(listener: (events: LoggedEvent[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another instance committed events (it said so through Redis): every follower here reads the log. */
    peerCommitted(): void {
      for (const listener of peerListeners) listener();
    },
    onPeerCommitted(listener: () => void): () => void {
      peerListeners.add(listener);
      return () => peerListeners.delete(listener);
    },
  };
}

export type OrderEventLog = ReturnType<typeof createOrderEventLog>;
