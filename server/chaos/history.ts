/**
 * Everything the chaos run saw, as it saw it: every request with its answer, and every event or
 * resync each logical socket client received, in arrival order. The checker judges the run from
 * this and from the database afterwards, never from what the server says about itself.
 */
import { isOrderEvent, type OrderStatus, type OrderType, type RestaurantSettings, type ShopEvent } from '@pizza/shared';

/** How a request ended: an HTTP status, or no answer at all (timeout, connection refused or reset). */
export type Outcome = { status: number; body?: unknown } | { status: 'no-answer'; error: string };

export const isAnswer = (outcome: Outcome): outcome is { status: number; body?: unknown } => outcome.status !== 'no-answer';
/** An outcome that says nothing about whether the change happened: no answer, or a 5xx. */
export const isAmbiguous = (outcome: Outcome) => !isAnswer(outcome) || outcome.status >= 500;

export interface CartAdd {
  customer: string;
  /** The placement cycle this add belongs to (adds since the customer's last acknowledged placement). */
  cycle: number;
  outcome: Outcome;
}

export interface PlacementAttempt {
  customer: string;
  orderId: string;
  orderType: OrderType;
  cycle: number;
  outcome: Outcome;
}

export interface StatusAttempt {
  staff: string;
  orderId: string;
  to: OrderStatus;
  outcome: Outcome;
}

/** What a reader learnt of one event: enough to compare it with the log's row at its seq. */
export interface EventSeen {
  seq: number;
  eventId: string;
  type: string;
  /** An order's event (none on a shop-wide one). */
  orderId?: string;
  status?: OrderStatus;
}

/** One thing a logical client received: an event (by socket or by the pull API), a resync, a connection. */
export type Received =
  | ({ kind: 'event'; via: 'socket' | 'pull' } & EventSeen)
  | { kind: 'resync'; reason: string }
  | { kind: 'connect'; lastSeq: number | undefined; instance: string }
  | { kind: 'refused'; message: string };

export interface ClientRecord {
  id: string;
  audience: 'all' | 'customer';
  /** The customer's user id (customer clients). */
  userId?: string;
  received: Received[];
  /** The seqs the client's seq keeper (the browser's, @pizza/shared channel-seq) applied, in order: what its page showed. */
  applied: number[];
  /** The highest seq applied so far (what it sends back as lastSeq). */
  lastSeq: number;
  reconnects: number;
}

export interface FaultRecord {
  kind: string;
  detail: string;
  startedAt: number;
  endedAt: number;
  /** From the fault's end until every socket client had every event committed by then; undefined if never. */
  recoveryMs?: number;
}

/** A shop-wide change a manager asks for: busy mode, a pause, the open switch, the settings, an item sold out or back. */
export type ShopRequest =
  | { kind: 'busy'; extraMinutes: number }
  | { kind: 'pause'; minutes: number }
  | { kind: 'open' }
  | { kind: 'close'; until: string }
  | { kind: 'settings'; settings: RestaurantSettings }
  | { kind: 'sold-out'; itemId: string; until: string }
  | { kind: 'back'; itemId: string };

export interface ShopChange {
  request: ShopRequest;
  /** Which instance it was sent to. */
  instance: string;
  sentAt: number;
  answeredAt: number;
  outcome: Outcome;
}

/** One POST the run's webhook receiver got (every event of the log, signed, at least once, in seq order). */
export interface WebhookDelivery extends EventSeen {
  /** The `webhook-id` header (the event id, the same on every retry). */
  webhookId: string;
  signatureValid: boolean;
  arrivedAt: number;
  /** What the receiver answered (a 503 now and then, as receivers do), and when. */
  answer: number;
  answeredAt: number;
}

/** What the run saw once everything had settled, from outside the database. */
export interface EndObservations {
  /** Each instance's menu as it served it: availability of each item the managers changed ('no-answer' if it did not answer). */
  served: Array<{ instance: string; itemId: string; available: boolean | 'no-answer' }>;
}

/** The shop-wide state the managers change, as stored (times in ms). */
export interface ShopState {
  busyExtraMinutes: number;
  pausedUntil?: number;
  /** The open switch, and when its setting ends (absent: until changed). */
  isOpen: boolean;
  manualUntil?: number;
  /** Absent while the defaults apply. */
  settings?: RestaurantSettings;
  /** The end of each managed item's sold-out (undefined: orderable), by item id. */
  soldOutUntil: Record<string, number | undefined>;
}

export interface History {
  seed: number;
  seconds: number;
  cartAdds: CartAdd[];
  placements: PlacementAttempt[];
  statusChanges: StatusAttempt[];
  /** Shop-wide changes asked for (busy, pause, open switch, settings, sold out), in the order they were sent. */
  shopChanges: ShopChange[];
  /** The shop's state before the first of them. */
  shopAtStart: ShopState | undefined;
  /** The webhook endpoint the run registered: it gets the events after `startAfter`; and what its receiver got. */
  webhook: { startAfter: number; deliveries: WebhookDelivery[] } | undefined;
  /**
   * The first delivery of each seq to any reader was checked at once against the log itself (the
   * database, through no proxy): `found` false means a reader was told of an event before it was
   * committed.
   */
  probes: Array<{ seq: number; found: boolean; client: string }>;
  end: EndObservations;
  /**
   * Where the run stopped judging its readers (sockets, the pull API, the webhook receiver, the
   * durable consumers): the log's end once all of them had settled. The shop may log more by itself
   * afterwards (an escalation), which no reader is then expected to have.
   */
  readersUpTo: number | undefined;
  /** Durable consumers whose cursor stood still, behind the log, for CONSUMER_STALL_MS or more (watched each second). */
  consumerStalls: Array<{ name: string; seq: number; end: number; forMs: number }>;
  pulls: number;
  clients: ClientRecord[];
  faults: FaultRecord[];
  /** App instances that exited without being killed by the run (restarted at once), with their last output. */
  crashes: Array<{ instance: string; at: number; output: string }>;
}

export function emptyHistory(seed: number, seconds: number): History {
  return {
    seed,
    seconds,
    cartAdds: [],
    placements: [],
    statusChanges: [],
    shopChanges: [],
    shopAtStart: undefined,
    webhook: undefined,
    probes: [],
    end: { served: [] },
    readersUpTo: undefined,
    consumerStalls: [],
    pulls: 0,
    clients: [],
    faults: [],
    crashes: [],
  };
}

/** What a reader learnt of an event: its seq, id, type, and an order's id and status. */
export function seen(event: ShopEvent): EventSeen {
  const order = isOrderEvent(event) ? { orderId: event.orderId, status: event.order.status } : {};
  return { seq: event.seq, eventId: event.eventId, type: event.type, ...order };
}

/** Records an event a client received, as it arrived. */
export function receive(client: ClientRecord, via: 'socket' | 'pull', event: ShopEvent): void {
  client.received.push({ kind: 'event', via, ...seen(event) });
}
